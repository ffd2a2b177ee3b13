import * as v from 'valibot'
import type { KipWikiState, Localized, ThreadStatus } from './dataset'
import { isoWeekId } from './iso-week'

/**
 * What a reader follows, kept in their browser (no account): KIPs and people. Normalised: each
 * once, KIPs ascending, people in id order, so that equal lists are equal values (and files).
 */
export interface Following {
  kips: number[]
  people: string[]
}

export const NO_FOLLOWING: Following = { kips: [], people: [] }

/** Something one can follow: a KIP (by number) or a person (by id). */
export type Followable = { kip: number } | { person: string }

/** As many of each as a list may hold: a file or a stored value beyond this is not a list of ours. */
const MAX_FOLLOWED = 1000

/** A KIP number as the digests and the wiki write them: 1 to 999999. */
const isKipNumber = (kip: number) => Number.isInteger(kip) && kip > 0 && kip < 1_000_000

/**
 * The shape of a person id as the site makes them (people.ts personId): "jun-rao", "黃竣陽"; never
 * "Jun Rao" or "../x". Checked by its shape: a list names people by the ids the site gave them,
 * whichever spelling they were written with.
 */
const PERSON_ID = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u
const isPersonId = (id: string) => id.length <= 100 && id === id.toLowerCase() && PERSON_ID.test(id)

// The shapes by valibot; the values by the checks above.
const kipsSchema = v.array(v.number())
const peopleSchema = v.array(v.string())
const kipsOk = (kips: number[]) => kips.length <= MAX_FOLLOWED && kips.every(isKipNumber)
const peopleOk = (people: string[]) => people.length <= MAX_FOLLOWED && people.every(isPersonId)

/** Each once, KIPs ascending, people in id order: normalize({kips: [2, 1, 2], people: []}) → {kips: [1, 2], …}. */
export function normalize(list: Following): Following {
  return {
    kips: [...new Set(list.kips)].sort((a, b) => a - b),
    people: [...new Set(list.people)].sort(),
  }
}

export function isFollowed(list: Following, item: Followable): boolean {
  return 'kip' in item ? list.kips.includes(item.kip) : list.people.includes(item.person)
}

/** Followed ↔ not followed: toggle({kips: [1327], people: []}, {kip: 1327}) → {kips: [], people: []}. */
export function toggle(list: Following, item: Followable): Following {
  const followed = isFollowed(list, item)
  if ('kip' in item) {
    const kips = followed ? list.kips.filter((k) => k !== item.kip) : [...list.kips, item.kip]
    return normalize({ ...list, kips })
  }
  const people = followed
    ? list.people.filter((p) => p !== item.person)
    : [...list.people, item.person]
  return normalize({ ...list, people })
}

/** Both lists in one: merge({kips: [1]}, {kips: [2]}) → {kips: [1, 2]}. */
export function merge(a: Following, b: Following): Following {
  return normalize({ kips: [...a.kips, ...b.kips], people: [...a.people, ...b.people] })
}

/** What `b` adds to `a`: added({kips: [1]}, {kips: [1, 2]}) → {kips: [2], people: []}. */
export function added(a: Following, b: Following): Following {
  return normalize({
    kips: b.kips.filter((k) => !a.kips.includes(k)),
    people: b.people.filter((p) => !a.people.includes(p)),
  })
}

export const isEmpty = (list: Following) => list.kips.length === 0 && list.people.length === 0

/**
 * The list as the browser keeps it (browser-store.ts), or null when what is kept is not one (an
 * older shape, a hand edit): then it is as if nothing were kept.
 */
export function parseStored(raw: unknown): Following | null {
  const result = v.safeParse(v.strictObject({ kips: kipsSchema, people: peopleSchema }), raw)
  return result.success && kipsOk(result.output.kips) && peopleOk(result.output.people)
    ? normalize(result.output)
    : null
}

/**
 * The list a share link gives (its `kip` and `person`, as src/url/search-params.ts read them), and
 * the names in it that are no person's id, left out: sharedList([1327], ["jun-rao", "Jun Rao"])
 * → {list: {kips: [1327], people: ["jun-rao"]}, ignored: ["Jun Rao"]}.
 */
export function sharedList(
  kips: readonly number[],
  people: readonly string[],
): { list: Following; ignored: string[] } {
  return {
    list: normalize({ kips: kips.filter(isKipNumber), people: people.filter(isPersonId) }),
    ignored: people.filter((p) => !isPersonId(p)),
  }
}

/** The exported file: a marker saying what it is, and its version, then the list. */
const FOLLOWING_FORMAT = 'kafka-digest-following'
const FOLLOWING_VERSION = 1

/** The file's text: {"format": "kafka-digest-following", "version": 1, "kips": [...], "people": [...]}. */
export function writeFollowingFile(list: Following): string {
  const { kips, people } = normalize(list)
  return `${JSON.stringify({ format: FOLLOWING_FORMAT, version: FOLLOWING_VERSION, kips, people }, null, 2)}\n`
}

