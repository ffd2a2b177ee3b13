import MiniSearch from 'minisearch'
import type { KipCatalogRow } from '../../domain/kip-catalog'
import type { DataIndex, ThreadCard } from '../../domain/files/schemas'
import type { Lang } from '../../domain/dataset'
import { foldText, searchTerms } from '../../domain/search-terms'

/**
 * One search over everything the dashboard knows: threads (every text, both languages), every KIP
 * of the catalogue (number and title), people (names and aliases) and weeks (by id, or a day in
 * them). A MiniSearch index (in memory, built from the files the app loads) with the two-script
 * tokenizer of domain/search-terms.ts; a KIP number finds the KIP first.
 */

export const RESULT_KINDS = ['kip', 'thread', 'person', 'week'] as const
export type ResultKind = (typeof RESULT_KINDS)[number]

interface SearchDoc {
  /** "kip:1150", "thread:2026-W20-kip-1327", "person:ken-huang", "week:2026-W20". */
  id: string
  kind: ResultKind
  /** What the result shows, per language (a thread's title is in both). */
  label: Record<Lang, string>
  /** Words that name it exactly, ranked above everything else: a KIP's number, a week's id. */
  key: string
  /** Its title (both languages), ranked above the rest of its text. */
  title: string
  text: string
}

export interface SearchSources {
  index: Pick<DataIndex, 'weeks' | 'people'>
  cards: readonly Pick<ThreadCard, 'id' | 'week' | 'title'>[]
  /** Every thread's text, both languages, by id (search.json). */
  threadText: ReadonlyMap<string, string>
  catalog: readonly Pick<KipCatalogRow, 'kip' | 'title'>[]
}

const both = (s: string) => ({ zh: s, en: s })

/** A thread's document: its title in both languages, and all its text (search.json). */
function threadDocs(cards: SearchSources['cards'], threadText: SearchSources['threadText']) {
  return cards.map((card): SearchDoc => {
    const label = { zh: card.title.zh, en: card.title.en ?? card.title.zh }
    return {
      id: `thread:${card.id}`,
      kind: 'thread',
      label,
      key: '',
      title: `${label.zh} ${label.en}`,
      text: threadText.get(card.id) ?? '',
    }
  })
}

/** The documents of the index, from the files the app has. */
export function searchDocs({ index, cards, threadText, catalog }: SearchSources): SearchDoc[] {
  return [
    ...catalog.map((row): SearchDoc => {
      const title = `KIP-${row.kip}${row.title ? ` ${row.title}` : ''}`
      return {
        id: `kip:${row.kip}`,
        kind: 'kip',
        label: both(title),
        key: String(row.kip),
        title,
        text: '',
      }
    }),
    ...threadDocs(cards, threadText),
    ...index.people.map((person): SearchDoc => ({
      id: `person:${person.id}`,
      kind: 'person',
      label: both(person.name),
      key: '',
      title: [person.name, ...person.aliases].join(' '),
      text: person.id,
    })),
    ...index.weeks.map((week): SearchDoc => ({
      id: `week:${week.id}`,
      kind: 'week',
      label: weekHit(week).label,
      key: week.id,
      title: '',
      text: '',
    })),
  ]
}

export type SearchEngine = MiniSearch<SearchDoc>

export function createSearchEngine(docs: readonly SearchDoc[]): SearchEngine {
  const engine = new MiniSearch<SearchDoc>({
    fields: ['key', 'title', 'text'],
    storeFields: ['kind', 'label'],
    tokenize: searchTerms,
    // The tokenizer has folded every term already.
    processTerm: (term) => term,
    searchOptions: {
      combineWith: 'AND',
      boost: { key: 8, title: 3 },
      // The word being typed is a prefix ("disk" finds "diskless", a lone Chinese character
      // the pairs it begins); numbers and pairs of characters are whole (KIP-11 is not KIP-1150).
      prefix: (term, i, terms) =>
        i === terms.length - 1 && /^(?:[a-z]{2,}|\p{Script=Han})$/u.test(term),
    },
  })
  engine.addAll(docs as SearchDoc[])
  return engine
}

export interface SearchHit {
  /** The address part after the kind: a KIP number, a thread, person or week id. */
  target: string
  kind: ResultKind
  label: Record<Lang, string>
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The query's hits by kind, best first, at most `limit` of each. */
export function searchEverything(
  engine: SearchEngine,
  weeks: SearchSources['index']['weeks'],
  query: string,
  limit = 6,
): Record<ResultKind, SearchHit[]> {
  const out: Record<ResultKind, SearchHit[]> = { kip: [], thread: [], person: [], week: [] }
  const q = query.trim()
  if (!q) return out
  // A day is the week it falls in (a week's days are no words to match one by one).
  if (DAY.test(q)) {
    const week = weeks.find((w) => w.start <= q && q <= w.end)
    if (week) out.week.push(weekHit(week))
    return out
  }
  for (const result of engine.search(q)) {
    const kind = result.kind as ResultKind
    if (out[kind].length >= limit) continue
    out[kind].push({
      target: String(result.id).slice(kind.length + 1),
      kind,
      label: result.label as Record<Lang, string>,
    })
  }
  return out
}

const weekHit = (week: SearchSources['index']['weeks'][number]): SearchHit => ({
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
  const folded = foldText(text)
  const words = foldText(query)
    .split(/[\s\p{P}]+/u)
    .filter((w) => w.length > 0)
  if (folded.length !== text.length || words.length === 0) return [[text, false]]
  const marked = new Array<boolean>(text.length).fill(false)
  for (const word of words)
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length))
      marked.fill(true, at, at + word.length)
  const parts: [string, boolean][] = []
  for (let i = 0; i < text.length; i++) {
    const last = parts.at(-1)
    if (last && last[1] === marked[i]) last[0] += text[i]
    else parts.push([text[i]!, marked[i]!])
  }
  return parts
}

/** The engine of the timeline's text filter: threads only, from the files it has. */
export function threadSearchEngine(
  cards: SearchSources['cards'],
  threadText: SearchSources['threadText'],
): SearchEngine {
  return createSearchEngine(threadDocs(cards, threadText))
}

/** The ids of the threads a query finds (every one, not only the best). */
export function matchingThreads(engine: SearchEngine, query: string): ReadonlySet<string> {
  return new Set(engine.search(query).map((r) => String(r.id).slice('thread:'.length)))
}
