/**
 * KIP facts from the wiki (data/kips.json, copied from the KIP catalog by `npm run kip-facts`),
 * narrowed to the fields of KipFact. Tolerant of extra fields, strict about types: a value of the
 * wrong type becomes null rather than leaking into the public data.
 */
import { KIP_WIKI_STATES, type KipFact, type KipWikiState } from './dataset'

/** The first day the wiki state history covers (see data/kips.json, historySource). */
export const KIP_HISTORY_START = '2026-01-01'

export interface RawStateChange {
  date: string
  state: string
}

/** One catalog entry as the KIP catalog writes it, optionally with its state history. */
export interface RawKipEntry {
  kip: number
  title?: string | null
  state?: string | null
  url?: string | null
  author?: string | null
  created?: string | null
  modified?: string | null
  discussionThread?: string | null
  voteThread?: string | null
  jira?: string | null
  stateHistory?: RawStateChange[]
  history?: RawStateChange[]
  [extra: string]: unknown
}

/** The `kipFacts` input of buildDataset: catalog entries, with history inline or by KIP number. */
export interface KipFactsInput {
  asOf: string | null
  source: string | null
  kips: RawKipEntry[]
  /** kip-state-history.json's shape: { "1327": [{ date, state }] }. */
  history?: Record<string, RawStateChange[]>
}

/** A wiki state, or "unknown": wikiState("Accepted") → "accepted"; wikiState("odd") → "unknown". */
function wikiState(raw: unknown): KipWikiState {
  const s = typeof raw === 'string' ? raw.trim().toLowerCase() : ''
  return (KIP_WIKI_STATES as readonly string[]).includes(s) ? (s as KipWikiState) : 'unknown'
}

/** A string that says something, else null: textOrNull("") → null; textOrNull(3) → null. */
export const textOrNull = (v: unknown): string | null =>
  typeof v === 'string' && v !== '' ? v : null

/**
 * KipFact of a catalog entry.
 * toKipFact({ kip: 1327, title: "KIP-1327 - …", state: "accepted", modified: "…" }) →
 *   { kip: 1327, title: "KIP-1327 - …", state: "accepted", url: null, …, stateHistory: [] }.
 */
export function toKipFact(entry: RawKipEntry, history?: RawStateChange[]): KipFact {
  const changes = history ?? entry.stateHistory ?? entry.history ?? []
  return {
    kip: entry.kip,
    title: textOrNull(entry.title) ?? '',
    state: wikiState(entry.state),
    url: textOrNull(entry.url),
    author: textOrNull(entry.author),
    created: textOrNull(entry.created),
    modified: textOrNull(entry.modified),
    discussionThread: textOrNull(entry.discussionThread),
    voteThread: textOrNull(entry.voteThread),
    jira: textOrNull(entry.jira),
    stateHistory: [...changes]
      .map((c) => ({ date: c.date, state: wikiState(c.state) }))
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
  }
}

/**
 * Facts for every KIP of the catalog, sorted by number (the first entry of a number counts), and
 * the KIPs the digests mention that it lacks, so that they are said, never silently dropped.
 * catalogFacts(input, [1327, 9999]) → { kips: [fact of 1, …, fact of 1327, …], missing: [9999] }.
 */
export function catalogFacts(
  input: KipFactsInput,
  mentioned: readonly number[],
): { kips: KipFact[]; missing: number[] } {
  const byKip = new Map<number, RawKipEntry>()
  for (const e of input.kips) if (!byKip.has(e.kip)) byKip.set(e.kip, e)
  return {
    kips: [...byKip.keys()]
      .sort((a, b) => a - b)
      .map((n) => toKipFact(byKip.get(n)!, input.history?.[String(n)])),
    missing: [...new Set(mentioned)].sort((a, b) => a - b).filter((n) => !byKip.has(n)),
  }
}

/**
 * A KIP's official title without the wiki's "KIP-N - " prefix, or null when the wiki has none.
 * kipTitle("KIP-1327 - Prevent data loss …", 1327) → "Prevent data loss …";
 * kipTitle("KIP-36 Rack aware replica assignment", 36) → "Rack aware replica assignment".
 */
