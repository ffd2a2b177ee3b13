import { describe, expect, it } from 'vitest'
import { splitDataset } from '../../../src/domain/files/split'
import { decodeFile } from '../../../src/domain/files/check'
import { findPersonId, resolveFilters } from '../../../src/shared/lib/filter-threads'
import { filterThreads, groupByWeek } from '../../../src/shared/lib/match-threads'
import { matchingThreads } from '../../../src/domain/search/engine'
import { searchSourcesFromFiles } from '../../../scripts/lib/search-files'
import { realDataset, threeWeeksDataset } from '../../helpers/datasets'

function load(dataset = realDataset()) {
  const files = splitDataset(dataset)
  const index = decodeFile('index', 'index.json', files.get('index.json'))
  const cards = decodeFile('threadFacets', 'thread-facets.json', files.get('thread-facets.json'))
  // The threads a text query finds, as the timeline asks the search engine.
  const sources = searchSourcesFromFiles((path) => files.get(path))
  const search = (q: string) => matchingThreads(sources.index, q)
  return { index, cards, search }
}

describe('filters on the real week', () => {
  const { index, cards, search } = load()

  it('KIP-1327 is in threads 2 and 3', () => {
    expect(filterThreads(cards, { kip: [1327] }).matches.map((c) => c.id)).toEqual([
      '2026-W20-omnia-ibrahim-lianet-magrans',
      '2026-W20-kip-1327',
    ])
  })

  it('a person by any spelling: 黃竣陽 and mjsax', () => {
    expect(findPersonId(index, '黃竣陽')).toBe('ken-huang')
    expect(findPersonId(index, 'MJSAX')).toBe('matthias-j-sax')
    expect(findPersonId(index, 'Matthias Sax')).toBeUndefined()
    // The same name with its accents written as separate marks (as some keyboards and URLs do).
    expect(findPersonId(index, 'José Armando García Sancio'.normalize('NFD'))).toBe(
      'jose-armando-garcia-sancio',
    )
    const { filters } = resolveFilters({ person: ['mjsax'] }, index)
    expect(filterThreads(cards, filters).matches.map((c) => c.id)).toEqual([
      '2026-W20-matthias-j-sax-mickael-maison',
      '2026-W20-kip-1313',
      '2026-W20-kip-1324',
    ])
  })

  it('free text matches Chinese without spaces, English, names, and all terms', async () => {
    const ids = async (q: string) =>
      filterThreads(cards, { q }, await search(q)).matches.map((c) => c.id)
    expect(await ids('数据丢失')).toEqual([
      '2026-W20-omnia-ibrahim-lianet-magrans',
      '2026-W20-kip-1327',
    ])
    expect(await ids('data loss')).toEqual([
      '2026-W20-omnia-ibrahim-lianet-magrans',
      '2026-W20-kip-1327',
    ])
    expect(await ids('RLMM 分层')).toEqual(['2026-W20-kip-1163'])
    expect(await ids('rlmm nonexistentword')).toEqual([])
    // Any spelling of a participant finds all their threads: chia7712 is Chia-Ping Tsai.
    expect(await ids('chia7712')).toEqual([
      '2026-W20-kip-1327',
      '2026-W20-sean-quah-chia-ping-tsai',
    ])
    // Either script of a name, and the word being typed.
    expect(await ids('黄竣阳')).toEqual(await ids('黃竣陽'))
    expect((await ids('黃竣陽')).length).toBeGreaterThan(0)
    expect(await ids('diskl')).toEqual(['2026-W20-kip-1163'])
  })

  it('names the filter that emptied the result', () => {
    const result = filterThreads(cards, { kip: [1163], status: ['done'] })
    expect(result.matches).toEqual([])
    expect(result.emptiedBy).toEqual({ param: 'status', remaining: 1 })
  })

  it('drops and reports values the data does not have', () => {
    const { filters, problems } = resolveFilters(
      { kip: [1327, 5], person: ['nobody'], week: { from: '2030-W01', to: '2030-W01' } },
      index,
    )
    expect(filters).toEqual({ kip: [1327] })
    expect(problems.map((p) => `${p.param}=${p.value}`)).toEqual([
      'week=2030-W01',
      'kip=5',
      'person=nobody',
    ])
  })

  it('a week range wholly outside the data is reported; one that overlaps it is kept', () => {
    // The made-up weeks are 2026-W21, W22 and W24.
    const { index: three } = load(threeWeeksDataset())
    for (const week of [
      { from: '2030-W01', to: '2030-W05' },
      { from: '2020-W01', to: '2020-W10' },
      { from: '2030-W01' },
      { to: '2020-W10' },
    ]) {
      const { filters, problems } = resolveFilters({ week }, three)
      expect(filters.week, JSON.stringify(week)).toBeUndefined()
      expect(problems.map((p) => p.param)).toEqual(['week'])
    }
    // W23 has no digest, but the range reaches weeks that do.
    const kept = resolveFilters({ week: { from: '2026-W23', to: '2030-W01' } }, three)
    expect(kept.filters.week).toEqual({ from: '2026-W23', to: '2030-W01' })
    expect(kept.problems).toEqual([])
  })

  it('free text ignores width and case', async () => {
    const ids = async (q: string) =>
      filterThreads(cards, { q }, await search(q)).matches.map((c) => c.id)
    expect(await ids('  ＫＩＰ-1327   Data ')).toEqual(await ids('kip-1327 data'))
    expect(await ids('kip-1327 data')).toContain('2026-W20-kip-1327')
  })
})

describe('filters on the made-up three weeks', () => {
  const { cards } = load(threeWeeksDataset())

  it('a week range keeps only its weeks, newest first when grouped', () => {
    const weeks = [...new Set(cards.map((c) => c.week))].sort()
    const [first, , last] = weeks
    const result = filterThreads(cards, { week: { from: first!, to: weeks[1]! } })
    expect(new Set(result.matches.map((c) => c.week))).toEqual(new Set([first, weeks[1]]))
    expect(groupByWeek(filterThreads(cards, {}).matches).map((g) => g.week)[0]).toBe(last)
    // The result carries the same grouping.
    expect(filterThreads(cards, {}).weeks).toEqual(groupByWeek(filterThreads(cards, {}).matches))
  })
})
