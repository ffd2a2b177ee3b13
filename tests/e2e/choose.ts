import { expect, type Locator } from '@playwright/test'

/**
 * Picks an option of a filter's combobox as a reader does: clicking the field, typing, and taking
 * the first match with Enter once the list shows it highlighted.
 *
 * The click brings the field alive (ComboboxField swaps the still field for the live one, which
 * opens its list): typing only once it is open keeps the keys from landing in the still field
 * as it is replaced, where a reader's focus never is but a test's element handle can be.
 */
export async function choose(field: Locator, typed: string) {
  await openFold(field)
  await field.click()
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  await field.fill(typed)
  await expect(field).toHaveValue(typed)
  const list = field.page().locator(`[id="${await field.getAttribute('aria-controls')}"]`)
  // Highlighted as the reader typed (a week is found by its id, which its text need not show).
  await expect(list.getByRole('option', { selected: true })).toBeVisible()
  await field.press('Enter')
  await expect(field).toHaveAttribute('aria-expanded', 'false')
}

/**
 * Opens the fold a field sits in, if it is folded, as a reader does by clicking its summary (the
 * timeline keeps its week, KIP, person and status filters folded behind one line).
 */
async function openFold(field: Locator) {
  const fold = field.locator('xpath=ancestor::details[1]')
  if ((await fold.count()) === 1 && (await fold.getAttribute('open')) === null)
    await fold.locator('summary').click()
  await expect(field).toBeVisible()
}
