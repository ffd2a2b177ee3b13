import { expect, test, type Page } from '@playwright/test'
import { PRERENDERED_THREADS } from '../../src/features/timeline/first-screen'

/**
 * The journeys of issue 3 in real Chromium, against the production build served by a plain
 * static server under the sub-path /kafka-digest/. Assertions wait for the state they expect:
 * the URL changes before React re-renders.
 */

const pageErrors = new WeakMap<Page, string[]>()
test.beforeEach(async ({ page }) => {
  const errors: string[] = []
  pageErrors.set(page, errors)
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error' || m.text().startsWith('[hydration]')) errors.push(m.text())
  })
})
test.afterEach(async ({ page }) => {
  expect(pageErrors.get(page) ?? []).toEqual([])
})

const cards = (page: Page) => page.locator('main:visible article.thread-card')

test('opens home on the real week and writes the language into the URL', async ({ page }) => {
  await page.goto('./')
  await expect(page.getByRole('region', { name: '2026-W20' })).toBeVisible()
  await expect(cards(page)).toHaveCount(10)
  await expect(page).toHaveURL(/#\/\?lang=(zh|en)$/)
})

for (const lang of ['zh', 'en'] as const) {
  test(`the pre-rendered home page (${lang}) shows before the app runs, and the app takes it over in place`, async ({
    page,
  }) => {
    // Hold the app's code back: what shows meanwhile is the HTML written at build time.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/*.js', async (route) => {
      await held
      await route.fallback()
    })
    await page.goto(`./#/?lang=${lang}`, { waitUntil: 'commit' })
    const title = page.locator(`[data-prerender="${lang}"] article.thread-card h3 a`).first()
    await expect(title).toBeVisible()
    await expect(page.locator(`[data-prerender]:not([data-prerender="${lang}"])`)).toBeHidden()
    // Only what fills the first screen is in the HTML: the newest week's first cards.
    await expect(cards(page)).toHaveCount(PRERENDERED_THREADS)
    await title.evaluate((el) => el.setAttribute('data-seen-before-js', ''))
    release()
    // React has adopted the very node painted before it ran (hydration, not a second render)...
    await page.waitForFunction(() => {
      const node = document.querySelector('[data-seen-before-js]')
      return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'))
    })
    // ...and renders the rest of the week below it.
    await expect(cards(page)).toHaveCount(10)
    // ...and the app is running: the language switch works, and the node is still the same.
    await page.getByRole('button', { name: lang === 'zh' ? 'English' : '中文' }).click()
    await expect(page).toHaveURL(new RegExp(`lang=${lang === 'zh' ? 'en' : 'zh'}`))
    await expect(page.locator('[data-seen-before-js]')).toHaveCount(1)
  })
}

test('what a reader types before the app has taken over the page is not lost', async ({ page }) => {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.fallback()
  })
  await page.goto('./#/?lang=en', { waitUntil: 'commit' })
  const box = page.locator('[data-prerender="en"] input[type="search"]')
  await box.fill('RLMM')
  release()
  await expect(page).toHaveURL(/q=RLMM/)
  await expect(cards(page)).toHaveCount(1)
})

test('filters by week and by KIP, with chips that can be removed', async ({ page }) => {
  await page.goto('./#/?lang=en')
  await page.getByLabel('From week').selectOption('2026-W20')
  await expect(page).toHaveURL(/week=2026-W20/)
  await expect(page.getByText('10 matching threads')).toBeVisible()
  await page.getByRole('combobox', { name: 'KIP' }).selectOption('1327')
  // "From week" alone: from that week on (week=2026-W20..).
  await expect(page).toHaveURL(/week=2026-W20\.\.&kip=1327/)
  await expect(page.getByText('2 matching threads')).toBeVisible()
  await expect(cards(page)).toHaveCount(2)
  await page.getByRole('button', { name: 'Remove filter KIP: KIP-1327' }).click()
  await expect(page).not.toHaveURL(/kip=/)
  await expect(cards(page)).toHaveCount(10)
})

