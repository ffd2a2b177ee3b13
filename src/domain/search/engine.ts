import MiniSearch, { type AsPlainObject } from 'minisearch'
import type { DataIndex } from '../files/schemas'
import type { Lang, Localized } from '../dataset'
import {
  FIELD_BOOST,
  kipTitleGroup,
  matchesAsPrefix,
  SEARCH_FIELDS,
  shardOf,
  type SearchManifest,
} from './shards'
import { matchWords } from './matches'
import { foldText, searchTerms } from './terms'
import { weekOfThread } from '../thread-ids'

/**
 * One search over everything the dashboard knows: threads (every text, both languages), every KIP
 * of the catalogue (number and title), people (names and aliases) and weeks (by id, or a day in
 * them). KIPs and threads are in the index the build cut into shards (domain/search/shards.ts):
 * a query loads the shards of its words, searches each with MiniSearch and keeps the documents
 * that match every word. People and weeks are searched in the index file every page has.
 */

const RESULT_KINDS = ['kip', 'thread', 'person', 'week'] as const
export type ResultKind = (typeof RESULT_KINDS)[number]

type Shard = MiniSearch<unknown>

/** Where the index's parts come from: the browser's loader keeps each once it has it. */
export interface IndexSource {
  manifest: SearchManifest
  /** A shard's index, or a stop word's. */
  load(part: 'shard' | 'stop', name: string): Promise<Shard>
}

/** A shard's index, from its file. */
export function openShard(json: AsPlainObject): Shard {
  return MiniSearch.loadJS(json, { fields: [...SEARCH_FIELDS] })
}

/**
 * The KIPs and threads that match every word of the query, with their scores, best first: a KIP
 * by its number, a thread by its id. A stop word counts only in a query of nothing else (and the
 * word being typed finds the stop words it begins only then).
 */
export async function searchIndex(
  source: IndexSource,
  query: string,
): Promise<[id: number | string, score: number][]> {
  const terms = [...new Set(searchTerms(query))]
  if (terms.length === 0) return []
  const { manifest } = source
  const stop = new Set(manifest.stop)
  const shards = new Set(manifest.shards)
  const content = terms.filter((term) => !stop.has(term))
  const words = content.length > 0 ? content : terms
  const last = terms.at(-1)!
  const perWord = await Promise.all(
    words.map(async (term) => {
      const prefix = term === last && matchesAsPrefix(term)
      const parts: Promise<Shard>[] = []
      if (!stop.has(term) && shards.has(shardOf(term)))
        parts.push(source.load('shard', shardOf(term)))
      // A stop word counts in a query of nothing else, the word being typed aside.
      if (content.every((other) => other === term))
        for (const word of manifest.stop)
          if (word === term || (prefix && word.startsWith(term)))
            parts.push(source.load('stop', word))
      const scores = new Map<number | string, number>()
      for (const shard of await Promise.all(parts))
        for (const hit of shard.search(term, { ...TERM_SEARCH, prefix }))
          scores.set(
            hit.id as number | string,
            (scores.get(hit.id as number | string) ?? 0) + hit.score,
          )
      return scores
    }),
  )
  // Every word must match: the first word's documents that the others have too, scores summed.
  const [first, ...others] = perWord.sort((a, b) => a.size - b.size)
  const matches: [number | string, number][] = []
  for (const [id, score] of first!) {
    let total = score
    for (const scores of others) {
      const more = scores.get(id)
      if (more === undefined) {
        total = -1
        break
      }
      total += more
    }
    if (total >= 0) matches.push([id, total])
  }
  return matches.sort(([idA, a], [idB, b]) => b - a || newestFirst(idA, idB))
}

/** Of two documents alike, the newer: a higher KIP number, a later thread (its id begins with its week). */
const newestFirst = (a: number | string, b: number | string) =>
  typeof a === 'number' && typeof b === 'number' ? b - a : String(b).localeCompare(String(a))

