import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DataLoadError, type FetchJson } from '../../src/data/data-source'
import { realDataset, syntheticDataset } from '../helpers/datasets'
import { memoryFetch, renderApp } from '../helpers/render-app'
import { readCsv } from '../helpers/read-csv'

/**
 * Each list's Export control (shared/components/export-menu.tsx) downloads what the list's
 * filter selects: the Blob handed to URL.createObjectURL and the link clicked are intercepted.
 */

const real = realDataset()

interface Download {
  name: string
  type: string
  bytes: Uint8Array
  /** The file's text as a spreadsheet decodes it, byte-order mark included. */
  text: string
}
let downloads: Download[] = []

beforeEach(() => {
  downloads = []
  const blobs = new Map<string, Blob>()
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size + 1}`
    blobs.set(url, blob as Blob)
    return url
  }
  URL.revokeObjectURL = () => {}
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href)
    if (!blob || !this.download) throw new Error(`not a download: ${this.href}`)
    void blob.arrayBuffer().then((buffer) => {
      const bytes = new Uint8Array(buffer)
      downloads.push({
        name: this.download,
        type: blob.type,
        bytes,
        text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
      })
    })
  })
})
afterEach(() => vi.restoreAllMocks())

async function downloaded(): Promise<Download> {
  await waitFor(() => expect(downloads).toHaveLength(1))
  return downloads[0]!
}

const exportGroup = (name: RegExp | string) => screen.findByRole('group', { name })

describe('Export', () => {
  it('a filtered timeline downloads its threads as CSV that opens in Chinese, and says so', async () => {
    const user = userEvent.setup()
    renderApp(real, '/zh/?kip=1327&status=tentative')
    await screen.findByText('2 个匹配的讨论')
    const group = await exportGroup('导出讨论')
    await user.click(within(group).getByRole('button', { name: 'CSV' }))
    const file = await downloaded()
    expect(file.name).toBe('kafka-digest-threads-kip-1327-status-tentative.csv')
    expect(file.type).toBe('text/csv;charset=utf-8')
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = readCsv(file.text)
    expect(header?.[2]).toBe('标题')
    expect(rows.map((r) => r[1])).toEqual([
      '2026-W20-omnia-ibrahim-lianet-magrans',
      '2026-W20-kip-1327',
    ])
    expect(rows[1]?.[7]).toMatch(/^讨论主要针对 KIP-1327/)
    expect(
      await within(group).findByText(
        '已下载 kafka-digest-threads-kip-1327-status-tentative.csv（2 行）',
      ),
    ).toBeInTheDocument()
  })

  it('works from the keyboard, and JSON holds the filter and the data’s date', async () => {
    const user = userEvent.setup()
    renderApp(real, '/en/?status=contested')
    await screen.findByText('1 matching thread')
    const json = within(await exportGroup('Export threads')).getByRole('button', {
      name: 'JSON',
    })
    json.focus()
    await user.keyboard('{Enter}')
    const file = await downloaded()
    expect(file.name).toBe('kafka-digest-threads-status-contested.json')
    const doc = JSON.parse(file.text) as {
      filter: object
      dataAsOf: string
      rows: { status: string }[]
    }
    expect(doc.filter).toEqual({ status: 'contested' })
    expect(doc.dataAsOf).toBe('2026-05-17')
    expect(doc.rows.map((r) => r.status)).toEqual(['contested'])
  })

  it('a long timeline downloads every page of it, not only the weeks shown', async () => {
    const long = syntheticDataset(14)
    const user = userEvent.setup()
    renderApp(long, '/en/')
    const group = await exportGroup('Export threads')
    await user.click(within(group).getByRole('button', { name: 'CSV' }))
    const [, ...rows] = readCsv((await downloaded()).text)
    expect(rows).toHaveLength(long.threads.length)
    expect(new Set(rows.map((r) => r[0])).size).toBe(14)
  })

  it('says so when the data for the file cannot be loaded', async () => {
    const long = syntheticDataset(14)
    const oldest = long.weeks[0]!.id
    const files = memoryFetch(long)
    const failing: FetchJson = async (path) => {
      if (path === `weeks/${oldest}.json`) throw new DataLoadError(path, 'HTTP 503')
      return files(path)
    }
    const user = userEvent.setup()
    renderApp(long, '/en/', failing)
    const group = await exportGroup('Export threads')
    await user.click(within(group).getByRole('button', { name: 'CSV' }))
    expect(
      await within(group).findByText(`The file could not be made: weeks/${oldest}.json: HTTP 503`),
    ).toBeInTheDocument()
    expect(downloads).toEqual([])
  })

  it('a week page downloads that week’s threads', async () => {
    const user = userEvent.setup()
    renderApp(real, '/en/week/2026-W20/')
    const group = await exportGroup('Export threads')
    await user.click(within(group).getByRole('button', { name: 'CSV' }))
    const file = await downloaded()
    expect(file.name).toBe('kafka-digest-threads-2026-W20.csv')
    expect(readCsv(file.text)).toHaveLength(1 + 10)
  })

  it('the KIP list downloads every KIP its filter keeps, all pages', async () => {
    const user = userEvent.setup()
    renderApp(real, '/en/kips/?wiki=accepted')
    const count = Number(
      /(\d+) KIPs/.exec((await screen.findByRole('status')).textContent ?? '')?.[1],
    )
    expect(count).toBeGreaterThan(50)
    await user.click(within(await exportGroup('Export')).getByRole('button', { name: 'JSON' }))
    const file = await downloaded()
    expect(file.name).toBe('kafka-digest-kips-state-accepted.json')
    const doc = JSON.parse(file.text) as { rows: { wikiState: string }[]; wikiAsOf: string }
    expect(doc.rows).toHaveLength(count)
    expect(doc.rows.every((r) => r.wikiState === 'accepted')).toBe(true)
    expect(doc.wikiAsOf).toBe('2026-08-22')
  })

  it('the people list downloads whom its search finds, by a Chinese spelling', async () => {
    const user = userEvent.setup()
    renderApp(real, '/zh/people/?q=黃竣陽')
    await screen.findByText('1 人')
    await user.click(within(await exportGroup('导出')).getByRole('button', { name: 'CSV' }))
    const file = await downloaded()
    expect(file.name).toBe('kafka-digest-people-search-黃竣陽.csv')
    const [header, row, ...more] = readCsv(file.text)
    expect(header?.[0]).toBe('姓名')
    expect(row?.[0]).toBe('Ken Huang')
    expect(more).toEqual([])
  })
})

describe('Export positions', () => {
  it('a filtered timeline downloads the positions of its threads as CSV, in Chinese', async () => {
    const user = userEvent.setup()
    renderApp(real, '/zh/?kip=1327&status=tentative')
    await screen.findByText('2 个匹配的讨论')
    const group = await exportGroup('导出观点')
    await user.click(within(group).getByRole('button', { name: 'CSV' }))
    const file = await downloaded()
    expect(file.name).toBe('kafka-digest-positions-kip-1327-status-tentative.csv')
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = readCsv(file.text)
    expect(header?.slice(0, 4)).toEqual(['周', '讨论编号', '讨论标题', '人物'])
    // The positions about KIP-1327: one in the release thread, three in its own.
    expect(rows.map((r) => r[3])).toEqual([
      'Muralidhar Basani',
      'Jun Rao',
      'Chia-Ping Tsai',
      'Ken Huang',
    ])
    expect(rows[1]?.[6]).toBe('建议')
    expect(
      await within(group).findByText(
        '已下载 kafka-digest-positions-kip-1327-status-tentative.csv（4 行）',
      ),
    ).toBeInTheDocument()
  })

  it('a week page downloads every position of that week', async () => {
    const user = userEvent.setup()
    renderApp(real, '/en/week/2026-W20/')
    const group = await exportGroup('Export positions')
    await user.click(within(group).getByRole('button', { name: 'CSV' }))
    const file = await downloaded()
    expect(file.name).toBe('kafka-digest-positions-2026-W20.csv')
    const positions = real.threads.filter((t) => t.week === '2026-W20').flatMap((t) => t.positions)
    expect(readCsv(file.text)).toHaveLength(1 + positions.length)
  })

  it('a KIP’s page downloads the positions about it as JSON', async () => {
    const user = userEvent.setup()
    renderApp(real, '/en/kips/1327/')
    const people = await screen.findByRole('region', { name: /^Who took which position/ })
    await user.click(
      within(within(people).getByRole('group', { name: 'Export positions' })).getByRole('button', {
        name: 'JSON',
      }),
    )
    const file = await downloaded()
    expect(file.name).toBe('kafka-digest-positions-kip-1327.json')
    const doc = JSON.parse(file.text) as {
      list: string
      filter: object
      rows: { person: string; stance: string; kips: string[] }[]
    }
    expect(doc.list).toBe('positions')
    expect(doc.filter).toEqual({ kip: '1327' })
    expect(doc.rows.map((r) => r.person)).toEqual(['Jun Rao', 'Chia-Ping Tsai', 'Ken Huang'])
    expect(doc.rows.every((r) => r.kips.includes('KIP-1327'))).toBe(true)
  })

  it('a person’s page downloads their positions, in Chinese', async () => {
    const user = userEvent.setup()
    renderApp(real, '/zh/people/jun-rao/')
    await user.click(within(await exportGroup('导出观点')).getByRole('button', { name: 'CSV' }))
    const file = await downloaded()
    expect(file.name).toBe('kafka-digest-positions-person-jun-rao.csv')
    const [, ...rows] = readCsv(file.text)
    const theirs = real.threads.flatMap((t) => t.positions.filter((p) => p.person === 'jun-rao'))
    expect(rows).toHaveLength(theirs.length)
    expect(rows.every((r) => r[4] === 'jun-rao')).toBe(true)
  })
})