export function kipTitle(raw: string | null | undefined, kip: number): string | null {
  if (!raw) return null
  // The wiki writes "KIP-1327 - …", "KIP-1327: …" and, on old pages, "KIP-36 …".
  return (
    raw.replace(new RegExp(`^\\s*KIP[-\\s]*${kip}(?!\\d)\\s*[-:–—]?\\s*`, 'i'), '').trim() || raw
  )
}

/**
 * The wiki state in force on `date`: the last change on or before it. Outside the recorded
 * history ([KIP_HISTORY_START, asOf]), or before the KIP's first recorded state, it is "unknown".
 * wikiStateOn(fact of 1327, "2026-05-17", "2026-08-22") → "under discussion";
 * wikiStateOn(fact, "2025-12-28", "2026-08-22") → "unknown".
 */
export function wikiStateOn(
  fact: Pick<KipFact, 'stateHistory'> | undefined,
  date: string,
  asOf: string | null,
): KipWikiState {
  if (!fact || date < KIP_HISTORY_START || !asOf || date > asOf) return 'unknown'
  let state: KipWikiState = 'unknown'
  for (const change of fact.stateHistory) if (change.date <= date) state = change.state
  return state
}

/**
 * The wiki state changes the history records: every entry but a first one on KIP_HISTORY_START,
 * which is the state the KIP had on that day, not a change. A KIP created later in 2026 has its
 * first state as a change ("became under discussion").
 * wikiStateChanges({ stateHistory: [{ 2026-01-01 under discussion }, { 2026-03-03 accepted }] })
 *   → [{ date: "2026-03-03", state: "accepted" }].
 */
export function wikiStateChanges(fact: Pick<KipFact, 'stateHistory'>): KipFact['stateHistory'] {
  return fact.stateHistory.filter((c, i) => i > 0 || c.date !== KIP_HISTORY_START)
}

/**
 * What the wiki said of a KIP before its page stopped showing a state: the state, the day it
 * began, and the day the page stopped showing it (null where the history records no such day).
 */
export interface LastWikiState {
  state: KipWikiState
  from: string
  until: string | null
}

/**
 * The last state the wiki gave a KIP whose page shows none now, so that "no state" never hides an
 * acceptance; null while the page shows one, or where the recorded history holds none.
 * lastWikiStateGiven(fact of 1327) → { state: "accepted", from: "2026-06-12", until: "2026-07-29" }.
 */
export function lastWikiStateGiven(
  fact: Pick<KipFact, 'state' | 'stateHistory'>,
): LastWikiState | null {
  if (fact.state !== 'unknown') return null
  const history = fact.stateHistory
  const last = history.findLastIndex((c) => c.state !== 'unknown')
  if (last < 0) return null
  const state = history[last]!.state
  let first = last
  while (first > 0 && history[first - 1]!.state === state) first--
  return { state, from: history[first]!.date, until: history[last + 1]?.date ?? null }
}

/**
 * `{ lastGiven }` for a KIP whose wiki page shows no state now and gave one before, else nothing:
 * the files carry the field for the few KIPs it concerns, not a null on every other.
 */
export function lastGivenOf(fact: KipFact | undefined): { lastGiven?: LastWikiState } {
  const lastGiven = fact && lastWikiStateGiven(fact)
  return lastGiven ? { lastGiven } : {}
}

/**
 * The stretches of the recorded history ([KIP_HISTORY_START or the first record, asOf]) in each
 * state, with their length in days, for a drawn timeline.
 * wikiStateSpans([{ 2026-01-01 under discussion }, { 2026-03-03 accepted }], "2026-08-22") →
 *   [{ state: "under discussion", from: "2026-01-01", to: "2026-03-03", days: 61 },
 *    { state: "accepted", from: "2026-03-03", to: "2026-08-22", days: 172 }].
 */
export function wikiStateSpans(
  history: KipFact['stateHistory'],
  asOf: string,
): { state: KipWikiState; from: string; to: string; days: number }[] {
  return history
    .filter((c) => c.date <= asOf)
    .map((c, i, all) => {
      const to = all[i + 1]?.date ?? asOf
      return {
        state: c.state,
        from: c.date,
        to,
        days: (Date.parse(to) - Date.parse(c.date)) / 86_400_000,
      }
    })
}
