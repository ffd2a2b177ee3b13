import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createQueryClient } from '../../../src/app/query-client'
import { buildDataset } from '../../../src/domain/build-dataset'
import type { CommittersList } from '../../../src/domain/committers'
import type { Dataset, Lang } from '../../../src/domain/dataset'
import { decodeFile } from '../../../src/domain/files/check'
import { splitDataset } from '../../../src/domain/files/split'
import { kipCardSummaries } from '../../../src/domain/kip-story'
import type { PeopleTable } from '../../../src/domain/people'
import { kipPositionExport } from '../../../src/features/kips/kip-position-export'
import { personPositionExport } from '../../../src/features/people/person-position-export'
import { timelinePositionExport } from '../../../src/features/timeline/timeline-positions'
import { i18nFor, loadMessages } from '../../../src/i18n/i18n'
import { encodeExport } from '../../../src/shared/lib/export-file'
import type { Translate } from '../../../src/shared/lib/export-values'
import { filterThreads } from '../../../src/shared/lib/match-threads'
import type { Filters } from '../../../src/url/search-params'
import { ROOT, realDataset, syntheticDataset, threeWeeksDataset } from '../../helpers/datasets'
import { memoryFetch } from '../../helpers/render-app'
import { readCsv } from '../../helpers/read-csv'

/**
 * Positions as their own export (issue 50): one row per position, with who took it, its stance
 * and why, its vote and how binding, its KIPs and its thread, from the timeline (as its filter
 * selects), a KIP's page and a person's page.
 */

const SITE = 'https://example.org/kafka-digest/'

beforeAll(() => loadMessages('zh', 'en'))

function translate(lang: Lang): Translate {
  const i18n = i18nFor(lang)
  return i18n.t.bind(i18n) as Translate
}

/** What the views hand the export: the index, a query client, the files (each path fetched is kept). */
function context(dataset: Dataset, lang: Lang) {
  const files = splitDataset(dataset)
  const fetched: string[] = []
  const fetchJson = memoryFetch(dataset)
  return {
    fetched,
    files,
    input: {
      queryClient: createQueryClient(),
      fetchJson: (path: string) => (fetched.push(path), fetchJson(path)),
      index: decodeFile('index', 'index.json', files.get('index.json')),
      lang,
      t: translate(lang),
      siteRoot: SITE,
    },
  }
}

/** The timeline's export for `filters`, with the threads they match (none given: every week). */
async function fromTimeline(dataset: Dataset, filters: Filters, lang: Lang) {
  const { input, files, fetched } = context(dataset, lang)
  const facets = decodeFile('threadFacets', 'thread-facets.json', files.get('thread-facets.json'))
  const active = Object.keys(filters).length > 0
  const doc = await timelinePositionExport({
    ...input,
    filters,
    matches: active ? filterThreads(facets, filters).matches : undefined,
  })
  return { doc, fetched }
}

const real = realDataset()

