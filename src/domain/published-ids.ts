/**
 * The record of every thread id the site has published (data/published-ids.json, format in
 * docs/data-format.md): like a lockfile, it pins each id to enough of its thread to recognise it,
 * so that a build can neither drop a published id nor point it at another thread without a
 * maintainer saying where it goes now (`redirects`, kept by hand like data/people.json).
 *
 * A recorded thread is recognised in the same week by two of three signs, so that any one of them
 * may change (a typo fixed in the text, a KIP number or a name corrected, a position added) and the
 * thread is still known:
 *   - the same subject KIPs;
 *   - mostly the same people (Jaccard similarity of the participants ≥ SAME_PEOPLE);
 *   - mostly the same text (fingerprints, text-fingerprint.ts, similar ≥ SAME_TEXT).
 * When several threads could be one recorded thread, the likeliest wins (more signs, then more
 * similar text), each thread and each recorded id once: two threads of a week about the same KIP by
 * the same people are told apart by their text.
 */
import type { Thread } from './dataset'
import { idProblem } from './ids'
import { fingerprintSimilarity, textFingerprint } from './text-fingerprint'
import { assignThreadIds, baseThreadId, weekOfThread, type ThreadAbout } from './thread-ids'
import { redirectChain } from './thread-redirects'

/** What a published id meant: enough of its thread to recognise it (see the module comment). */
interface PublishedThread {
  week: string
  subjectKips: number[]
  participants: string[]
  /** Its Chinese title when it was recorded, for the people reading messages; not compared. */
  title: string
  /** textFingerprint of its Chinese texts (summary, positions, conclusion). */
  fingerprint: string
}

/** data/published-ids.json. */
export interface PublishedIds {
  note?: string
  /** Every id published, with what it meant then; added by the build, never rewritten. */
  threads: Record<string, PublishedThread>
  /** Old id → the id it opens now; kept by hand. A redirected id is never given to a thread. */
  redirects: Record<string, string>
}

export const NO_PUBLISHED_IDS: PublishedIds = { threads: {}, redirects: {} }

/** Share of people in common from which two threads have "mostly the same people". */
const SAME_PEOPLE = 0.5
/** Fingerprint similarity from which two threads have "mostly the same text". */
export const SAME_TEXT = 0.5

/** What a thread is recognised by. */
export interface ThreadIdentity extends ThreadAbout {
  fingerprint: string
}

/** A built thread as the record sees it. */
export interface IdentifiedThread extends ThreadIdentity {
  id: string
  week: string
  /** Its Chinese title. */
  title: string
}

/** The identity of a thread: its subject KIPs, its people and the fingerprint of its Chinese texts. */
export function threadIdentity(
  t: Pick<Thread, 'subjectKips' | 'participants' | 'summary' | 'positions' | 'conclusion'>,
): ThreadIdentity {
  const texts = [t.summary.zh, ...t.positions.map((p) => p.text.zh), t.conclusion.zh]
  return {
    subjectKips: t.subjectKips,
    participants: t.participants,
    fingerprint: textFingerprint(texts.join('\n')),
  }
}

const FINGERPRINT = /^(?:[0-9a-f]{8}(?: [0-9a-f]{8})*)?$/
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** What keeps a string from being a thread id, or undefined: idShapeProblem("2026-W20-kip-1") → undefined. */
function idShapeProblem(id: string): string | undefined {
  if (weekOfThread(id) === undefined)
    return 'is not a thread id ("<week>-<slug>", the slug in a-z, 0-9 and "-")'
  return idProblem(id)
}

/**
 * What is wrong with a record read from disk; [] when nothing.
 * checkPublishedIds({ threads: {}, redirects: { "2026-W20-3": "2026-W20-kip-1327" } }) → [];
 * checkPublishedIds({ threads: {}, redirects: { x: 1 } }) → ['redirect "x": …'].
 */
