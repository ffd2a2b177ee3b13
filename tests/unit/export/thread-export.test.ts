import { beforeAll, describe, expect, it } from 'vitest'
import { createQueryClient } from '../../../src/app/query-client'
import type { Dataset, Lang } from '../../../src/domain/dataset'
import { splitDataset } from '../../../src/domain/files/split'
import { decodeFile } from '../../../src/domain/files/check'
import { threadExport, threadNameParts } from '../../../src/features/timeline/thread-export'
import { i18nFor, loadMessages } from '../../../src/i18n/i18n'
import { encodeExport } from '../../../src/shared/lib/export-file'
import type { Translate } from '../../../src/shared/lib/export-values'
import { filterThreads } from '../../../src/shared/lib/match-threads'
import type { Filters } from '../../../src/url/search-params'
import { realDataset, syntheticDataset, threeWeeksDataset } from '../../helpers/datasets'
import { memoryFetch } from '../../helpers/render-app'
import { readCsv } from '../../helpers/read-csv'

const SITE = 'https://example.org/kafka-digest/'

beforeAll(() => loadMessages('zh', 'en'))

function translate(lang: Lang): Translate {
  const i18n = i18nFor(lang)
  return i18n.t.bind(i18n) as Translate
}

/** The export of `dataset` as the timeline makes it for `filters` (matches: none for a week page). */
async function exportOf(
  dataset: Dataset,
  filters: Filters,
  lang: Lang,
  { asWeekPage = false } = {},
) {
  const files = splitDataset(dataset)
  const index = decodeFile('index', 'index.json', files.get('index.json'))
  const cards = decodeFile('threadFacets', 'thread-facets.json', files.get('thread-facets.json'))
  const fetched: string[] = []
  const fetchJson = memoryFetch(dataset)
  return {
    fetched,
    doc: await threadExport({
      queryClient: createQueryClient(),
      fetchJson: (path) => (fetched.push(path), fetchJson(path)),
      index,
      filters,
      matches: asWeekPage ? undefined : filterThreads(cards, filters).matches,
      lang,
      t: translate(lang),
      siteRoot: SITE,
    }),
  }
}

