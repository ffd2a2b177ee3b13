import { expect, test } from '@playwright/test'
import { expectNoViolations } from './axe'
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
    // The live chart, not the drawing the page came with.
    await expect(chart.locator('.chart-live svg .recharts-bar-rectangle').first()).toBeVisible()
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

const MONTHS = {
  en: { form: 'Months of your choosing', show: 'Show', span: 'Dec 2025 – Feb 2026' },
  zh: { form: '自选月份', show: '显示', span: '2025年12月 – 2026年2月' },
} as const

for (const [lang, width, colorScheme] of [
  ['en', 1366, 'light'],
  ['zh', 390, 'dark'],
  ['en', 390, 'dark'],
  ['zh', 1366, 'light'],
] as const)
  test(`months of the reader’s choosing, by keyboard alone, and a link that shows them again (${lang}, ${width} px, ${colorScheme})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.emulateMedia({ colorScheme })
    await page.goto(`/synthetic/${lang}/jira/`)
    await expect(page.locator('.search-button')).not.toHaveAttribute('aria-disabled', 'true')
    const form = page.getByRole('form', { name: MONTHS[lang].form })
    // The months of the range shown, newest first: from October 2025 (the first of the 30 weeks)
    // to May 2026. Up twice: December 2025; then to February 2026, three months back from May.
    const [from, to] = [form.getByRole('combobox').first(), form.getByRole('combobox').last()]
    await from.focus()
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Tab')
    await expect(to).toBeFocused()
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Tab')
    await expect(form.getByRole('button', { name: MONTHS[lang].show })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\?range=2025-12\.\.2026-02$/)
    const shown = async () => {
      const nav = page.locator('nav.range-choice')
      await expect(nav.getByText(MONTHS[lang].span)).toHaveAttribute('aria-current', 'true')
      // 13 weeks begin in those months: 1 December 2025 to 23 February 2026.
      const table = page.locator('.jira-page table').first()
      await expect(table.locator('tbody tr')).toHaveCount(13)
      await expect(from).toHaveValue('2025-12')
      await expect(to).toHaveValue('2026-02')
    }
    await shown()
    await expectNoViolations(page, `${lang} JIRA, months chosen: `)
    await page.reload()
    await shown()
  })
