import { expect, test, type Page } from '@playwright/test'
import { failOnPageErrors } from './page-errors'
import { expectNoViolations } from './axe'

/**
 * A KIP whose wiki page shows no state now, after giving one: the real wiki facts of KIP-1327
 * (accepted from 12 June 2026, no state on its page since 29 July). Where the app says "no
 * state", it says the last state the wiki gave too, on a phone and a desktop, in both languages.
 */

failOnPageErrors(test)

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } }

const TEXT = {
  en: {
    facts: 'Facts from the KIP wiki',
    noneNow: 'Wiki latest: the page shows no state now (as of 22 August 2026)',
    lastGiven: 'The last state it gave: Accepted, from 12 June 2026 until 29 July 2026',
    list: 'None shown now; last given: Accepted, 2026-06-12 to 2026-07-29',
    since: /Since your last visit/,
    sinceWiki:
      'Wiki state: the page stopped showing one on 29 July 2026; the last it gave was Accepted, from 12 June 2026',
  },
  zh: {
    facts: 'KIP Wiki 上的信息',
    noneNow: 'Wiki 最新状态：页面目前未标明状态（截至 2026年8月22日）',
    lastGiven: '它最后标明的状态：已接受，自 2026年6月12日 至 2026年7月29日',
    list: '目前未标明； 最后标明：已接受，2026-06-12 至 2026-07-29',
    since: /自上次访问以来/,
    sinceWiki:
      'Wiki 状态：2026年7月29日起页面不再标明状态；此前最后标明的是已接受（自 2026年6月12日 起）',
  },
} as const

/** The page fits its width: nothing pushes it sideways (a table scrolls within its own box). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

for (const lang of ['en', 'zh'] as const)
  for (const [size, viewport] of Object.entries(SIZES)) {
    const text = TEXT[lang]
    test(`KIP-1327 says the last state the wiki gave, on its page and in the list (${lang}, ${size})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto(`./${lang}/kips/1327/`)
      const facts = page.getByRole('region', { name: text.facts })
      await expect(facts.getByText(text.noneNow, { exact: true })).toBeVisible()
      await expect(facts.getByText(text.lastGiven, { exact: true })).toBeVisible()
      await expectNoSidewaysScroll(page)

      await page.goto(`./${lang}/kips/?kip=1327`)
      const row = page.getByRole('row', { name: /KIP-1327/ })
      await expect(row).toContainText(text.list)
      await expectNoSidewaysScroll(page)
    })
  }

for (const [lang, size] of [
  ['en', 'phone'],
  ['zh', 'desktop'],
] as const)
  test(`what changed since the last visit says it too (${lang}, ${size})`, async ({ page }) => {
    const text = TEXT[lang]
    await page.setViewportSize(SIZES[size])
    await page.goto(`./${lang}/kips/1327/`)
    // The reader last looked a week ago, when the newest week was the one before the digests'.
    await page.evaluate(() =>
      localStorage.setItem(
        'kcd:visits',
        JSON.stringify({
          newest: '2026-W19',
          at: Date.now() - 7 * 86_400_000,
          day: '2026-05-10',
          mark: null,
        }),
      ),
    )
    await page.reload()
    const since = page.getByRole('region', { name: text.since })
    await expect(since.getByText(text.sinceWiki, { exact: true })).toBeVisible()
  })

test('the KIP page with the last state given has no axe violations (zh dark, en light)', async ({
  browser,
}) => {
  for (const [lang, scheme] of [
    ['zh', 'dark'],
    ['en', 'light'],
  ] as const) {
    const context = await browser.newContext({ colorScheme: scheme })
    const page = await context.newPage()
    await page.goto(`./${lang}/kips/1327/`)
    await expect(page.getByText(TEXT[lang].lastGiven, { exact: true })).toBeVisible()
    await expectNoViolations(page, `${lang} ${scheme}: `)
    await context.close()
  }
})