export function checkPublishedIds(value: unknown): string[] {
  if (!isObject(value)) return ['expected an object { "threads": {…}, "redirects": {…} }']
  const problems: string[] = []
  for (const key of Object.keys(value))
    if (!['note', 'threads', 'redirects'].includes(key))
      problems.push(`unknown field "${key}" (expected "note", "threads", "redirects")`)
  if (!isObject(value.threads)) problems.push('expected "threads": { "<id>": {…} }')
  if (!isObject(value.redirects)) problems.push('expected "redirects": { "<old id>": "<new id>" }')
  if (problems.length > 0) return problems
  const threads = value.threads as Record<string, unknown>
  const redirects = value.redirects as Record<string, unknown>
  for (const [id, entry] of Object.entries(threads)) {
    const bad = (what: string) => problems.push(`thread "${id.slice(0, 80)}": ${what}`)
    const shape = idShapeProblem(id)
    if (shape) bad(`the id ${shape}`)
    if (!isObject(entry)) {
      bad('expected { week, subjectKips, participants, title, fingerprint }')
      continue
    }
    if (entry.week !== weekOfThread(id)) bad(`expected "week": "${weekOfThread(id)}"`)
    const kips = entry.subjectKips
    if (!Array.isArray(kips) || !kips.every((k) => Number.isSafeInteger(k) && k > 0))
      bad('expected "subjectKips": [KIP numbers]')
    const people = entry.participants
    if (!Array.isArray(people) || !people.every((p) => typeof p === 'string' && p !== ''))
      bad('expected "participants": [person ids]')
    if (typeof entry.title !== 'string') bad('expected "title": "<text>"')
    if (typeof entry.fingerprint !== 'string' || !FINGERPRINT.test(entry.fingerprint))
      bad('expected "fingerprint": "<8-digit hex values, separated by spaces>"')
    for (const key of Object.keys(entry))
      if (!['week', 'subjectKips', 'participants', 'title', 'fingerprint'].includes(key))
        bad(`unknown field "${key}"`)
  }
  for (const [from, to] of Object.entries(redirects)) {
    const bad = (what: string) => problems.push(`redirect "${from.slice(0, 80)}": ${what}`)
    const shape = idShapeProblem(from)
    if (shape) bad(`the old id ${shape}`)
    if (typeof to !== 'string') bad('expected the new id, a string')
    else if (idShapeProblem(to)) bad(`the new id "${to.slice(0, 80)}" ${idShapeProblem(to)}`)
    else if (to === from) bad('leads to itself')
  }
  return problems
}

/** The record, indexed for one build. */
export interface PublishedIndex {
  record: PublishedIds
  /** Week → its recorded ids and what they meant, in the record's order. */
  byWeek: Map<string, [string, PublishedThread][]>
  /** Ids never given to a thread: those redirected elsewhere. */
  reserved: Set<string>
}

export function indexPublished(record: PublishedIds): PublishedIndex {
  const byWeek = new Map<string, [string, PublishedThread][]>()
  for (const [id, entry] of Object.entries(record.threads)) {
    const list = byWeek.get(entry.week) ?? []
    list.push([id, entry])
    byWeek.set(entry.week, list)
  }
  return { record, byWeek, reserved: new Set(Object.keys(record.redirects)) }
}

function jaccard(a: readonly string[], b: readonly string[]): number {
  const sa = new Set(a)
  const sb = new Set(b)
  const union = new Set([...sa, ...sb]).size
  return union === 0 ? 1 : [...sa].filter((x) => sb.has(x)).length / union
}

const sameKips = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((k, i) => k === b[i])

/** How alike a recorded thread and a thread are: the signs they share (0–3) and text similarity. */
function likeness(entry: PublishedThread, t: ThreadIdentity): { signs: number; text: number } {
  const text = fingerprintSimilarity(entry.fingerprint, t.fingerprint)
  const signs =
    (sameKips(entry.subjectKips, t.subjectKips) ? 1 : 0) +
    (jaccard(entry.participants, t.participants) >= SAME_PEOPLE ? 1 : 0) +
    (text >= SAME_TEXT ? 1 : 0)
  return { signs, text }
}

