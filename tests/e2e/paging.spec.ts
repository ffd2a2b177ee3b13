import { expect, test, type Page } from '@playwright/test'
import { failOnPageErrors } from './page-errors'

/**
 * Long lists a page at a time, the page in the address: Back after opening something returns to
 * the page the reader was on. /synthetic/ holds 14 SYNTHETIC weeks ending with 2026-W20.
 */

failOnPageErrors(test)

/**
 * The app has taken the page over (its buttons are live). A link clicked while it is taking over
 * can be lost (issue 18's note): these tests are about paging, so they wait.
 */
const live = (page: Page) =>
  expect(page.locator('.search-button')).not.toHaveAttribute('aria-disabled', 'true')

/** The made-up weeks the test walks through, as their sections name them. */
const W14 = 'Week 14, 30 March – 5 April 2026'
const W12 = 'Week 12, 16–22 March 2026'

const weeksShown = (page: Page) =>
  page
    .locator('main section.week')
    .evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-label')))

test('the timeline: older weeks are page 2 in the address, and Back from a thread returns to it', async ({
  page,
}) => {
  await page.goto('/synthetic/en/')
  await live(page)
  await expect(page.getByText('Page 1 of 3')).toBeVisible()
  await page.getByRole('link', { name: 'Older weeks →' }).click()
  await expect(page).toHaveURL(/\/synthetic\/en\/\?page=2$/)
  await expect.poll(() => weeksShown(page)).toHaveLength(6)
  expect((await weeksShown(page))[0]).toBe(W14)

  const card = page.locator(`section.week[aria-label="${W12}"] article.thread-card a`).first()
  await card.scrollIntoViewIfNeeded()
  await card.click()
  await expect(page).toHaveURL(/\/thread\/2026-W12-/)
  await page.goBack()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(page.getByText('Page 2 of 3')).toBeVisible()
  expect((await weeksShown(page))[0]).toBe(W14)
  // …where the reader was, not at the top of the page.
  await expect(page.locator(`section.week[aria-label="${W12}"]`)).toBeInViewport()
})

test('the KIP cards: the next page is in the address, and Back from a KIP returns to it', async ({
  page,
}) => {
  await page.goto('/synthetic/zh/kips/cards/')
  await live(page)
  await page.getByRole('link', { name: '更多 KIP →' }).click()
  await expect(page).toHaveURL(/\/kips\/cards\/\?page=2$/)
  await expect(page.getByText(/第 2 \/ \d+ 页/).first()).toBeVisible()
  const first = page.locator('.kip-cards article h2 a, .kip-cards article h3 a').first()
  const name = await first.textContent()
  await first.click()
  await expect(page).toHaveURL(/\/kips\/\d+\/$/)
  await page.goBack()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(page.locator('.kip-cards article h2 a, .kip-cards article h3 a').first()).toHaveText(
    name!,
  )
})
