import { expect, test } from '@playwright/test'

/**
 * What a phone must not squeeze. /synthetic/ holds 30 SYNTHETIC weeks.
 *
 * A table scrolls sideways rather than squeeze a column: its figures, dates and short notes keep
 * to a line or two. (Squeezed, a Chinese date stood a character a line: "2016 年|5 月|30 日",
 * and "January" broke into "Januar|y".)
 */
const ROUTES = ['people/', 'jira/', 'jira/?range=all']

/** The lines the text of each element `selector` finds takes on screen. */
function linesOf(selector: string): { text: string; lines: number }[] {
  return [...document.querySelectorAll(selector)].map((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
    return { text: element.textContent ?? '', lines: tops.size }
  })
}

for (const lang of ['zh', 'en'] as const) {
  test(`on a phone, a table's cells keep to a line or two (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    for (const route of ROUTES) {
      await page.goto(`/synthetic/${lang}/${route}`)
      await expect(page.locator('main .data-table td').first()).toBeVisible()
      // Every cell but digest text (a thread's title wraps as it must).
      const cells = await page.evaluate(linesOf, 'main .data-table td:not(.text)')
      expect(cells.length, route).toBeGreaterThan(0)
      const squeezed = cells.filter((cell) => cell.lines > 2)
      expect(squeezed, `${route}: cells over two lines`).toEqual([])
    }
  })
}

for (const lang of ['zh', 'en'] as const) {
  test(`on a phone, a KIP's name is never broken ("KIP-|1374") (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    // The week's moves name their KIPs beside words that wrap.
    await page.goto(`/synthetic/${lang}/`)
    await expect(page.locator('main .week-moves .kip-chip').first()).toBeVisible()
    const chips = await page.evaluate(linesOf, 'main .kip-chip')
    expect(chips.filter((chip) => chip.lines > 1)).toEqual([])
  })
}