describe('positions as an export, from the timeline', () => {
  it('a KIP filter: one row per position about it, in the threads the filter selects, in the timeline’s order', async () => {
    const { doc } = await fromTimeline(real, { kip: [1327] }, 'zh')
    expect(doc.list).toBe('positions')
    expect(doc.rows.map((r) => [r.thread, r.personId])).toEqual([
      // The release thread names KIP-1327 in one position: that position is about it.
      ['2026-W20-omnia-ibrahim-lianet-magrans', 'muralidhar-basani'],
      ['2026-W20-kip-1327', 'jun-rao'],
      ['2026-W20-kip-1327', 'chia-ping-tsai'],
      ['2026-W20-kip-1327', 'ken-huang'],
    ])
    expect(doc.rows[1]).toEqual({
      week: '2026-W20',
      thread: '2026-W20-kip-1327',
      threadTitle: 'KIP-1327: Prevent Hot Data Loss on Partition Expansion for Reset Offset Policy',
      person: 'Jun Rao',
      personId: 'jun-rao',
      andOthers: false,
      stance: 'suggestion',
      stanceEvidence: '建议',
      text: expect.stringMatching(/\p{Script=Han}/u),
      vote: null,
      voteBinding: null,
      committersListAsOf: null,
      kips: ['KIP-1327'],
      textLanguage: 'zh',
      threadLink: `${SITE}zh/thread/2026-W20-kip-1327/`,
    })
    expect(doc.filter).toEqual({ kip: '1327' })
    expect(doc.dataAsOf).toBe('2026-05-17')
    expect(doc.nameParts).toEqual(['kip-1327'])
    expect(encodeExport(doc, 'csv').name).toBe('kafka-digest-positions-kip-1327.csv')
  })

  it('a person filter keeps that person’s positions; a status filter, those of the threads it keeps', async () => {
    const { doc } = await fromTimeline(real, { person: ['jun-rao'] }, 'en')
    const expected = real.threads.flatMap((t) => t.positions.filter((p) => p.person === 'jun-rao'))
    expect(expected.length).toBeGreaterThan(1)
    expect(doc.rows).toHaveLength(expected.length)
    expect(doc.rows.every((r) => r.person === 'Jun Rao')).toBe(true)

    const { doc: tentative } = await fromTimeline(real, { status: ['tentative'] }, 'en')
    const threads = real.threads.filter((t) => t.status === 'tentative')
    expect(tentative.rows).toHaveLength(threads.flatMap((t) => t.positions).length)
    expect(new Set(tentative.rows.map((r) => r.thread))).toEqual(new Set(threads.map((t) => t.id)))
  })

  it('unfiltered, holds every position of every week, newest week first, not only the page shown', async () => {
    const long = syntheticDataset(14)
    const { doc, fetched } = await fromTimeline(long, {}, 'en')
    expect(doc.rows).toHaveLength(long.threads.flatMap((t) => t.positions).length)
    expect([...new Set(doc.rows.map((r) => r.week))]).toEqual(long.weeks.map((w) => w.id).reverse())
    expect(fetched.filter((path) => path.startsWith('weeks/'))).toHaveLength(14)
  })

  it('in English: the English edition’s texts and words; a week without one stays Chinese and says so', async () => {
    const { doc } = await fromTimeline(real, { kip: [1327] }, 'en')
    const jun = doc.rows.find((r) => r.personId === 'jun-rao')!
    expect(jun.text).toMatch(/^Pointed out that a configuration applying only to the latest policy/)
    expect(jun.textLanguage).toBe('en')
    expect(jun.threadLink).toBe(`${SITE}en/thread/2026-W20-kip-1327/`)
    const [header, , second] = readCsv(encodeExport(doc, 'csv').text)
    expect(header).toEqual([
      'Week',
      'Thread id',
      'Thread title',
      'Person',
      'Person id',
      'And others',
      'Stance',
      'Why this stance',
      'What they said',
      'Vote',
      'Binding',
      'Committers list as of',
      'KIPs',
      'Text language',
      'Thread link',
    ])
    expect(second?.[6]).toBe('Suggestion')
    expect(second?.[5]).toBe('no')

    const three = threeWeeksDataset()
    const { doc: chinese } = await fromTimeline(
      three,
      { week: { from: '2026-W24', to: '2026-W24' } },
      'en',
    )
    expect(chinese.rows.length).toBeGreaterThan(0)
    for (const row of chinese.rows) {
      expect(row.textLanguage).toBe('zh')
      expect(row.text).toMatch(/\p{Script=Han}/u)
    }
  })

  it('writes CSV in Chinese a spreadsheet reads as text: a position that starts like a formula stays text; JSON as written', async () => {
    const hostile = structuredClone(real)
    const position = hostile.threads.find((t) => t.id === '2026-W20-kip-1327')!.positions[0]!
    position.text = { zh: '=HYPERLINK("http://evil.example","点我")', en: '@SUM(1+1)' }
    const { doc } = await fromTimeline(hostile, { kip: [1327] }, 'zh')
    const file = encodeExport(doc, 'csv')
    expect(file.text.startsWith('\uFEFF')).toBe(true)
    expect(file.text).toContain('\r\n')
    const [header, ...rows] = readCsv(file.text)
    expect(header?.slice(0, 4)).toEqual(['周', '讨论编号', '讨论标题', '人物'])
    const jun = rows.find((r) => r[4] === 'jun-rao')!
    expect(jun[8]).toBe(`'=HYPERLINK("http://evil.example","点我")`)
    expect(jun[6]).toBe('建议')
    const json = JSON.parse(encodeExport(doc, 'json').text) as {
      list: string
      filter: object
      count: number
      rows: Record<string, unknown>[]
    }
    expect(json.list).toBe('positions')
    expect(json.count).toBe(4)
    expect(json.rows.find((r) => r.personId === 'jun-rao')?.text).toBe(
      '=HYPERLINK("http://evil.example","点我")',
    )
    // The JSON's fields are the CSV's columns, in their order.
    expect(Object.keys(json.rows[0]!)).toEqual(doc.columns.map((c) => c.key))
  })

  it('a stance the rules could not decide is exported as undecided, never as a stance', async () => {
    const unsure = structuredClone(real)
    const position = unsure.threads.find((t) => t.id === '2026-W20-kip-1327')!.positions[0]!
    position.stanceBasis = 'unsure'
    const { doc } = await fromTimeline(unsure, { kip: [1327] }, 'en')
    const jun = doc.rows.find((r) => r.personId === 'jun-rao')!
    expect(jun.stance).toBe('unsure')
    expect(jun.stanceEvidence).toBe('the rules found nothing to decide on in the position')
    const csv = readCsv(encodeExport(doc, 'csv').text)
    expect(csv.find((r) => r[4] === 'jun-rao')?.[6]).toBe('Not decided yet')
  })
})

