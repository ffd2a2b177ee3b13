import { describe, expect, it } from 'vitest'
import type { Dataset } from '../../../src/domain/dataset'
import { splitDataset } from '../../../src/domain/files/split'
import { searchTerms } from '../../../src/domain/search/terms'
import { highlight, searchEverything, type ResultKind } from '../../../src/domain/search/engine'
import { searchSourcesFromFiles } from '../../../scripts/lib/search-files'
import { goldDevDataset, realDataset } from '../../helpers/datasets'

/** Search over a dataset's files as the build writes them (each read back from its JSON text). */
function outcomeOf(dataset: Dataset, limit?: number) {
  const files = splitDataset(dataset)
  const sources = searchSourcesFromFiles((path) => {
    if (!files.has(path)) throw new Error(`no such data file: ${path}`)
    return JSON.parse(JSON.stringify(files.get(path)))
  })
  return (query: string) => searchEverything(sources, query, limit)
}

function searchOf(dataset: Dataset) {
  const outcome = outcomeOf(dataset)
  return async (query: string) => (await outcome(query)).hits
}

/**
 * The quality table: a query, the kind of result, and the result that must come first of that
 * kind (what a careful reader looking for it expects). Real: the real week; dev: the made-up dev weeks.
 */
const TABLE: [corpus: 'real' | 'dev', query: string, kind: ResultKind, first: string][] = [
  // KIP numbers, however written: the KIP first.
  ['real', '1150', 'kip', '1150'],
  ['real', 'KIP-1327', 'kip', '1327'],
  ['real', 'kip 1327', 'kip', '1327'],
  ['real', '１１５０', 'kip', '1150'],
  ['dev', '1327', 'kip', '1327'],
  // …and the thread about it before threads that only name it.
  ['real', 'KIP-1327', 'thread', '2026-W20-kip-1327'],
  ['dev', 'KIP-1327', 'thread', '2026-W24-kip-1327'],
  // English words, any case, a word being typed.
  ['real', 'diskless', 'thread', '2026-W20-kip-1163'],
  ['real', 'Diskless', 'thread', '2026-W20-kip-1163'],
  ['real', 'diskl', 'thread', '2026-W20-kip-1163'],
  ['real', 'tiered storage', 'thread', '2026-W20-kip-1163'],
  ['real', 'hot data loss', 'thread', '2026-W20-kip-1327'],
  ['real', 'release manager', 'thread', '2026-W20-omnia-ibrahim-lianet-magrans'],
  ['real', 'committers', 'thread', '2026-W20-sean-quah-chia-ping-tsai'],
  ['dev', 'dead letter', 'kip', '1191'],
  // Chinese words.
  ['real', '无盘', 'thread', '2026-W20-kip-1163'],
  ['real', '分层存储', 'thread', '2026-W20-kip-1163'],
  ['real', '发布经理', 'thread', '2026-W20-omnia-ibrahim-lianet-magrans'],
  ['real', '提交者', 'thread', '2026-W20-sean-quah-chia-ping-tsai'],
  ['real', '动态内存', 'thread', '2026-W20-omnia-ibrahim-lianet-magrans'],
  // Names in both scripts, handles, accents.
  ['real', '黃竣陽', 'person', 'ken-huang'],
  ['real', '黄竣阳', 'person', 'ken-huang'],
  ['real', 'ken huang', 'person', 'ken-huang'],
  ['real', 'Mickael', 'person', 'mickael-maison'],
  ['real', 'chia-ping', 'person', 'chia-ping-tsai'],
  ['real', 'josé', 'person', 'jose-armando-garcia-sancio'],
  ['real', 'jose', 'person', 'jose-armando-garcia-sancio'],
  ['dev', 'ozzie-k', 'person', 'ozzie-k'],
  ['dev', 'Hélène', 'person', 'helene-marchetti'],
  ['dev', 'wisniewska', 'person', 'zofia-wisniewska-lamb'],
  // Weeks, by id or by a day in them.
  ['real', '2026-W20', 'week', '2026-W20'],
  ['real', '2026-05-13', 'week', '2026-W20'],
  ['dev', '2026-06-10', 'week', '2026-W24'],
  ['dev', '2026-W24', 'week', '2026-W24'],
]