/**
 * Which recorded id each thread of a week is (thread index → recorded id): the likeliest pairs
 * first (see the module comment), each thread and each recorded id at most once.
 */
function recogniseWeek(
  index: PublishedIndex,
  week: string,
  threads: readonly ThreadIdentity[],
): Map<number, string> {
  const pairs: { id: string; k: number; signs: number; text: number }[] = []
  for (const [id, entry] of index.byWeek.get(week) ?? [])
    threads.forEach((t, k) => {
      const { signs, text } = likeness(entry, t)
      if (signs >= 2) pairs.push({ id, k, signs, text })
    })
  // Ties: the earlier thread, then the smaller id, so that the result never depends on luck.
  pairs.sort(
    (a, b) =>
      b.signs - a.signs || b.text - a.text || a.k - b.k || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
  const recognised = new Map<number, string>()
  const used = new Set<string>()
  for (const p of pairs) {
    if (recognised.has(p.k) || used.has(p.id)) continue
    recognised.set(p.k, p.id)
    used.add(p.id)
  }
  return recognised
}

/**
 * The ids of a week's threads (thread-ids.ts), with the record: a thread recognised as a recorded
 * thread keeps its recorded id, unless that id was redirected or the thread's base id changed (its
 * KIP or first people were corrected: the old id then needs a redirect, see publishedIdProblems).
 * So an alike thread inserted before a published one does not take its id.
 */
export function weekThreadIds(
  index: PublishedIndex,
  week: string,
  threads: readonly ThreadIdentity[],
): string[] {
  const kept = new Map<number, string>()
  for (const [k, id] of recogniseWeek(index, week, threads)) {
    const entry = index.record.threads[id] as PublishedThread
    const thread = threads[k] as ThreadIdentity
    if (!index.reserved.has(id) && baseThreadId(week, entry) === baseThreadId(week, thread))
      kept.set(k, id)
  }
  return assignThreadIds(week, threads, kept, index.reserved)
}

/** A thread for a message: `"KIP-1327: …" (2026-W20; KIP-1327; jun-rao, …)`, after its id if given. */
function describe(t: ThreadAbout & { week: string; title: string }, id?: string): string {
  const kips = t.subjectKips.map((k) => `KIP-${k}`).join(', ') || 'no KIP'
  return `${id ? `"${id}" ` : ''}"${t.title}" (${t.week}; ${kips}; ${t.participants.join(', ')})`
}

/**
 * Every way a build would break a published id, as messages for the maintainer, [] when none:
 * a recorded id that no thread has any more (dropped), one that another thread would have
 * (pointed elsewhere), and redirects that lead to no thread of this build or in a loop. Each says
 * what the id meant, what it would mean now, and what to record in `file`.
 */
export function publishedIdProblems(
  index: PublishedIndex,
  threads: readonly IdentifiedThread[],
  file: string,
): string[] {
  const problems: string[] = []
  const byId = new Map(threads.map((t) => [t.id, t]))
  const byWeek = new Map<string, IdentifiedThread[]>()
  for (const t of threads) byWeek.set(t.week, [...(byWeek.get(t.week) ?? []), t])
  const redirects = index.record.redirects
  const record = (id: string, to: string) =>
    `Record where the id goes now in ${file}: "redirects": { "${id}": "${to}" }`
  // Redirects that lead to a dropped id follow it once that id is redirected: said once, there.
  const dropped = new Set<string>()

  for (const [week, entries] of index.byWeek) {
    const weekThreads = byWeek.get(week) ?? []
    const recognised = new Map(
      [...recogniseWeek(index, week, weekThreads)].map(([k, id]) => [id, weekThreads[k]!]),
    )
    for (const [id, entry] of entries) {
      if (index.reserved.has(id)) continue
      const holder = byId.get(id)
      const same = recognised.get(id)
      if (holder && same === holder) continue
      const meant = `it meant ${describe(entry)}`
      if (holder) {
        problems.push(
          `the published thread id "${id}" would point at another thread: ${meant}; it would ` +
            `now mean ${describe(holder)}. ` +
            (same
              ? `The thread it meant is now ${describe(same, same.id)}. ${record(id, same.id)}`
              : `${record(id, '<the id of the thread it meant, or of the thread that replaces it>')}`) +
            ` (the other thread then gets another id). Or, if it is the thread it meant, rewritten, ` +
            `delete "${id}" from "threads" in ${file}: the build records it again.`,
        )
        continue
      }
      dropped.add(id)
      const nearest = nearestThread(entry, weekThreads)
      problems.push(
        `the published thread id "${id}" would be dropped: ${meant}; no thread of this build ` +
          `has that id. ` +
          (same
            ? `The same thread is now ${describe(same, same.id)}. ${record(id, same.id)}`
            : `No thread of ${week} is recognisably it` +
              (nearest ? `; the likeliest is ${describe(nearest, nearest.id)}` : '') +
              `. If it is gone, ${record(id, nearest?.id ?? '<the thread that replaces it>')}`) +
          '.',
      )
    }
  }

  for (const from of Object.keys(redirects)) {
    const { chain, loop } = redirectChain(from, redirects)
    const to = chain[chain.length - 1] as string
    if (loop)
      problems.push(
        `the redirects of ${file} go round in a loop: ${chain.join(' → ')} → ${chain[0]}`,
      )
    else if (!byId.has(to) && !dropped.has(to))
      problems.push(
        `the redirect "${from}" → "${chain[1]}" in ${file} leads to "${to}", which is not a ` +
          `thread id of this build: point it at one`,
      )
  }
  return problems
}

/** The thread of a week most like a recorded one, if any shares a sign with it (a KIP, people…). */
function nearestThread(
  entry: PublishedThread,
  threads: readonly IdentifiedThread[],
): IdentifiedThread | undefined {
  let best: { t: IdentifiedThread; signs: number; text: number } | undefined
  for (const t of threads) {
    const l = likeness(entry, t)
    if (l.signs > (best?.signs ?? 0) || (best && l.signs === best.signs && l.text > best.text))
      best = { t, ...l }
  }
  return best?.t
}

const byCodeUnit = <T>([a]: [string, T], [b]: [string, T]) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * The record with every id of this build that it does not have yet, ids in code-unit order (so
 * that a new week adds lines to the file and moves none), and the ids added.
 */
export function withNewIds(
  record: PublishedIds,
  threads: readonly IdentifiedThread[],
): { record: PublishedIds; added: string[] } {
  const added = threads.filter((t) => !Object.hasOwn(record.threads, t.id))
  const entries: [string, PublishedThread][] = [
    ...Object.entries(record.threads),
    ...added.map((t): [string, PublishedThread] => [
      t.id,
      {
        week: t.week,
        subjectKips: [...t.subjectKips],
        participants: [...t.participants],
        title: t.title,
        fingerprint: t.fingerprint,
      },
    ]),
  ]
  return {
    record: {
      ...(record.note === undefined ? {} : { note: record.note }),
      threads: Object.fromEntries(entries.sort(byCodeUnit)),
      redirects: Object.fromEntries(Object.entries(record.redirects).sort(byCodeUnit)),
    },
    added: added.map((t) => t.id),
  }
}

/** The redirects as the app needs them: every old id → the thread id it opens now, in one step. */
export function flatRedirects(record: PublishedIds): Record<string, string> {
  return Object.fromEntries(
    Object.keys(record.redirects)
      .sort()
      .map((from) => {
        const { chain } = redirectChain(from, record.redirects)
        return [from, chain[chain.length - 1] as string]
      }),
  )
}
