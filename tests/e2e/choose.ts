import type { Locator } from '@playwright/test'

/**
 * Picks an option of a filter's select as a reader does: reaching it (focus), then choosing. The
 * select draws its options only once reached (OnDemandSelect); selectOption alone does not reach it.
 */
export async function choose(select: Locator, value: string) {
  await select.focus()
  await select.selectOption(value)
}