test('opens a thread, Back returns to the filtered list, Forward to the thread', async ({
  page,
}) => {
  await page.goto('./#/?kip=1327&lang=en')
  await expect(cards(page)).toHaveCount(2)
  await cards(page).nth(1).getByRole('link').first().click()
  await expect(page).toHaveURL(/#\/thread\/2026-W20-kip-1327\?lang=en$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('KIP-1327')
  await expect(page.getByRole('heading', { name: 'Positions' })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/kip=1327/)
  await expect(cards(page)).toHaveCount(2)
  await page.goForward()
  await expect(page).toHaveURL(/thread\/2026-W20-kip-1327/)
  await expect(page.getByText('Jun Rao').first()).toBeVisible()
})

test('a thread link opened fresh in a new page shows the same thread in its language', async ({
  page,
  context,
}) => {
  await page.goto('./#/thread/2026-W20-kip-1163?lang=en')
  await expect(page.getByText('Contested').first()).toBeVisible()
  const fresh = await context.newPage()
  await fresh.goto(page.url())
  await expect(fresh.getByRole('button', { name: 'English', pressed: true })).toBeVisible()
  await expect(fresh.getByText('Viktor Somogyi-Vass').first()).toBeVisible()
  await expect(fresh.getByText(/KIP-1163/).first()).toBeVisible()
  await fresh.close()
})

test('switching language changes the UI and the URL, and the shared link opens in it', async ({
  page,
  context,
}) => {
  await page.goto('./#/thread/2026-W20-kip-1327?lang=zh')
  await expect(page.getByRole('heading', { name: '观点' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page).toHaveURL(/lang=en/)
  await expect(page.getByRole('heading', { name: 'Positions' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // The colleague opens the link with no remembered choice of their own.
  const colleague = await (await context.browser()!.newContext()).newPage()
  await colleague.goto(page.url())
  await expect(colleague.getByRole('heading', { name: 'Positions' })).toBeVisible()
  await colleague.close()
  // The choice is remembered: a link without a language opens in English now.
  await page.goto('./#/')
  await expect(page).toHaveURL(/lang=en/)
  await expect(page.getByRole('button', { name: 'English', pressed: true })).toBeVisible()
})

test('a Chinese name in the URL filters by that person', async ({ page }) => {
  await page.goto(`./#/?person=${encodeURIComponent('黃竣陽')}&lang=zh`)
  await expect(page.getByText('1 个匹配的讨论')).toBeVisible()
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).first()).toContainText('Ken Huang')
  await page.goto(`./#/people/${encodeURIComponent('黃竣陽')}?lang=en`)
  await expect(page.getByRole('heading', { level: 1, name: 'Ken Huang' })).toBeVisible()
})

test('unknown week, thread, KIP, person and page show not-found with a way back', async ({
  page,
}) => {
  for (const route of [
    '#/week/2031-W01',
    '#/thread/2026-W20-99',
    '#/kips/99999',
    '#/people/nobody',
    '#/no/such/page',
  ]) {
    await page.goto(`./${route}?lang=en`)
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible()
  }
  await page.getByRole('link', { name: /Back to the timeline/ }).click()
  await expect(cards(page)).toHaveCount(10)
})

test('a bad filter value is ignored and said so', async ({ page }) => {
  await page.goto('./#/?status=maybe&kip=1327&lang=en')
  await expect(page.getByText('Ignored a bad filter value: status=maybe')).toBeVisible()
  await expect(cards(page)).toHaveCount(2)
})

test('copy link puts the thread URL with its language on the clipboard', async ({ page }) => {
  await page.goto('./#/thread/2026-W20-sean-quah-chia-ping-tsai?lang=en')
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByText('Link copied')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(page.url())
  expect(copied).toContain('/kafka-digest/#/thread/2026-W20-sean-quah-chia-ping-tsai?lang=en')
})

test('the made-up three weeks: newest first, Chinese fallback noted in English', async ({
  page,
}) => {
  await page.goto('/fixture/#/?lang=en')
  const weeks = page.locator('main:visible section.week')
  await expect(weeks).toHaveCount(3)
  await expect(weeks.first()).toHaveAttribute('aria-label', '2026-W24')
  await expect(
    page.getByText('No English edition for this week', { exact: false }).first(),
  ).toBeVisible()
  await page.getByLabel('From week').selectOption('2026-W21')
  await page.getByLabel('To week').selectOption('2026-W22')
  await expect(page).toHaveURL(/week=2026-W21\.\.2026-W22/)
  await expect(weeks).toHaveCount(2)
})

test('a status badge leads to what it means, on the rules page, in the same language', async ({
  page,
}) => {
  await page.goto('./#/thread/2026-W20-kip-1163?lang=en')
  await page
    .getByRole('link', { name: /Contested/ })
    .first()
    .click()
  await expect(page).toHaveURL(/#\/rules\?lang=en#status-contested$/)
  const section = page.locator('#status-contested')
  await expect(section).toBeInViewport()
  await expect(section).toContainText('Explicit, unresolved disagreement')
  await expect(section.locator('code', { hasText: /^分歧$/ })).toBeVisible()
})

test('the release thread gives its KIPs no status: KIP-1332 is only mentioned', async ({
  page,
}) => {
  await page.goto('./#/kips/1332?lang=zh')
  await expect(page.getByText('周报中没有以 KIP-1332 为主题的讨论，只是顺带提到。')).toBeVisible()
  const mentions = page.getByRole('region', { name: '也出现在' })
  await expect(
    mentions.getByRole('link', { name: '讨论 2026-W20-omnia-ibrahim-lianet-magrans' }),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: '谁持什么观点' })).toHaveCount(0)
})

test('a shared link to one rule opens at that rule', async ({ page }) => {
  await page.goto('./#/rules?lang=en#stance-question')
  await expect(page.locator('#stance-question')).toBeInViewport()
})