/** Why a file is not a list: not JSON, not ours, a version we do not read, a bad KIP or person. */
export type FollowingFileProblem =
  | { problem: 'json' }
  | { problem: 'format' }
  | { problem: 'version'; version: string }
  | { problem: 'kips' }
  | { problem: 'people' }

/** Any JSON object: its fields are read one by one, so that each problem gets its own message. */
const fileShape = v.record(v.string(), v.unknown())

/**
 * A file's text → the list, or what is wrong with it (each with its own message in the view).
 * readFollowingFile('{"format":"kafka-digest-following","version":1,"kips":[1327],"people":[]}')
 *   → {ok: true, list: {kips: [1327], people: []}}; readFollowingFile("x") → {ok: false, problem: "json"}.
 */
export function readFollowingFile(
  text: string,
): { ok: true; list: Following } | ({ ok: false } & FollowingFileProblem) {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, problem: 'json' }
  }
  const file = v.safeParse(fileShape, raw)
  if (!file.success || file.output.format !== FOLLOWING_FORMAT)
    return { ok: false, problem: 'format' }
  const { version, kips, people } = file.output
  if (version !== FOLLOWING_VERSION)
    return { ok: false, problem: 'version', version: String(version).slice(0, 20) }
  const k = v.safeParse(kipsSchema, kips)
  if (!k.success || !kipsOk(k.output)) return { ok: false, problem: 'kips' }
  const p = v.safeParse(peopleSchema, people)
  if (!p.success || !peopleOk(p.output)) return { ok: false, problem: 'people' }
  return { ok: true, list: normalize({ kips: k.output, people: p.output }) }
}

/** What the events are made from: threads.json's cards and kip-catalog.json's state changes. */
export interface ThreadFacts {
  id: string
  week: string
  title: Localized
  kips: readonly number[]
  participants: readonly string[]
  status: ThreadStatus
}
export interface KipStateChanges {
  kip: number
  changes: readonly { date: string; state: KipWikiState }[]
}

/** A thread on a followed KIP or with a followed person: which of those it concerns. */
interface ThreadEvent {
  kind: 'thread'
  week: string
  thread: string
  title: Localized
  status: ThreadStatus
  kips: number[]
  people: string[]
}
/** A followed KIP's state changed on the wiki (dated), in the week of that day. */
interface WikiEvent {
  kind: 'wiki'
  week: string
  date: string
  kip: number
  state: KipWikiState
}
export type FollowedEvent = ThreadEvent | WikiEvent

/**
 * What changed for a list, newest week first: in a week, the wiki's changes (latest day first),
 * then the threads in digest order (the order of `threads`, oldest week first as threads.json is).
 * followedEvents({kips: [1327], people: []}, threads, catalog) → [{kind: "wiki", week: "2026-W26",
 * kip: 1327, state: "accepted", …}, {kind: "thread", week: "2026-W20", thread: "2026-W20-kip-1327", kips: [1327], …}].
 */
export function followedEvents(
  list: Following,
  threads: readonly ThreadFacts[],
  catalog: readonly KipStateChanges[],
): FollowedEvent[] {
  const kips = new Set(list.kips)
  const people = new Set(list.people)
  const events: { event: FollowedEvent; order: number }[] = []
  threads.forEach((t, order) => {
    const onKips = t.kips.filter((k) => kips.has(k))
    const withPeople = t.participants.filter((p) => people.has(p))
    if (onKips.length === 0 && withPeople.length === 0) return
    events.push({
      order,
      event: {
        kind: 'thread',
        week: t.week,
        thread: t.id,
        title: t.title,
        status: t.status,
        kips: [...new Set(onKips)].sort((a, b) => a - b),
        people: [...new Set(withPeople)].sort(),
      },
    })
  })
  for (const row of catalog) {
    if (!kips.has(row.kip)) continue
    for (const change of row.changes)
      events.push({
        order: -1,
        event: {
          kind: 'wiki',
          week: isoWeekId(change.date),
          date: change.date,
          kip: row.kip,
          state: change.state,
        },
      })
  }
  return events
    .sort((a, b) => {
      if (a.event.week !== b.event.week) return a.event.week < b.event.week ? 1 : -1
      if (a.event.kind === 'wiki' && b.event.kind === 'wiki')
        return b.event.date.localeCompare(a.event.date)
      if (a.event.kind !== b.event.kind) return a.event.kind === 'wiki' ? -1 : 1
      return a.order - b.order
    })
    .map((e) => e.event)
}

/** Events (newest first) in runs of one week: [{week: "2026-W21", events: [...]}, {week: "2026-W20", …}]. */
export function byWeek(
  events: readonly FollowedEvent[],
): { week: string; events: FollowedEvent[] }[] {
  const weeks: { week: string; events: FollowedEvent[] }[] = []
  for (const event of events) {
    const last = weeks.at(-1)
    if (last?.week === event.week) last.events.push(event)
    else weeks.push({ week: event.week, events: [event] })
  }
  return weeks
}
