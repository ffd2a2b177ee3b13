import { expect, test } from '@playwright/test'

/**
 * What a phone must not squeeze. /synthetic/ holds 30 SYNTHETIC weeks.
 *
 * A table scrolls sideways rather than squeeze a column: its figures, dates and short notes keep
 * to a line or two. (Squeezed, a Chinese date stood a character a line: "2016 年|5 月|30 日",
 * and "January" broke into "Januar|y".)
 */
const ROUTES = ['people/', 'jira/', 'jira/?range=all']

/**
 * The lines the text of each element `selector` finds takes on screen: its text's boxes, told
 * apart by their middles (a smaller arrow beside a header sits a few pixels off its line).
 */
function linesOf(selector: string): { text: string; lines: number }[] {
  return [...document.querySelectorAll(selector)].map((element) => {
    const middles: number[] = []
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) middles.push((rect.top + rect.bottom) / 2)
    }
    middles.sort((a, b) => a - b)
    const lines = middles.filter((middle, i) => i === 0 || middle - middles[i - 1]! > 8).length
    return { text: element.textContent ?? '', lines }
  })
}

for (const lang of ['zh', 'en'] as const) {
  test(`on a phone, no column of a table is squeezed (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    for (const route of ROUTES) {
      await page.goto(`/synthetic/${lang}/${route}`)
      await expect(page.locator('main .data-table td').first()).toBeVisible()
      // Every cell but digest text (a thread's title wraps as it must).
      const cells = await page.evaluate(linesOf, 'main .data-table td:not(.text)')
      expect(cells.length, route).toBeGreaterThan(0)
      const squeezed = cells.filter((cell) => cell.lines > 2)
      expect(squeezed, `${route}: cells over two lines`).toEqual([])
      // A column's name wraps into lines of a few characters at least, never "观|点|数" a
      // character a line (an English one wraps between its words).
      const headers = await page.evaluate(linesOf, 'main .data-table thead th')
      const stacked = headers.filter((h) => h.lines > 1 && h.text.length / h.lines < 3)
      expect(stacked, `${route}: headers a character or two a line`).toEqual([])
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

for (const lang of ['zh', 'en'] as const) {
  test(`on a phone, JIRA's three ranges sit side by side, each on one line (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/synthetic/${lang}/jira/`)
    const choices = page.locator('main .range-choice > *')
    await expect(choices).toHaveCount(3)
    // (Wrapped, "All weeks" stood alone below the other two inside the pill.)
    const tops = await choices.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top))
    expect(new Set(tops).size, `tops ${tops.join(', ')}`).toBe(1)
    const lines = await page.evaluate(linesOf, 'main .range-choice > *')
    expect(lines.filter((choice) => choice.lines > 1)).toEqual([])
  })
}

const VIEWS = {
  en: { nav: 'Views', names: ['Timeline', 'KIPs', 'JIRA', 'People', 'Following'] },
  zh: { nav: '视图', names: ['时间线', 'KIP', 'JIRA', '人物', '关注'] },
} as const

for (const lang of ['en', 'zh'] as const)
  for (const width of [390, 1366])
    test(`the views are named in words, each whole, on one line (${lang}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 })
      await page.goto(`${lang}/`)
      const links = page.getByRole('navigation', { name: VIEWS[lang].nav }).getByRole('link')
      // What the reader sees: a word, not a symbol standing for one.
      expect(
        await links.evaluateAll((all) => all.map((a) => (a as HTMLElement).innerText)),
      ).toEqual(VIEWS[lang].names)
      const boxes = await links.evaluateAll((all) =>
        all.map((a) => ({
          top: a.getBoundingClientRect().top,
          whole: a.scrollWidth <= a.clientWidth + 1,
        })),
      )
      expect(new Set(boxes.map((b) => b.top)).size, 'one line').toBe(1)
      expect(boxes.every((b) => b.whole)).toBe(true)
    })
