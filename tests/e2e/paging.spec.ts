import { expect, test, type Page } from '@playwright/test'
import { failOnPageErrors } from './page-errors'

/**
 * Long lists a page at a time, the page in the address: Back after opening something returns to
 * the page the reader was on. /synthetic/ holds 30 SYNTHETIC weeks ending with 2026-W20.
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
  await expect(page.getByText('Page 1 of 5')).toBeVisible()
  // The page arrives with its newest week; the other five follow once the app has it, and push
  // the pager down. Once in CI a click made before then changed nothing (the likeliest reading:
  // it landed where the pager had been), so the test clicks where a reader would, once they show.
  await expect.poll(async () => (await weeksShown(page)).length).toBe(6)
  await page.getByRole('link', { name: 'Older weeks →' }).click()
  await expect(page).toHaveURL(/\/synthetic\/en\/\?page=2$/)
  // The first page stays on screen until the second one's weeks have arrived.
  await expect.poll(async () => (await weeksShown(page))[0]).toBe(W14)
  expect(await weeksShown(page)).toHaveLength(6)

  const card = page.locator(`section.week[aria-label="${W12}"] article.thread-card a`).first()
  await card.scrollIntoViewIfNeeded()
  await card.click()
  await expect(page).toHaveURL(/\/thread\/2026-W12-/)
  await page.goBack()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(page.getByText('Page 2 of 5')).toBeVisible()
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

test('a person’s threads: the next page is in the address, and Back from a thread returns to it', async ({
  page,
}) => {
  // The one who took part in the most threads: more than a page of them.
  await page.goto('/synthetic/en/people/?sort=threads')
  await live(page)
  await page.locator('table tbody th a').first().click()
  await expect(page).toHaveURL(/\/people\/[^/]+\/$/)
  await expect(page.getByText(/^Threads 1–20 of \d+$/)).toBeVisible()
  await live(page)
  await page.getByRole('link', { name: 'Next →' }).click()
  await expect(page).toHaveURL(/\/people\/[^/]+\/\?page=2$/)
  const range = page.getByText(/^Threads 21–\d+ of \d+$/)
  await expect(range).toBeVisible()
  const positions = page.getByRole('region', { name: 'Positions across weeks' })
  await expect(positions).toHaveAttribute('aria-busy', 'false')

  const thread = positions.locator('.person-thread a[href*="/thread/"]').nth(3)
  const href = await thread.getAttribute('href')
  await thread.scrollIntoViewIfNeeded()
  await thread.click()
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`))
  await page.goBack()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(range).toBeVisible()
  // …where the reader was, not at the top of the page.
  await expect(positions.locator(`a[href="${href}"]`)).toBeInViewport()
})

test('the people list: the next page is in the address, and Back from a person returns to it', async ({
  page,
}) => {
  // Thirty weeks name more than a page of people.
  await page.goto('/synthetic/en/people/')
  await live(page)
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible()
  await page.getByRole('link', { name: 'Next →' }).click()
  await expect(page).toHaveURL(/\/people\/\?page=2$/)
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible()
  const person = page.locator('table tbody th a').nth(30)
  const href = await person.getAttribute('href')
  await person.scrollIntoViewIfNeeded()
  await person.click()
  await expect(page).toHaveURL(new RegExp(`${href!}$`))
  await page.goBack()
  await expect(page).toHaveURL(/\/people\/\?page=2$/)
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible()
  await expect(page.locator(`table tbody th a[href="${href}"]`)).toBeInViewport()
})

for (const [lang, size] of [
  ['en', { width: 1366, height: 900 }],
  ['zh', { width: 390, height: 844 }],
] as const)
  test(`a quick scroll through the timeline shows each week it lands on, not a blank area (${lang}, ${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await page.goto(`/synthetic/${lang}/`)
    await live(page)
    await expect.poll(async () => (await weeksShown(page)).length).toBe(6)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    // A jump (the scroll bar dragged, End pressed) to a few places down the page: in the first
    // frame there, every week in view is rendered (a week whose content the browser skipped
    // rendering shows blank until the frame after).
    for (const at of [0.3, 0.55, 0.8, 1]) {
      const unrendered = await page.evaluate(
        (y) =>
          new Promise<string[]>((resolve) => {
            window.scrollTo({ top: y, behavior: 'instant' })
            requestAnimationFrame(() =>
              resolve(
                [...document.querySelectorAll('main section.week')]
                  .filter((week) => {
                    const box = week.getBoundingClientRect()
                    return box.bottom > 0 && box.top < window.innerHeight
                  })
                  .filter(
                    (week) =>
                      !week.querySelector('h2')!.checkVisibility({ contentVisibilityAuto: true }),
                  )
                  .map((week) => week.getAttribute('aria-label') ?? ''),
              ),
            )
          }),
        height * at - size.height / 2,
      )
      expect(unrendered, `at ${at * 100} % of the page`).toEqual([])
    }
  })