/** One term, as the index has it already (folded, split): what each shard is asked. */
const TERM_SEARCH = {
  boost: FIELD_BOOST,
  tokenize: (term: string) => [term],
  processTerm: (term: string) => term,
}

/** The ids of the threads a query finds (every one, not only the best): the timeline's filter. */
export async function matchingThreads(
  source: IndexSource,
  query: string,
): Promise<ReadonlySet<string>> {
  const found = await searchIndex(source, query)
  return new Set(found.flatMap(([id]) => (typeof id === 'string' ? [id] : [])))
}

/** The KIPs a query finds (every one, not only the best): the KIP list's text filter. */
export async function matchingKips(
  source: IndexSource,
  query: string,
): Promise<ReadonlySet<number>> {
  const found = await searchIndex(source, query)
  return new Set(found.flatMap(([id]) => (typeof id === 'number' ? [id] : [])))
}

export interface SearchHit {
  /** The address part after the kind: a KIP number, a thread, person or week id. */
  target: string
  kind: ResultKind
  label: Record<Lang, string>
}

/** The titles a hit shows, loaded for the hits shown only. */
export interface TitleSource {
  /** The titles of the KIPs of a group of ten (kipTitleGroup). */
  kips(group: number): Promise<Readonly<Record<string, string>>>
  /** The titles of a week's threads, by id. */
  threads(week: string): Promise<Readonly<Record<string, Localized>>>
}

type LocalDoc = {
  id: string
  kind: 'person' | 'week'
  label: Record<Lang, string>
  key: string
  title: string
}

