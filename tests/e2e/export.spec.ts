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

/** The timeline's and a week's exports are folded behind one line: opened as a reader does. */
const openExports = (page: Page) => page.locator('main:visible .export-fold > summary').click()

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
  await openExports(page)
  const group = page.getByRole('group', { name: '导出讨论', exact: true })
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
  await openExports(page)
  const group = page.getByRole('group', { name: 'Export threads', exact: true })
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

/** The CSV a download holds: its byte-order mark checked, its rows read. */
function csvOf(bytes: Buffer) {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  return readCsv(new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes))
}

test('on a phone, a filtered timeline downloads the positions of its threads as CSV, in Chinese', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('./zh/?kip=1327&status=tentative')
  await expect(page.getByText('2 个匹配的讨论')).toBeVisible()
  await openExports(page)
  const group = page.getByRole('group', { name: '导出观点', exact: true })
  await live(group)
  const { name, bytes } = await save(page, group, 'CSV')
  expect(name).toBe('kafka-digest-positions-kip-1327-status-tentative.csv')
  const [header, ...rows] = csvOf(bytes)
  expect(header?.slice(0, 4)).toEqual(['周', '讨论编号', '讨论标题', '人物'])
  expect(rows.map((row) => [row[1], row[3]])).toEqual([
    ['2026-W20-omnia-ibrahim-lianet-magrans', 'Muralidhar Basani'],
    ['2026-W20-kip-1327', 'Jun Rao'],
    ['2026-W20-kip-1327', 'Chia-Ping Tsai'],
    ['2026-W20-kip-1327', 'Ken Huang'],
  ])
  expect(rows[1]?.[6]).toBe('建议')
  await expect(group.getByText(`已下载 ${name}（4 行）`)).toBeVisible()
})

test('a KIP’s page downloads the positions about it, as JSON (desktop, English)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('./en/kips/1327/')
  const people = page.getByRole('region', { name: /^Who took which position/ })
  const group = people.getByRole('group', { name: 'Export positions', exact: true })
  await live(group)
  const { name, bytes } = await save(page, group, 'JSON')
  expect(name).toBe('kafka-digest-positions-kip-1327.json')
  const doc = JSON.parse(bytes.toString('utf8')) as {
    list: string
    filter: object
    rows: { person: string; stance: string; threadLink: string }[]
  }
  expect(doc.list).toBe('positions')
  expect(doc.filter).toEqual({ kip: '1327' })
  expect(doc.rows.map((row) => [row.person, row.stance])).toEqual([
    ['Jun Rao', 'suggestion'],
    ['Chia-Ping Tsai', 'suggestion'],
    ['Ken Huang', 'information'],
  ])
  expect(doc.rows[0]?.threadLink).toMatch(/\/kafka-digest\/en\/thread\/2026-W20-kip-1327\/$/)
})

for (const [lang, size, label] of [
  ['zh', { width: 390, height: 844 }, '导出观点'],
  ['en', { width: 1366, height: 900 }, 'Export positions'],
] as const)
  test(`a person’s page downloads every position of theirs, across the weeks (${lang}, ${size.width} px)`, async ({
    page,
  }) => {
    // /synthetic/: 30 SYNTHETIC weeks; Synthetic Person 1 took part in more threads than a page
    // of a person's shows (20).
    await page.setViewportSize(size)
    await page.goto(`/synthetic/${lang}/people/synthetic-person-1/`)
    const group = page.getByRole('group', { name: label, exact: true })
    await live(group)
    const { name, bytes } = await save(page, group, 'CSV')
    expect(name).toBe('kafka-digest-positions-person-synthetic-person-1.csv')
    const [, ...rows] = csvOf(bytes)
    // Every page of them, not the one shown.
    expect(rows.length).toBeGreaterThan(20)
    expect(new Set(rows.map((row) => row[4]))).toEqual(new Set(['synthetic-person-1']))
  })
