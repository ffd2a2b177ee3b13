import { expect, test, type Page } from '@playwright/test'

/**
 * The home page's first screen is threads, not controls (issue 50): on a desktop and a phone, in
 * both languages, the first thread card starts within the first screen, a few Tab stops lead to
 * its link, and every card's title shows whole.
 */
const SCREENS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 }, firstCardBelow: 450 },
  { name: 'phone', viewport: { width: 390, height: 844 }, firstCardBelow: 720 },
] as const

/** Tab from the top of the page until an element matching `selector` has the focus: how many presses. */
async function tabsTo(page: Page, selector: string): Promise<number> {
  await page.locator('body').focus()
  for (let presses = 1; presses <= 60; presses++) {
    await page.keyboard.press('Tab')
    const there = await page.evaluate(
      (selector) => document.activeElement?.closest(selector) != null,
      selector,
    )
    if (there) return presses
  }
  return Infinity
}

for (const screen of SCREENS)
  for (const lang of ['en', 'zh'] as const)
    test(`the home page's first screen leads with threads (${screen.name}, ${lang})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: screen.viewport })
      const page = await context.newPage()
      await page.goto(`/kafka-digest/${lang}/`)
      // Once the app has the page: what it adds above the list (the visit line) is there too.
      await expect(page.locator('main:visible .status-toggles button').first()).toBeEnabled()
      await expect(page.locator('main:visible .since-visit')).toBeVisible()
      const firstCard = page.locator('main:visible article.thread-card').first()
      const top = await firstCard.evaluate((card) => card.getBoundingClientRect().top)
      expect(top).toBeLessThan(screen.firstCardBelow)
      // The skip link and the header's ten, then the visit's day, the words, the folded filters
      // and the folded exports: the week's own links (its title, its statuses) come next, then
      // its first thread (26 presses before the filters and exports folded).
      expect(await tabsTo(page, 'main .week')).toBeLessThanOrEqual(15)
      expect(await tabsTo(page, 'article.thread-card')).toBeLessThanOrEqual(22)
      // Whole titles: none cut off inside its box.
      const cut = await page
        .locator('main:visible .thread-card-title a')
        .evaluateAll((links) =>
          links.filter((a) => a.scrollHeight > a.clientHeight + 1).map((a) => a.textContent),
        )
      expect(cut).toEqual([])
      await context.close()
    })

for (const [screen, lang] of [
  [SCREENS[0], 'en'],
  [SCREENS[1], 'zh'],
] as const)
  test(`the filters stay where they are as the app takes over and as a first filter applies (${screen.name}, ${lang})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: screen.viewport })
    const page = await context.newPage()
    // What filtering needs arrives when the test lets it: a reader's choice may come first.
    let letThrough = () => {}
    const arrived = new Promise<void>((resolve) => (letThrough = resolve))
    await page.route(/thread-facets\.json/, async (route) => {
      await arrived
      await route.continue()
    })
    await page.goto(`/fixture/${lang}/`)
    await expect(page.locator('main:visible .status-toggles button').first()).toBeEnabled()
    const form = page.locator('main:visible form.filter-bar')
    const top = () => form.evaluate((f) => f.getBoundingClientRect().top + window.scrollY)
    const atTakeOver = await top()
    // The visit line comes once the app has the page, and goes with the first filter's list.
    await expect(page.locator('main:visible .since-visit')).toBeVisible()
    expect(await top()).toBe(atTakeOver)
    await page.locator('main:visible details.filter-more > summary').click()
    const from = form.getByRole('combobox').first()
    await from.click()
    await from.fill('2026-W21')
    await from.press('Enter')
    await expect(page).toHaveURL(/week=2026-W21/)
    letThrough()
    await expect(page.locator('main:visible .since-visit')).toHaveCount(0)
    expect(await top()).toBe(atTakeOver)
    await context.close()
  })