describe('a thread list as an export', () => {
  const real = realDataset()

  it('holds the threads the filter selects, with their texts in Chinese on a Chinese page', async () => {
    const { doc } = await exportOf(real, { status: ['tentative'] }, 'zh')
    expect(doc.rows.map((r) => r.id)).toEqual([
      '2026-W20-omnia-ibrahim-lianet-magrans',
      '2026-W20-kip-1327',
      '2026-W20-kip-1313',
    ])
    expect(doc.rows[1]).toEqual({
      week: '2026-W20',
      id: '2026-W20-kip-1327',
      title: 'KIP-1327: Prevent Hot Data Loss on Partition Expansion for Reset Offset Policy',
      status: 'tentative',
      statusEvidence: '初步结论',
      kips: ['KIP-1327'],
      participants: ['Jun Rao', 'Chia-Ping Tsai', 'Ken Huang'],
      summary: expect.stringMatching(/^讨论主要针对 KIP-1327 提出的防止分区扩容时数据丢失/),
      conclusion: expect.stringMatching(/^初步结论是采纳新设计方案/),
      textLanguage: 'zh',
      link: `${SITE}zh/thread/2026-W20-kip-1327/`,
    })
    expect(doc.filter).toEqual({ status: 'tentative' })
    expect(doc.dataAsOf).toBe('2026-05-17')
    expect(doc.nameParts).toEqual(['status-tentative'])
  })

  it('writes a CSV a spreadsheet reads in Chinese: headers, statuses and texts in the page’s words', async () => {
    const { doc } = await exportOf(real, { kip: [1327], status: ['tentative'] }, 'zh')
    const file = encodeExport(doc, 'csv')
    expect(file.name).toBe('kafka-digest-threads-kip-1327-status-tentative.csv')
    const [header, ...rows] = readCsv(file.text)
    expect(header).toEqual([
      '周',
      '讨论编号',
      '标题',
      '状态',
      '状态依据',
      'KIP',
      '参与者',
      '摘要',
      '结论',
      '文本语言',
      '链接',
    ])
    expect(rows).toHaveLength(2)
    expect(rows[0]).toContain('初步结论')
    expect(rows[0]).toContain('KIP-1332; KIP-1327; KIP-1325; KIP-1191; KIP-892')
    expect(rows[0]).toContain('Omnia Ibrahim; Lianet Magrans; Muralidhar Basani')
  })

  it('in English: the English edition’s texts and words', async () => {
    const { doc } = await exportOf(real, { kip: [1327] }, 'en')
    const row = doc.rows.find((r) => r.id === '2026-W20-kip-1327')!
    expect(row.summary).toMatch(/^The discussion focused on refining the configuration/)
    expect(row.statusEvidence).toBe('The tentative conclusion is to adopt the new design')
    expect(row.textLanguage).toBe('en')
    expect(row.link).toBe(`${SITE}en/thread/2026-W20-kip-1327/`)
    const [header, first] = readCsv(encodeExport(doc, 'csv').text)
    expect(header?.slice(0, 4)).toEqual(['Week', 'Thread id', 'Title', 'Status'])
    expect(first?.[3]).toBe('Tentative')
  })

  it('in English, a week without an English edition stays Chinese, and says so', async () => {
    const { doc } = await exportOf(
      threeWeeksDataset(),
      { week: { from: '2026-W24', to: '2026-W24' } },
      'en',
    )
    expect(doc.rows.length).toBeGreaterThan(0)
    for (const row of doc.rows) {
      expect(row.textLanguage).toBe('zh')
      expect(row.summary).toMatch(/\p{Script=Han}/u)
    }
    const csv = readCsv(encodeExport(doc, 'csv').text)
    expect(csv[1]?.[9]).toBe('Chinese (no English edition)')
  })

  it('holds every page of a long list, newest week first, not only the page shown', async () => {
    const long = syntheticDataset(14)
    const weeks = long.weeks.map((w) => w.id).reverse()
    const { doc, fetched } = await exportOf(long, {}, 'en', { asWeekPage: true })
    expect(doc.rows).toHaveLength(long.threads.length)
    expect([...new Set(doc.rows.map((r) => r.week))]).toEqual(weeks)
    expect(fetched.filter((path) => path.startsWith('weeks/'))).toHaveLength(14)
    // A filter across the weeks: all its matches, in the timeline's order.
    const status = { status: ['open' as const] }
    const { doc: open } = await exportOf(long, status, 'en')
    const expected = long.threads.filter((t) => t.status === 'open')
    expect(open.rows).toHaveLength(expected.length)
    expect(new Set(open.rows.map((r) => r.week)).size).toBeGreaterThan(6)
    expect(open.rows.every((r) => r.status === 'open')).toBe(true)
  })

  it('a week page’s export is that week’s threads, and loads that week alone', async () => {
    const fixture = threeWeeksDataset()
    const week = fixture.weeks[1]!.id
    const { doc, fetched } = await exportOf(fixture, { week: { from: week, to: week } }, 'zh', {
      asWeekPage: true,
    })
    expect(doc.rows.map((r) => r.id)).toEqual(
      fixture.threads.filter((t) => t.week === week).map((t) => t.id),
    )
    expect(fetched).toEqual([`weeks/${week}.json`])
    expect(doc.nameParts).toEqual([week])
  })

  it('makes a digest text that starts like a formula plain text in the CSV, and leaves JSON as written', async () => {
    const hostile = structuredClone(real)
    const thread = hostile.threads.find((t) => t.id === '2026-W20-kip-1327')!
    thread.summary = { zh: '=HYPERLINK("http://evil.example","点我")', en: '@SUM(1+1)' }
    thread.conclusion = { zh: '+1，已合并', en: '-1, merged' }
    const { doc } = await exportOf(hostile, { kip: [1327] }, 'zh')
    const row = readCsv(encodeExport(doc, 'csv').text).find((r) => r[1] === '2026-W20-kip-1327')!
    expect(row[7]).toBe(`'=HYPERLINK("http://evil.example","点我")`)
    expect(row[8]).toBe(`'+1，已合并`)
    const json = JSON.parse(encodeExport(doc, 'json').text) as { rows: { summary: string }[] }
    expect(json.rows.map((r) => r.summary)).toContain('=HYPERLINK("http://evil.example","点我")')
  })
})

describe('a thread list’s file name', () => {
  it('says each filter, the week last', () => {
    expect(
      threadNameParts({
        kip: [1327],
        status: ['tentative'],
        week: { from: '2026-W20', to: '2026-W20' },
      }),
    ).toEqual(['kip-1327', 'status-tentative', '2026-W20'])
    expect(
      threadNameParts({
        person: ['jun-rao', 'ken-huang'],
        q: '分层 存储',
        week: { from: '2026-W18' },
      }),
    ).toEqual(['person-jun-rao-ken-huang', 'search-分层-存储', 'from-2026-W18'])
    expect(threadNameParts({ week: { to: '2026-W20' } })).toEqual(['to-2026-W20'])
    expect(threadNameParts({ week: { from: '2026-W18', to: '2026-W20' } })).toEqual([
      '2026-W18-to-2026-W20',
    ])
    expect(threadNameParts({ q: '!!!' })).toEqual([])
    expect(threadNameParts({})).toEqual([])
  })
})
