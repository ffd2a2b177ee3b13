import { expect, type Locator } from '@playwright/test'

/**
 * Picks an option of a filter's combobox as a reader does: clicking the field (which brings it
 * alive: ComboboxField), typing, and taking the first match with Enter once the list shows it.
 */
export async function choose(field: Locator, typed: string) {
  await field.click()
  await field.fill(typed)
  await expect(field.page().getByRole('listbox').getByRole('option').first()).toBeVisible()
  await field.press('Enter')
}
