import { expect, test } from '@playwright/test'
import { VIEW_ROUTES } from './view-routes'
import { expectNoViolations } from './axe'
import { openFilters } from './choose'

/** Zero axe violations (WCAG 2.1 A/AA, contrast included) on every view, both languages, both themes. */

for (const scheme of ['light', 'dark'] as const) {
  for (const lang of ['zh', 'en'] as const) {
    test(`no axe violations in ${scheme} ${lang}`, async ({ browser }) => {
      // Each route is a page load and a run of axe (a long page, such as a week's edition, takes
      // axe several seconds on a busy machine): the time grows with the routes.
      test.setTimeout(10_000 * Object.keys(VIEW_ROUTES).length)
      const context = await browser.newContext({ colorScheme: scheme })
      const page = await context.newPage()
      for (const [name, route] of Object.entries(VIEW_ROUTES)) {
        await page.goto(`/kafka-digest/${lang}/${route}`)
        await expect(page.locator('main:visible h1').first(), name).toBeAttached()
        await page.waitForLoadState('networkidle')
        await expectNoViolations(page, `${scheme} ${lang} ${name}: `)
      }
      await context.close()
    })
  }
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the search palette, open with results, has no axe violations (${scheme})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: scheme })
    const page = await context.newPage()
    await page.goto('/kafka-digest/en/')
    await expect(page.locator('.search-button')).not.toHaveAttribute('aria-disabled', 'true')
    await page.keyboard.press('Control+k')
    await page.keyboard.type('diskless')
    await expect(page.getByRole('dialog').getByRole('region', { name: 'Threads' })).toBeVisible()
    await expectNoViolations(page, `the search palette (${scheme}): `)
    await context.close()
  })
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the Following view with a list, and its follow buttons pressed, has no axe violations (${scheme})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: scheme })
    // What a reader who follows two KIPs and a person has kept in this browser.
    await context.addInitScript(() =>
      localStorage.setItem('kcd:following', '{"kips":[1163,1327],"people":["jun-rao"]}'),
    )
    const page = await context.newPage()
    // Each page once it shows the kept list: its changes, or a follow button pressed.
    const shown = [
      ['en/following/', 'main:visible .following-changes li'],
      ['zh/kips/1327/', 'main:visible [aria-pressed="true"]'],
      ['en/people/', 'main:visible [aria-pressed="true"]'],
    ] as const
    for (const [route, ready] of shown) {
      await page.goto(`/kafka-digest/${route}`)
      await expect(page.locator(ready).first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expectNoViolations(page, `${route} (${scheme}): `)
    }
    await context.close()
  })
}

test('keyboard: the skip link is the first stop, is visible when focused, and moves focus to main', async ({
  page,
}) => {
  await page.goto('/kafka-digest/en/')
  // The app has taken the page over (its toggles are live): the skip link is the app's then.
  await expect(page.locator('main:visible .status-toggles button').first()).toBeEnabled()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  const box = await skip.boundingBox()
  expect(box && box.y >= 0).toBe(true)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
  await expect(page).toHaveURL(/\/kafka-digest\/en\/$/)
})

test('keyboard: filter, open a thread and come back without a mouse', async ({ page }) => {
  await page.goto('/kafka-digest/en/')
  const search = page.getByRole('searchbox', { name: 'Search' })
  await search.focus()
  await page.keyboard.type('RLMM')
  await expect(page).toHaveURL(/q=RLMM/)
  await expect(page.locator('main:visible article.thread-card')).toHaveCount(1)
  const link = page.locator('main:visible article.thread-card a').first()
  await link.focus()
  // A visible focus indicator: the outline is drawn.
  const outline = await link.evaluate((el) => getComputedStyle(el).outlineStyle)
  expect(outline).not.toBe('none')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/thread\/2026-W20-kip-1163/)
  await page.goBack()
  await expect(page).toHaveURL(/q=RLMM/)
})

test('keyboard: a filter combobox is reached with Tab, opened with the arrow key, and chosen with Enter', async ({
  page,
}) => {
  await page.goto('/kafka-digest/en/')
  await expect(page.locator('main:visible .status-toggles button').first()).toBeEnabled()
  await page.getByRole('searchbox', { name: 'Search' }).focus()
  // Search, the fold of the other filters (opened with Enter), From week, To week, KIP.
  await page.keyboard.press('Tab')
  await expect(page.getByText('Filter by week, KIP, person or status')).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  const kip = page.getByRole('combobox', { name: 'KIP' })
  await expect(kip).toBeFocused()
  // Arriving does not open it.
  await expect(kip).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.type('1163')
  await expect(kip).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('option')).toHaveText(['KIP-1163 · Diskless Core'])
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/kip=1163/)
  await expect(kip).toHaveValue('KIP-1163 · Diskless Core')
  await expect(kip).toBeFocused()
})

for (const scheme of ['light', 'dark'] as const) {
  test(`a filter combobox, open with its options, has no axe violations (${scheme})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: scheme })
    const page = await context.newPage()
    await page.goto('/kafka-digest/zh/')
    await openFilters(page)
    const person = page.getByRole('combobox', { name: '人物' })
    await person.click()
    await expect(page.getByRole('option').first()).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await expectNoViolations(page, `the person combobox, open (${scheme}): `)
    await context.close()
  })
}