/** The people and weeks of the index file, searched where they are: a few hundred names and dates. */
export function localEngine(index: Pick<DataIndex, 'weeks' | 'people'>) {
  const engine = new MiniSearch<LocalDoc>({
    fields: ['key', 'title'],
    storeFields: ['kind', 'label'],
    tokenize: searchTerms,
    processTerm: (term) => term,
    searchOptions: {
      combineWith: 'AND',
      boost: FIELD_BOOST,
      prefix: (term, i, terms) => i === terms.length - 1 && matchesAsPrefix(term),
    },
  })
  engine.addAll([
    ...index.people.map((person): LocalDoc => ({
      id: `person:${person.id}`,
      kind: 'person',
      label: { zh: person.name, en: person.name },
      key: '',
      title: [person.name, ...person.aliases, person.id].join(' '),
    })),
    ...index.weeks.map((week): LocalDoc => ({
      id: `week:${week.id}`,
      kind: 'week',
      label: weekHit(week).label,
      key: week.id,
      title: '',
    })),
  ])
  return engine
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const WEEK_ID = /^\d{4}-W\d{2}$/i

export interface SearchOutcome {
  /** Best first, at most `limit` of each kind. */
  hits: Record<ResultKind, SearchHit[]>
  /** How many of each kind were found in all. */
  totals: Record<ResultKind, number>
  /** The kinds in the order to show them: what the query names exactly first. */
  order: ResultKind[]
}

/** A text as its words, for comparing names: "Person  138" → "person 138". */
const asWords = (text: string) =>
  foldText(text)
    .split(/[\s\p{P}]+/u)
    .filter(Boolean)
    .join(' ')

/**
 * The kinds in the order to show them: KIPs, threads, people, weeks, but a person whose name is
 * the query, or a week the query names, first ("Person 138" is a person before KIP-138).
 */
function kindOrder(query: string, hits: Record<ResultKind, SearchHit[]>): ResultKind[] {
  const words = asWords(query)
  const first: ResultKind[] = []
  if (hits.person.some((hit) => asWords(hit.label.en) === words)) first.push('person')
  if (hits.week.length > 0 && (DAY.test(query.trim()) || WEEK_ID.test(query.trim())))
    first.push('week')
  return [...first, ...RESULT_KINDS.filter((kind) => !first.includes(kind))]
}

/** The query's hits by kind, best first, at most `limit` of each, with what each shows. */
export async function searchEverything(
  sources: {
    index: IndexSource
    titles: TitleSource
    local: ReturnType<typeof localEngine>
    weeks: Pick<DataIndex, 'weeks'>['weeks']
  },
  query: string,
  limit = 6,
): Promise<SearchOutcome> {
  const out: Record<ResultKind, SearchHit[]> = { kip: [], thread: [], person: [], week: [] }
  const totals: Record<ResultKind, number> = { kip: 0, thread: 0, person: 0, week: 0 }
  const outcome = (): SearchOutcome => ({ hits: out, totals, order: kindOrder(q, out) })
  const q = query.trim()
  if (!q) return outcome()
  // A day is the week it falls in (a week's days are no words to match one by one).
  if (DAY.test(q)) {
    const week = sources.weeks.find((w) => w.start <= q && q <= w.end)
    if (week) out.week.push(weekHit(week))
    totals.week = out.week.length
    return outcome()
  }
  for (const result of sources.local.search(q)) {
    const kind = result.kind as 'person' | 'week'
    totals[kind]++
    if (out[kind].length < limit)
      out[kind].push({
        target: String(result.id).slice(kind.length + 1),
        kind,
        label: result.label as Record<Lang, string>,
      })
  }
  const found = await searchIndex(sources.index, q)
  const allKips = found.flatMap(([id]) => (typeof id === 'number' ? [id] : []))
  const allThreads = found.flatMap(([id]) => (typeof id === 'string' ? [id] : []))
  totals.kip = allKips.length
  totals.thread = allThreads.length
  const kips = allKips.slice(0, limit)
  const threads = allThreads.slice(0, limit)
  const [kipTitles, threadTitles] = await Promise.all([
    Promise.all([...new Set(kips.map(kipTitleGroup))].map((g) => sources.titles.kips(g))),
    Promise.all(
      [...new Set(threads.flatMap((id) => weekOfThread(id) ?? []))].map((w) =>
        sources.titles.threads(w),
      ),
    ),
  ])
  const kipTitle = Object.assign({}, ...kipTitles) as Record<string, string>
  const threadTitle = Object.assign({}, ...threadTitles) as Record<string, Localized>
  out.kip = kips.map((kip) => {
    const title = `KIP-${kip}${kipTitle[kip] ? ` ${kipTitle[kip]}` : ''}`
    return { target: String(kip), kind: 'kip', label: { zh: title, en: title } }
  })
  out.thread = threads.map((id) => {
    const title = threadTitle[id] ?? { zh: id }
    return { target: id, kind: 'thread', label: { zh: title.zh, en: title.en ?? title.zh } }
  })
  return outcome()
}

const weekHit = (week: Pick<DataIndex, 'weeks'>['weeks'][number]): SearchHit => ({
  target: week.id,
  kind: 'week',
  label: {
    zh: `${week.id} · ${week.start} – ${week.end}`,
    en: `${week.id} · ${week.start} – ${week.end}`,
  },
})

/**
 * The parts of a shown text that the query's words match, for <mark>: folding keeps a text's
 * length (one character for one), so places in the folded text are places in the text.
 * highlight("KIP-1150 Diskless Topics", "diskless") → [["KIP-1150 ", false], ["Diskless", true], [" Topics", false]].
 */
export function highlight(text: string, query: string): [string, boolean][] {
  const marked = new Array<boolean>(text.length).fill(false)
  for (const { at, length } of matchWords(text, query)) marked.fill(true, at, at + length)
  const parts: [string, boolean][] = []
  for (let i = 0; i < text.length; i++) {
    const last = parts.at(-1)
    if (last && last[1] === marked[i]) last[0] += text[i]
    else parts.push([text[i]!, marked[i]!])
  }
  return parts.length > 0 ? parts : [[text, false]]
}
