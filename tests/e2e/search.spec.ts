import { expect, test, type Page } from '@playwright/test'
import { failOnPageErrors } from './page-errors'

/** The search palette in real Chromium: the shortcut, the results, the keyboard, both scripts. */

failOnPageErrors(test)

/** The page's app has taken over: its buttons are live (a key pressed before is the browser's). */
const live = (page: Page) =>
  expect(page.locator('.search-button')).not.toHaveAttribute('aria-disabled', 'true')

test('from a thread page, Ctrl+K and "diskless": the KIP-1163 thread and KIP-1163; ↓ Enter opens, Esc closes', async ({
  page,
}) => {
  await page.goto('/kafka-digest/en/thread/2026-W20-kip-1327/')
  await live(page)
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Search the digests' })
  await expect(palette.getByRole('searchbox')).toBeFocused()
  await page.keyboard.type('diskless')
  const kips = palette.getByRole('region', { name: 'KIPs' })
  await expect(kips.getByRole('link', { name: /KIP-1163\s*Diskless Core/ })).toBeVisible()
  const thread = palette.getByRole('region', { name: 'Threads' }).getByRole('link').first()
  await expect(thread).toHaveText('KIP-1163: Diskless Core')
  await page.keyboard.press('Escape')
  await expect(palette).toBeHidden()
  // Open again: the first result is a keystroke away.
  await page.getByRole('button', { name: /Search/ }).click()
  await page.keyboard.type('1150')
  await expect(palette.getByRole('link', { name: /KIP-1150/ })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expect(palette.getByRole('link', { name: /KIP-1150/ })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/kips\/1150\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('KIP-1150 Diskless Topics')
  await expect(palette).toBeHidden()
})

test('in Chinese, "/" and 黄竣阳 (simplified) find Ken Huang, written 黃竣陽', async ({ page }) => {
  await page.goto('/kafka-digest/zh/')
  await live(page)
  await page.keyboard.press('/')
  const palette = page.getByRole('dialog', { name: '搜索周报' })
  await page.keyboard.type('黄竣阳')
  await palette
    .getByRole('region', { name: '人物' })
    .getByRole('link', { name: 'Ken Huang' })
    .click()
  await expect(page).toHaveURL(/\/zh\/people\/ken-huang\/$/)
})

test('the timeline’s text filter uses the same engine: 黄竣阳 and 黃竣陽 find the same threads', async ({
  page,
}) => {
  const count = async (q: string) => {
    await page.goto(`/kafka-digest/zh/?q=${encodeURIComponent(q)}`)
    const status = page.locator('.match-count')
    await expect(status).toContainText(/\d/)
    return status.textContent()
  }
  const simplified = await count('黄竣阳')
  expect(simplified).not.toMatch(/^0/)
  expect(await count('黃竣陽')).toBe(simplified)
  await expect(page.getByRole('link', { name: /KIP-1327/ }).first()).toBeVisible()
})

test('a thread result says its week, its status and whose words matched', async ({ page }) => {
  await page.goto('/kafka-digest/en/')
  await live(page)
  await page.keyboard.press('/')
  const palette = page.getByRole('dialog', { name: 'Search the digests' })
  await page.keyboard.type('黃竣陽')
  const result = palette
    .getByRole('region', { name: /Threads/ })
    .locator('.search-result')
    .first()
  await expect(result.locator('.search-meta')).toContainText('11–17 May 2026')
  await expect(result.locator('.status')).toBeVisible()
  await expect(result.locator('.search-snippet mark').first()).toBeVisible()
})

test('Escape gives the focus back to where the reader was', async ({ page }) => {
  await page.goto('/kafka-digest/zh/')
  await live(page)
  const button = page.locator('.search-button')
  await button.click()
  await page.keyboard.type('kip')
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(button).toBeFocused()
})

test('the results page: a person named exactly comes first, each kind says how many, and shows more on demand', async ({
  page,
}) => {
  await page.goto('/synthetic/en/search/?q=Synthetic%20Person%201')
  const headings = page.locator('.search-results h3')
  await expect(headings.first()).toHaveText(/^People/)
  const threads = page.getByRole('region', { name: /Threads/ })
  await expect(threads.getByRole('heading')).toHaveText(/Threads \(\d+\)/)
  const total = Number(
    /\((\d+)\)/.exec((await threads.getByRole('heading').textContent()) ?? '')?.[1],
  )
  expect(total).toBeGreaterThan(30)
  await expect(threads.locator('.search-result')).toHaveCount(30)
  await threads.getByRole('button', { name: /Show more/ }).click()
  await expect(threads.locator('.search-result')).toHaveCount(Math.min(total, 130))
})