describe('votes in the positions export (MADE-UP vote of tests/fixtures/committers)', () => {
  const FIXTURE = join(ROOT, 'tests/fixtures/committers')
  const read = (name: string) => readFileSync(join(FIXTURE, name), 'utf8')
  const built = buildDataset({
    files: [{ name: '2026-06-01.zh.txt', text: read('2026-06-01.zh.txt') }],
    people: JSON.parse(read('people.json')) as PeopleTable,
    committers: JSON.parse(read('committers.json')) as CommittersList,
  })
  if (!built.ok) throw new Error(JSON.stringify(built.errors))
  const dataset = built.dataset

  it('gives each vote its value and how binding: stated, by the committers list (with its day), non-binding, unstated', async () => {
    const { doc } = await fromTimeline(dataset, { kip: [9101] }, 'en')
    const vote = (id: string) => {
      const row = doc.rows.find((r) => r.personId === id)!
      return [row.vote, row.voteBinding, row.committersListAsOf]
    }
    expect(vote('eve-example')).toEqual(['+1', 'binding', null])
    expect(vote('ada-example')).toEqual(['+1', 'bindingByCommittersList', '2025-01-06'])
    expect(vote('di-example')).toEqual(['+1', 'nonBinding', null])
    expect(vote('dee-newcomer')).toEqual(['+1', 'unstated', null])
    // In the CSV the vote is a number (a spreadsheet sums it), the binding in words.
    const [header, ...rows] = readCsv(encodeExport(doc, 'csv').text)
    const column = (name: string) => header!.indexOf(name)
    const ada = rows.find((r) => r[column('Person id')] === 'ada-example')!
    expect(ada[column('Vote')]).toBe('1')
    expect(ada[column('Binding')]).toBe('binding by the committers list')
    expect(ada[column('Committers list as of')]).toBe('2025-01-06')
    const di = rows.find((r) => r[column('Person id')] === 'di-example')!
    expect(di[column('Binding')]).toBe('non-binding')
  })
})

describe('positions as an export, from a KIP’s page and a person’s page', () => {
  it('a KIP: the positions about it in the threads about it, as its page lists them', async () => {
    const { input, fetched } = context(real, 'en')
    const card = kipCardSummaries(real).find((c) => c.kip === 1327)!
    const doc = await kipPositionExport({ ...input, kip: 1327, weeks: card.weeks })
    // Not the release thread's: it only mentions KIP-1327, as the page's "Also mentioned in" says.
    expect(doc.rows.map((r) => r.personId)).toEqual(['jun-rao', 'chia-ping-tsai', 'ken-huang'])
    expect(doc.rows.every((r) => r.thread === '2026-W20-kip-1327')).toBe(true)
    expect(doc.filter).toEqual({ kip: '1327' })
    expect(encodeExport(doc, 'json').name).toBe('kafka-digest-positions-kip-1327.json')
    expect(fetched).toEqual(['weeks/2026-W20.json'])
  })

  it('a person: every position of theirs, across all their weeks, loading only those weeks', async () => {
    const long = syntheticDataset(14)
    const counts = new Map<string, number>()
    for (const t of long.threads)
      for (const p of t.positions) counts.set(p.person, (counts.get(p.person) ?? 0) + 1)
    const [person, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!
    const weeks = new Set(
      long.threads.filter((t) => t.positions.some((p) => p.person === person)).map((t) => t.week),
    )
    expect(weeks.size).toBeGreaterThan(1)
    const { input, fetched } = context(long, 'zh')
    const doc = await personPositionExport({ ...input, person })
    expect(doc.rows).toHaveLength(count)
    expect(doc.rows.every((r) => r.personId === person)).toBe(true)
    expect(doc.filter).toEqual({ person })
    expect(doc.nameParts).toEqual([`person-${person}`])
    expect(fetched.filter((path) => path.startsWith('weeks/')).sort()).toEqual(
      [...weeks].map((w) => `weeks/${w}.json`).sort(),
    )
  })
})
