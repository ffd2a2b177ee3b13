import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { failOnPageErrors } from './page-errors'

/**
 * Following in Chromium, on the real data: the list is kept in the browser's local storage, so
 * each test's fresh context starts with none, as a new reader does.
 */

failOnPageErrors(test)

/** A follow button once the app has taken the page over (before, it says it is not live yet). */
async function liveButton(page: Page, name: string) {
  const button = page.getByRole('button', { name })
  await expect(button).toBeVisible()
  await expect(button).not.toHaveAttribute('aria-disabled', 'true')
  return button
}

test('follow a KIP on its page: it and its thread appear in Following, with its feed', async ({
  page,
}) => {
  await page.goto('./en/kips/1327/')
  await (await liveButton(page, 'Follow KIP-1327')).click()
  await expect(page.getByRole('button', { name: 'Following KIP-1327' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('link', { name: 'Following' })
    .click()
  await expect(page).toHaveURL(/\/en\/following\/$/)
  const kips = page.getByRole('region', { name: 'KIPs' })
  await expect(kips.getByRole('link', { name: /^KIP-1327 / })).toBeVisible()
  const feed = kips.getByRole('link', { name: 'Atom feed of KIP-1327' })
  const response = await page.request.get(await feed.evaluate((a: HTMLAnchorElement) => a.href))
  expect(response.ok()).toBe(true)
  const changes = page.getByRole('region', { name: 'What changed' })
  const thread = changes.getByRole('link', { name: /^KIP-1327:/ })
  await expect(thread).toHaveAttribute('href', /en\/thread\/2026-W20-kip-1327\/$/)
  // The same change is in the KIP's feed.
  expect(await response.text()).toContain('2026-W20-kip-1327')
  await thread.click()
  await expect(page).toHaveURL(/\/en\/thread\/2026-W20-kip-1327\/$/)
})

test('export the list, then import it in a fresh browser', async ({ page, browser }) => {
  await page.goto('./en/people/jun-rao/')
  await (await liveButton(page, 'Follow Jun Rao')).click()
  await expect(page.getByRole('button', { name: 'Following Jun Rao' })).toBeVisible()
  await page.goto('./en/following/')
  const exportButton = await liveButton(page, 'Export the list')
  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()])
  expect(download.suggestedFilename()).toBe('kafka-digest-following.json')
  const path = await download.path()
  if (!path) throw new Error(`download failed: ${await download.failure()}`)
  expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({
    format: 'kafka-digest-following',
    version: 1,
    kips: [],
    people: ['jun-rao'],
  })

  const fresh = await browser.newContext()
  const other = await fresh.newPage()
  // The same address in a browser that has kept nothing.
  await other.goto(page.url())
  await expect(other.getByText(/You follow nothing yet/)).toBeVisible()
  await other.getByLabel('Import a list').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format": "kafka-digest-following", "version": 1, "kips": [0]}'),
  })
  await expect(other.getByRole('status').filter({ hasText: 'broken.json has a KIP' })).toBeVisible()
  await other.getByLabel('Import a list').setInputFiles(path)
  await expect(
    other.getByRole('status').filter({ hasText: 'Added 0 KIPs and 1 person from' }),
  ).toBeVisible()
  await expect(
    other
      .getByRole('region', { name: 'People' })
      .getByRole('link', { name: 'Jun Rao', exact: true }),
  ).toBeVisible()
  await fresh.close()
})

test('a share link opens a read-only list, and “Follow these too” adds it to the reader’s', async ({
  page,
}) => {
  await page.goto('./zh/following/?kip=1327,1163&person=jun-rao')
  await expect(
    page.getByRole('heading', { name: '分享的列表：2 个 KIP 和 1 位人物' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: /取消关注/ })).toHaveCount(0)
  await expect(page.getByRole('region', { name: '新动态' }).getByRole('link').first()).toBeVisible()
  await (await liveButton(page, '也关注这些')).click()
  await expect(
    page.getByRole('status').filter({ hasText: '已将 2 个 KIP 和 1 位人物加入你的列表。' }),
  ).toBeVisible()
  await page.getByRole('link', { name: '你的列表 →' }).click()
  await expect(page).toHaveURL(/\/zh\/following\/$/)
  await expect(
    page.getByRole('region', { name: 'KIP' }).getByRole('link', { name: /^KIP-1163/ }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: '取消关注 Jun Rao' })).toBeVisible()
})
