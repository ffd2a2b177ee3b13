import { expect, test, type Page } from '@playwright/test'
import { failOnPageErrors } from './page-errors'

/**
 * "Since your last visit", as a reader who comes back: /fixture/ holds three MADE-UP weeks
 * (tests/fixtures/three-weeks: weeks 21, 22 and 24 of 2026; KIP-1327 is discussed in 21 and 24,
 * KIP-1325 in 22 only). The reader's last visit is written into the browser's storage the way
 * the app keeps it: "yesterday, when the newest week was week 22".
 */

failOnPageErrors(test)

const KEY = 'kcd:visits'

/** The reader last looked a day ago, when the site's newest week was `newest`. */
async function lastVisitWas(page: Page, newest: string) {
  await page.evaluate(
    ({ key, newest }) =>
      localStorage.setItem(
        key,
        JSON.stringify({ newest, at: Date.now() - 86_400_000, day: '2026-06-01', mark: null }),
      ),
    { key: KEY, newest },
  )
}

const week = (page: Page, name: RegExp) => page.getByRole('region', { name })
const newBadges = (page: Page) => page.locator('main .new-badge')

test('a second visit marks the new week and its threads, and the KIPs that moved since', async ({
  page,
}) => {
  await page.goto('/fixture/en/')
  // A first visit: nothing is new yet, and the reader is told what will happen.
  await expect(page.getByText('Weeks added after today will be marked as new')).toBeVisible()
  await expect(newBadges(page)).toHaveCount(0)

  await lastVisitWas(page, '2026-W22')
  await page.reload()
  await expect(
    page.getByText('Since your last visit on 1 June 2026: 1 new week, 3 threads.'),
  ).toBeVisible()
  await expect(week(page, /^Week 24/).getByRole('heading', { level: 2 })).toContainText('New')
  await expect(week(page, /^Week 22/).getByRole('heading', { level: 2 })).not.toContainText('New')
  // The heading and each of the week's three threads.
  await expect(newBadges(page)).toHaveCount(4)

  await page.goto('/fixture/en/kips/cards/')
  const moved = page.getByRole('article', { name: /KIP-1327/ })
  const since = moved.getByRole('region', { name: /Since your last visit/ })
  await expect(since).toContainText('Discussed in 1 new week')
  await expect(since.getByRole('link', { name: 'Frank Example' })).toBeVisible()
  await expect(since).toContainText(/Status: \w+ → Agreed/)
  await expect(
    page.getByRole('article', { name: /KIP-1325/ }).getByRole('region', { name: /Since/ }),
  ).toHaveCount(0)

  // The KIP's own page says the same.
  await page.goto('/fixture/en/kips/1327/')
  await expect(page.getByRole('region', { name: /Since your last visit/ })).toContainText(
    'Discussed in 1 new week',
  )
})

test('"Mark all as read" clears the marks, and a chosen day marks what came since', async ({
  page,
}) => {
  await page.goto('/fixture/en/')
  await lastVisitWas(page, '2026-W22')
  await page.reload()
  await expect(newBadges(page)).toHaveCount(4)
  await page.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(newBadges(page)).toHaveCount(0)
  await expect(page.getByText(/You marked everything as read on/)).toBeVisible()

  await page.getByText('Since a day of your choosing').click()
  await page.getByLabel('What is new since').fill('2026-05-25')
  await page.getByRole('button', { name: 'Show', exact: true }).click()
  await expect(page.getByText('Since 25 May 2026: 2 new weeks, 6 threads.')).toBeVisible()
  await expect(week(page, /^Week 22/).getByRole('heading', { level: 2 })).toContainText('New')
  await expect(week(page, /^Week 21/).getByRole('heading', { level: 2 })).not.toContainText('New')
  // Kept: the next page of the same visit shows the same marks.
  await page.reload()
  await expect(page.getByText('Since 25 May 2026: 2 new weeks, 6 threads.')).toBeVisible()
})

test('in Chinese too', async ({ page }) => {
  await page.goto('/fixture/zh/')
  await lastVisitWas(page, '2026-W22')
  await page.reload()
  await expect(
    page.getByText('自您上次访问（2026年6月1日）以来：新增 1 周，3 个讨论。'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: '全部标为已读' })).toBeVisible()
})

test('with storage blocked nothing is new, and nothing breaks', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    }),
  )
  await page.goto('/fixture/en/')
  await expect(page.getByRole('region', { name: /^Week 24/ })).toBeVisible()
  await page.getByRole('link', { name: 'KIPs', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/fixture/en/')
  await expect(page.getByRole('region', { name: /^Week 22/ })).toBeVisible()
  await expect(page.locator('.since-visit')).toHaveCount(0)
  await expect(newBadges(page)).toHaveCount(0)
})
