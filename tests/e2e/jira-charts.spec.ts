import { expect, test } from '@playwright/test'
import { failOnPageErrors } from './page-errors'

/**
 * The JIRA charts read and work at every range (issue 50, item 6). /synthetic/ holds 30 SYNTHETIC
 * weeks ending with 2026-W20.
 */

failOnPageErrors(test)

const NAMES = {
  en: { perWeek: 'Issues created per week', cumulative: /^Issues created, cumulative/ },
  zh: { perWeek: '每周新建 Issue', cumulative: /^新建 Issue 累计/ },
} as const

for (const [lang, width, range] of [
  ['en', 1366, '12w'],
  ['zh', 390, '1y'],
] as const) {
  test(`the running total is drawn as an area, not a row of nearly equal bars (${lang}, ${width} px, ${range})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/synthetic/${lang}/jira/?range=${range}`)
    const cumulative = page.getByRole('figure', { name: NAMES[lang].cumulative })
    await cumulative.scrollIntoViewIfNeeded()
    await expect(cumulative.locator('svg .recharts-area-area')).toBeVisible()
    await expect(cumulative.locator('svg .recharts-bar-rectangle')).toHaveCount(0)
    // Issues per week stay bars.
    const perWeek = page.getByRole('figure', { name: NAMES[lang].perWeek })
    await expect(perWeek.locator('svg .recharts-bar-rectangle').first()).toBeVisible()
  })

  test(`Enter on the bar the keyboard has reached opens its week, as a click does (${lang}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/synthetic/${lang}/jira/?range=12w`)
    const chart = page.getByRole('figure', { name: NAMES[lang].perWeek })
    await expect(chart.locator('svg .recharts-bar-rectangle').first()).toBeVisible()
    // The chart takes the focus (Tab reaches it); the arrow keys go from bar to bar.
    await chart.locator('.recharts-wrapper svg').first().focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    const label = chart.locator('.recharts-tooltip-label')
    await expect(label).toHaveText(/^2026-W\d\d$/)
    const week = await label.innerText()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/synthetic/${lang}/week/${week}/$`))
  })
}
