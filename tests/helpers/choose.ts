import type { UserEvent } from '@testing-library/user-event'

/**
 * Picks an option of a select as a reader does: reaching it first (a click), then choosing. A
 * filter's select draws its options only once reached (OnDemandSelect).
 */
export async function choose(user: UserEvent, select: HTMLElement, value: string) {
  await user.click(select)
  await user.selectOptions(select, value)
}
