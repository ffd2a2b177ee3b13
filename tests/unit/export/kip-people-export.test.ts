import { beforeAll, describe, expect, it } from 'vitest'
import type { Lang } from '../../../src/domain/dataset'
import { splitDataset } from '../../../src/domain/files/split'
import { decodeFile } from '../../../src/domain/files/check'
import type { KipCatalogRow } from '../../../src/domain/kip-catalog'
import type { KipCardSummary } from '../../../src/domain/kip-story'
import type { PersonStats } from '../../../src/domain/people-stats'
import { kipExport, kipNameParts } from '../../../src/features/kips/kip-export'
import { kipList, kipListRows } from '../../../src/features/kips/kip-list'
import { peopleExport } from '../../../src/features/people/people-export'
import {
  peopleSortFromUrl,
  searchPeople,
  sortPeople,
} from '../../../src/features/people/people-table'
import { i18nFor, loadMessages } from '../../../src/i18n/i18n'
import { encodeExport } from '../../../src/shared/lib/export-file'
import type { Translate } from '../../../src/shared/lib/export-values'
import type { AppSearch } from '../../../src/url/search-params'
import { realDataset, threeWeeksDataset } from '../../helpers/datasets'
import { readCsv } from '../../helpers/read-csv'

const SITE = 'https://example.org/kafka-digest/'

beforeAll(() => loadMessages('zh', 'en'))

function translate(lang: Lang): Translate {
  const i18n = i18nFor(lang)
  return i18n.t.bind(i18n) as Translate
}

const files = splitDataset(realDataset())
const index = decodeFile('index', 'index.json', files.get('index.json'))
const catalog = files.get('kip-catalog.json') as KipCatalogRow[]
const summaries = files.get('kips.json') as KipCardSummary[]
const stats = files.get('people-stats.json') as PersonStats[]

const kipsOf = (search: AppSearch, lang: Lang = 'en') =>
  kipExport({
    rows: kipListRows(catalog, search, null),
    summaries,
    search,
    index,
    lang,
    t: translate(lang),
    siteRoot: SITE,
  })

