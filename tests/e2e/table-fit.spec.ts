import { expect, test, type Page } from '@playwright/test'
import { expectNoViolations } from './axe'

/**
 * The KIP list and the people list fit a laptop's screen (1366 px) and a phone's (390 px), in
 * both languages: no column hidden behind a sideways scroll. (At 1366 px the KIP list was 1,297
 * px in a 1,118 px box, its votes and people out of sight; on a phone the KIP list was 1,297 px
 * and the people table 894 px in 356.)
 *
 * The real site's first page, and the made-up ones whose rows hold the most: /gold-dev/ (ten
 * made-up weeks) has KIPs with votes, votes binding by the committers list and wiki flags;
 * /synthetic/ (30 SYNTHETIC weeks) many people with long names.
 */
const LISTS = {
  kips: (lang: string) => [
    `/kafka-digest/${lang}/kips/`,
    `/gold-dev/${lang}/kips/?discussed=yes`,
    `/gold-dev/${lang}/kips/?sort=votes`,
  ],
  people: (lang: string) => [`/kafka-digest/${lang}/people/`, `/synthetic/${lang}/people/`],
}
const TABLE = { kips: 'main table.kip-list', people: 'main table.people-table' }

// The pre-rendered list is the one the app takes over: no error, and no part rendered afresh.
const pageErrors = new WeakMap<Page, string[]>()
test.beforeEach(({ page }) => {
  const errors: string[] = []
  pageErrors.set(page, errors)
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error' || m.text().startsWith('[hydration]')) errors.push(m.text())
  })
})
test.afterEach(({ page }) => expect(pageErrors.get(page) ?? []).toEqual([]))

/** How wide the table is, and the box it sits in, and the page. */
async function widths(page: Page, selector: string) {
  return page.locator(selector).evaluate((table) => {
    const box = table.parentElement!
    return {
      table: table.scrollWidth,
      box: box.clientWidth,
      boxScrolls: box.scrollWidth > box.clientWidth,
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    }
  })
}

for (const lang of ['zh', 'en'] as const)
  for (const width of [1366, 390])
    for (const list of ['kips', 'people'] as const)
      test(`the ${list} table fits ${width} px, every column in view (${lang})`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 })
        for (const address of LISTS[list](lang)) {
          await page.goto(address)
          const table = page.locator(TABLE[list])
          await expect(table.locator('tbody tr').first()).toBeVisible()
          const fit = await widths(page, TABLE[list])
          expect(fit.table, `${address}: the table in its box (${fit.box} px)`).toBeLessThanOrEqual(
            fit.box,
          )
          expect(fit.boxScrolls, `${address}: its box scrolls sideways`).toBe(false)
          expect(fit.page, `${address}: the page`).toBeLessThanOrEqual(fit.screen)
          // Every cell is on the screen: none is cut off at the box's edge.
          const right = await table.evaluate((t) =>
            Math.max(
              ...[...t.querySelectorAll('td, th')].map((c) => c.getBoundingClientRect().right),
            ),
          )
          expect(right, `${address}: the cells' right edge`).toBeLessThanOrEqual(width)
        }
      })

/**
 * The words of each element `selector` finds that the browser cut across lines: a run of letters
 * or digits a line can hold (up to 24) must never be ("Manage|ment", "SATHYAMOORTHY" on two
 * lines). A break after a hyphen, a space, or a dot in an identifier is where lines break.
 */
function brokenWords(selector: string): string[] {
  const broken: string[] = []
  for (const element of document.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/[\p{L}\p{N}]+/gu)) {
        if (match[0].length > 24) continue
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
        if (tops.size > 1) broken.push(match[0])
      }
    }
  }
  return broken
}

for (const lang of ['zh', 'en'] as const)
  for (const width of [1366, 390])
    test(`a KIP's title and author wrap between words, never inside one, at ${width} px (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const address of LISTS.kips(lang)) {
        await page.goto(address)
        await expect(page.locator('main .kip-list tbody tr').first()).toBeVisible()
        const broken = await page.evaluate(
          brokenWords,
          'main .kip-list .kip-list-title, main .kip-list .kip-list-author',
        )
        expect(broken, address).toEqual([])
      }
    })

for (const lang of ['zh', 'en'] as const)
  test(`on a phone each list still sorts by any column (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/gold-dev/${lang}/kips/?discussed=yes`)
    const people = lang === 'en' ? /^People/ : /^人数/
    const sortByPeople = page.locator('main .kip-list thead').getByRole('button', { name: people })
    await expect(sortByPeople).toBeVisible()
    await expect(sortByPeople).toBeEnabled()
    await sortByPeople.click()
    await expect(page).toHaveURL(/sort=people&dir=desc/)
    await expect(page.locator('main .kip-list th[aria-sort="descending"]')).toHaveCount(1)

    await page.goto(`/synthetic/${lang}/people/`)
    const threads = page
      .locator('main .people-table thead')
      .getByRole('button', { name: lang === 'en' ? /^Threads/ : /^讨论数/ })
    await expect(threads).toBeVisible()
    await expect(threads).toBeEnabled()
    await threads.click()
    await expect(page).toHaveURL(/sort=threads/)
  })

for (const scheme of ['light', 'dark'] as const)
  test(`the lists as a phone shows them have no axe violations (${scheme})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      colorScheme: scheme,
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    for (const address of ['/gold-dev/en/kips/?discussed=yes', '/kafka-digest/zh/people/']) {
      await page.goto(address)
      await expect(page.locator('main tbody tr').first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expectNoViolations(page, `${address} (${scheme}, 390 px): `)
    }
    await context.close()
  })
