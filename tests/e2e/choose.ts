import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Picks an option of a filter's combobox as a reader does: clicking the field, typing, and taking
 * the first match with Enter once the list shows it highlighted.
 *
 * The click brings the field alive (ComboboxField swaps the still field for the live one, which
 * opens its list): typing only once it is open keeps the keys from landing in the still field
 * as it is replaced, where a reader's focus never is but a test's element handle can be.
 */
export async function choose(field: Locator, typed: string) {
  await openFilters(field.page())
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
 * Opens the timeline's folded filters (week, KIP, person, status behind one line), if they are
 * folded, as a reader does by clicking the line: a folded field is hidden, so not found by role.
 */
export async function openFilters(page: Page) {
  // Once the app has the page (its filter buttons live), as a reader's click would find it.
  await expect(page.locator('main:visible .status-toggles button').first()).toBeEnabled()
  const folded = page.locator('main:visible details.filter-more:not([open]) > summary')
  if ((await folded.count()) === 0) return
  await folded.first().click()
  // Opening the fold asks for what filtering needs (facets, KIP titles): a field's list drawn
  // again as they arrive may lose a highlight a test's Enter was about to take. A reader looks
  // before choosing; the test waits for them.
  await page.waitForLoadState('networkidle')
}