describe('the KIP list as an export', () => {
  it('holds every KIP the filter keeps, all pages, in the list’s order', () => {
    const search: AppSearch = { wiki: ['accepted'], page: 2 }
    const doc = kipsOf(search)
    const view = kipList(catalog, search, null)
    expect(view.pages).toBeGreaterThan(1)
    expect(doc.rows).toHaveLength(view.total)
    expect(doc.rows.every((r) => r.wikiState === 'accepted')).toBe(true)
    // Newest first, as the list opens; the page shown is a slice of it.
    expect(doc.rows.slice(50, 100).map((r) => r.kip)).toEqual(view.rows.map((r) => r.kip))
    expect(doc.filter).toEqual({ wiki: 'accepted' })
    expect(doc.wikiAsOf).toBe('2026-08-22')
    expect(encodeExport(doc, 'json').name).toBe('kafka-digest-kips-state-accepted.json')
  })

  it('gives a discussed KIP its digest status, why, the weeks it was discussed and its wiki state as of a date', () => {
    const row = kipsOf({ kip: [1327] }).rows[0]
    expect(row).toEqual({
      kip: 1327,
      title: 'Prevent Hot Data Loss on Partition Expansion for Reset Offset Policy',
      wikiState: 'unknown',
      wikiAsOf: '2026-08-22',
      author: expect.any(String),
      created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      digestStatus: 'tentative',
      digestStatusEvidence: 'The tentative conclusion is to adopt the new design',
      weeksDiscussed: ['2026-W20'],
      lastDiscussed: '2026-W20',
      people: 3,
      bindingFor: null,
      bindingAgainst: null,
      bindingAbstain: null,
      wikiDisagrees: false,
      link: `${SITE}en/kips/1327/`,
    })
  })

  it('lists every week a KIP was discussed, oldest first', () => {
    const fixture = splitDataset(threeWeeksDataset())
    const doc = kipExport({
      rows: kipListRows(fixture.get('kip-catalog.json') as KipCatalogRow[], { kip: [1327] }, null),
      summaries: fixture.get('kips.json') as KipCardSummary[],
      search: { kip: [1327] },
      index: decodeFile('index', 'index.json', fixture.get('index.json')),
      lang: 'en',
      t: translate('en'),
      siteRoot: SITE,
    })
    expect(doc.rows[0]).toMatchObject({
      weeksDiscussed: ['2026-W21', '2026-W24'],
      lastDiscussed: '2026-W24',
    })
    expect(readCsv(encodeExport(doc, 'csv').text)[1]).toContain('2026-W21; 2026-W24')
  })

  it('leaves the digests’ fields empty for a KIP they did not discuss', () => {
    const row = kipsOf({ kip: [1150] }).rows[0]!
    expect(row.kip).toBe(1150)
    expect(row.wikiState).not.toBeNull()
    for (const field of [
      'digestStatus',
      'weeksDiscussed',
      'lastDiscussed',
      'people',
      'wikiDisagrees',
    ])
      expect(row[field], field).toBeNull()
  })

  it('writes states and statuses in the page’s words in the CSV, codes in JSON', () => {
    const doc = kipsOf({ kip: [1327] }, 'zh')
    const [header, row] = readCsv(encodeExport(doc, 'csv').text)
    const cell = (name: string) => row?.[header!.indexOf(name)]
    expect(cell('Wiki 状态')).toBe('没有状态')
    expect(cell('Wiki 状态截至')).toBe('2026-08-22')
    expect(cell('周报状态')).toBe('初步结论')
    expect(cell('周报状态依据')).toBe('初步结论')
    expect(cell('讨论过的周')).toBe('2026-W20')
    expect(cell('周报与 Wiki 不一致')).toBe('否')
    const json = JSON.parse(encodeExport(doc, 'json').text) as { rows: Record<string, unknown>[] }
    expect(json.rows[0]).toMatchObject({
      wikiState: 'unknown',
      digestStatus: 'tentative',
      wikiDisagrees: false,
    })
  })

  it('says its filter in the file name', () => {
    expect(kipNameParts({ wiki: ['under discussion', 'accepted'] })).toEqual([
      'state-under-discussion-accepted',
    ])
    expect(kipNameParts({ discussed: false, year: 2025, quarter: 3 })).toEqual([
      'not-discussed',
      'created-2025-q3',
    ])
    expect(kipNameParts({ quarter: 1, disagree: true })).toEqual(['created-q1', 'wiki-disagrees'])
    expect(kipNameParts({ author: 'Ken Huang', became: 'accepted', month: '2026-03' })).toEqual([
      'author-ken-huang',
      'became-accepted',
      'changed-2026-03',
    ])
    expect(kipNameParts({ q: 'Diskless', status: ['open'], kip: [1150] })).toEqual([
      'status-open',
      'kip-1150',
      'search-diskless',
    ])
    // The timeline's and the table's own parameters say nothing about this list.
    expect(kipNameParts({ person: ['jun-rao'], sort: 'title', page: 3 })).toEqual([])
  })
})

describe('the people list as an export', () => {
  const peopleOf = (search: AppSearch, lang: Lang = 'en') =>
    peopleExport({
      rows: sortPeople(searchPeople(stats, search.q), peopleSortFromUrl(search.sort, search.dir)),
      search,
      index,
      lang,
      t: translate(lang),
      siteRoot: SITE,
    })

  it('holds everyone the search keeps, in the table’s order, with their other spellings', () => {
    const all = peopleOf({ sort: 'name', dir: 'asc' })
    expect(all.rows).toHaveLength(19)
    expect(all.rows[0]?.name).toBe('Andrew Schofield')
    expect(all.filter).toEqual({})
    const sax = peopleOf({ q: 'mjsax' })
    expect(sax.rows).toEqual([
      {
        name: 'Matthias J. Sax',
        aliases: ['mjsax'],
        positions: 3,
        threads: 3,
        kips: 2,
        weeks: 1,
        firstWeek: '2026-W20',
        lastWeek: '2026-W20',
        link: `${SITE}en/people/matthias-j-sax/`,
      },
    ])
    expect(sax.filter).toEqual({ q: 'mjsax' })
    expect(encodeExport(sax, 'csv').name).toBe('kafka-digest-people-search-mjsax.csv')
  })

  it('finds and names a person by a Chinese spelling, headers in Chinese', () => {
    const doc = peopleOf({ q: '黃竣陽' }, 'zh')
    const file = encodeExport(doc, 'csv')
    expect(file.name).toBe('kafka-digest-people-search-黃竣陽.csv')
    const [header, row] = readCsv(file.text)
    expect(header?.slice(0, 3)).toEqual(['姓名', '其他写法', '观点数'])
    expect(row?.[0]).toBe('Ken Huang')
    expect(row?.[1]).toContain('黃竣陽')
  })
})
