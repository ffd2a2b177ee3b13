import { expect, test } from '@playwright/test'

/**
 * Long words, URLs and config names wrap inside their box: no view scrolls sideways. The week at
 * /long-words/ is MADE UP (tests/fixtures/long-words): a 10,000-character word, a URL of about
 * 1,700 characters, a dotted config name of about 1,200, a one-word name of 126 letters.
 */
const PERSON = 'averyveryverylongname'.repeat(6)
const ROUTES = [
  '',
  '?q=xxxxxxxxxx',
  'week/2026-W21/',
  'thread/2026-W21-kip-1327/',
  'thread/2026-W21-kip-1332/',
  'kips/',
  'kips/1327/',
  'jira/',
  'people/',
  `people/${PERSON}/`,
]

for (const [device, width] of [
  ['desktop', 1280],
  ['phone', 390],
] as const) {
  for (const lang of ['zh', 'en'] as const) {
    test(`no view scrolls sideways with 10,000-character words (${device}, ${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const route of ROUTES) {
        await page.goto(`/long-words/${lang}/${route}`)
        await expect(page.locator('main:visible h1').first()).toBeVisible()
        await expect(page.locator('main:visible .loading')).toHaveCount(0)
        const { scroll, viewport } = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          viewport: document.documentElement.clientWidth,
        }))
        expect(scroll, `${route}: page ${scroll} px wide in a ${viewport} px window`).toBe(viewport)
      }
    })
  }
}
