import { readFileSync } from 'node:fs'
import { expect, test, type Download, type Locator, type Page } from '@playwright/test'
import { readCsv } from '../helpers/read-csv'
import { failOnPageErrors } from './page-errors'

/**
 * Export in Chromium, as a reader saves a list: the browser's own download of the file the
 * Export control makes, under the page's Content-Security-Policy. /synthetic/ holds 30 SYNTHETIC
 * weeks (five pages of the timeline).
 */

failOnPageErrors(test)

/** The app has taken the page over: the Export buttons are live. */
const live = (group: Locator) =>
  expect(group.getByRole('button').first()).not.toHaveAttribute('aria-disabled', 'true')

/** Clicks a format's button and waits for the browser's download: its name and its bytes. */
async function save(page: Page, group: Locator, format: 'CSV' | 'JSON') {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    group.getByRole('button', { name: format }).click(),
  ])
  return { name: download.suggestedFilename(), bytes: readFileSync(await pathOf(download)) }
}

async function pathOf(download: Download): Promise<string> {
  const path = await download.path()
  if (!path) throw new Error(`download failed: ${await download.failure()}`)
  return path
}

test('a filtered timeline downloads as CSV with a byte-order mark, readable Chinese and only the filtered threads', async ({
  page,
}) => {
  await page.goto('./zh/?kip=1327&status=tentative')
  await expect(page.getByText('2 个匹配的讨论')).toBeVisible()
  const group = page.getByRole('group', { name: '导出' })
  await live(group)
  const { name, bytes } = await save(page, group, 'CSV')
  expect(name).toBe('kafka-digest-threads-kip-1327-status-tentative.csv')
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  const [header, ...rows] = readCsv(text)
  expect(header?.slice(0, 4)).toEqual(['周', '讨论编号', '标题', '状态'])
  expect(rows.map((row) => row[1])).toEqual([
    '2026-W20-omnia-ibrahim-lianet-magrans',
    '2026-W20-kip-1327',
  ])
  expect(rows.map((row) => row[3])).toEqual(['初步结论', '初步结论'])
  expect(rows[1]?.[7]).toMatch(/^讨论主要针对 KIP-1327 提出的防止分区扩容时数据丢失的配置方案/)
  expect(rows[1]?.[10]).toMatch(/\/kafka-digest\/zh\/thread\/2026-W20-kip-1327\/$/)
  await expect(group.getByText(`已下载 ${name}（2 行）`)).toBeVisible()
})

test('a long timeline downloads every page of what its filter selects, as JSON', async ({
  page,
}) => {
  await page.goto('/synthetic/en/?status=open')
  const count = page.locator('.filter-summary .match-count')
  await expect(count).toHaveText(/^\d+ matching threads$/)
  const matching = Number((await count.textContent())?.split(' ')[0])
  await expect(page.getByText(/^Page 1 of [2-9]/)).toBeVisible()
  const group = page.getByRole('group', { name: 'Export' })
  await live(group)
  const { name, bytes } = await save(page, group, 'JSON')
  expect(name).toBe('kafka-digest-threads-status-open.json')
  const doc = JSON.parse(bytes.toString('utf8')) as {
    filter: object
    count: number
    rows: { week: string; status: string }[]
  }
  expect(doc.filter).toEqual({ status: 'open' })
  expect(doc.rows).toHaveLength(matching)
  expect(doc.rows.every((row) => row.status === 'open')).toBe(true)
  // More weeks than the first page's six.
  expect(new Set(doc.rows.map((row) => row.week)).size).toBeGreaterThan(6)
})