describe('search quality: what must come first', () => {
  const search = { real: searchOf(realDataset()), dev: searchOf(goldDevDataset()) }
  it.each(TABLE)('%s: "%s" → %s %s first', async (corpus, query, kind, first) => {
    expect((await search[corpus](query))[kind][0]?.target).toBe(first)
  })

  it('"diskless" finds KIP-1163 among the KIPs too', async () => {
    expect((await search.real('diskless')).kip.map((h) => h.target)).toContain('1163')
  })

  it('a day is only its own week, and no word of a KIP number is another (KIP-11 is not KIP-1150)', async () => {
    expect((await search.dev('2026-06-10')).week.map((h) => h.target)).toEqual(['2026-W24'])
    expect((await search.real('11')).kip.map((h) => h.target)).not.toContain('1150')
  })

  it('nothing for a query of nothing, or of words no text has', async () => {
    const none = { kip: [], thread: [], person: [], week: [] }
    expect(await search.real('   ')).toEqual(none)
    expect(await search.real('zzqqxx')).toEqual(none)
  })

  it('a result shows its title in each language', async () => {
    const { kip, thread } = await search.real('1327')
    expect(kip[0]?.label.en).toMatch(/^KIP-1327 \S/)
    expect(thread.find((h) => h.target === '2026-W20-kip-1327')?.label.en).toMatch(/^KIP-1327/)
  })
})

describe('what the results say of themselves', () => {
  it('counts everything found, beyond the results shown', async () => {
    const outcome = await outcomeOf(goldDevDataset(), 2)('KIP-1327')
    expect(outcome.hits.thread).toHaveLength(2)
    expect(outcome.totals.thread).toBeGreaterThan(2)
  })

  it('shows a person the query names before KIPs and threads', async () => {
    const outcome = await outcomeOf(realDataset())('Ken Huang')
    expect(outcome.order[0]).toBe('person')
    expect((await outcomeOf(realDataset())('diskless')).order[0]).toBe('kip')
  })

  it('shows the week a query names first', async () => {
    expect((await outcomeOf(realDataset())('2026-W20')).order[0]).toBe('week')
  })
})

describe('the terms of a text', () => {
  it.each([
    ['KIP-1150 Diskless', ['1150', 'diskless']],
    ['kip 1150, KIP1150, KIP #1150, skip 3', ['1150', '1150', '1150', 'skip', '3']],
    ['the KIPs', ['the', 'kips']],
    ['无盘主题', ['无盘', '盘主', '主题']],
    ['黃竣陽', ['黄竣', '竣阳']],
    ['盘', ['盘']],
    ['Ｋafka José', ['kafka', 'jose']],
    ['KIP-1327（默认值）', ['1327', '默认', '认值']],
  ])('%s → %j', (text, terms) => {
    expect(searchTerms(text)).toEqual(terms)
  })
})

describe('highlight', () => {
  it('marks what the query matches, in any case or script', () => {
    expect(highlight('KIP-1150 Diskless Topics', 'diskless')).toEqual([
      ['KIP-1150 ', false],
      ['Diskless', true],
      [' Topics', false],
    ])
    expect(highlight('黃竣陽', '黄竣阳')).toEqual([['黃竣陽', true]])
    // A number only whole, a Latin word from its start, whole unless it is being typed.
    expect(highlight('KIP-1247 by Person 1', 'person 1')).toEqual([
      ['KIP-1247 by ', false],
      ['Person', true],
      [' ', false],
      ['1', true],
    ])
    expect(highlight('Diskless topics', 'diskl')).toEqual([
      ['Diskl', true],
      ['ess topics', false],
    ])
    expect(highlight('undiskless', 'diskless')).toEqual([['undiskless', false]])
    // A character that folds to several ("…" to "...") keeps the places of the others.
    expect(highlight('…diskless……', 'diskless')).toEqual([
      ['…', false],
      ['diskless', true],
      ['……', false],
    ])
  })
})
