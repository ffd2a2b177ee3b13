/**
 * Thread ids from what a thread is about, never from its place in the digest: inserting,
 * removing or reordering threads, or fixing a typo in a text, leaves every other thread's id as
 * it was, so that a shared link keeps opening the same thread.
 *
 *   `${week}-${slug}`, the slug from its subject KIPs, else from its first people:
 *   { subjectKips: [1327] }                                   → "2026-W20-kip-1327"
 *   { subjectKips: [1327, 1328] }                             → "2026-W20-kip-1327-1328"
 *   { subjectKips: [], participants: ["jun-rao", "chia-ping-tsai", "ken-huang"] }
 *                                                             → "2026-W20-jun-rao-chia-ping-tsai"
 *   { subjectKips: [], participants: ["黃竣陽"] }              → "2026-W20-thread"
 *   two threads alike in a week                               → "2026-W20-kip-1327", "2026-W20-kip-1327-2"
 *
 * Which of two alike threads is "-2" follows the digest's order, unless the record of published
 * ids (published-ids.ts) says which one already has which id: that one keeps it.
 */
import { idProblem } from './ids'

/** KIPs named in an id: a thread about more is a list (a release, a round-up); three tell it apart. */
const MAX_ID_KIPS = 3
/** People named in an id of a thread about no KIP: two tell most threads of a week apart. */
const MAX_ID_PEOPLE = 2
/** Characters of one person in an id, so that a very long name cannot make a very long URL. */
const MAX_ID_PERSON_CHARS = 40
/** The slug when nothing else gives one (no KIP, no person with a Latin-letter or digit id). */
const NEUTRAL_SLUG = 'thread'

/** What a thread's id is made of. */
export interface ThreadAbout {
  subjectKips: readonly number[]
  /** Person ids, in order of first position. */
  participants: readonly string[]
}

/**
 * The URL-safe ASCII part of a text: NFKD, combining marks removed, lower case, runs of other
 * characters than a–z and 0–9 become "-". Characters without an ASCII letter (Chinese) are dropped.
 * asciiSlug("José García") → "jose-garcia"; asciiSlug("黃竣陽") → ""; asciiSlug("ken-黃") → "ken".
 */
export function asciiSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** At most `max` characters, cut after a whole word when there is one: clip("a-bc-d", 4) → "a-bc". */
function clip(slug: string, max: number): string {
  if (slug.length <= max) return slug
  const cut = slug.slice(0, max + 1)
  const dash = cut.lastIndexOf('-')
  return (dash > 0 ? cut.slice(0, dash) : slug.slice(0, max)).replace(/-+$/, '')
}

/**
 * The slug of a thread, before any suffix: threadSlug({ subjectKips: [1327], participants: [] })
 * → "kip-1327"; threadSlug({ subjectKips: [], participants: ["kevin-wu", "tony-tang"] }) →
 * "kevin-wu-tony-tang".
 */
export function threadSlug(about: ThreadAbout): string {
  if (about.subjectKips.length > 0)
    return `kip-${about.subjectKips.slice(0, MAX_ID_KIPS).join('-')}`
  const people = about.participants
    .map((id) => clip(asciiSlug(id), MAX_ID_PERSON_CHARS))
    .filter((slug) => slug !== '')
    .slice(0, MAX_ID_PEOPLE)
  return people.length > 0 ? people.join('-') : NEUTRAL_SLUG
}

/** The id a thread gets when no other thread of its week is alike: "2026-W20-kip-1327". */
export function baseThreadId(week: string, about: ThreadAbout): string {
  return `${week}-${threadSlug(about)}`
}

/**
 * The ids of a week's threads, in their order. `kept` (thread index → id) are ids the record of
 * published ids gives back to the threads it recognises; `reserved` ids are never given out (an id
 * redirected elsewhere). Every other thread gets its base id, or the base with the lowest free
 * suffix "-2", "-3"… when an earlier or kept thread has it.
 * assignThreadIds("2026-W20", [kip1327, kip1327]) → ["2026-W20-kip-1327", "2026-W20-kip-1327-2"];
 * assignThreadIds("2026-W20", [kip1327, kip1327], new Map([[1, "2026-W20-kip-1327"]])) →
 *   ["2026-W20-kip-1327-2", "2026-W20-kip-1327"].
 */
export function assignThreadIds(
  week: string,
  threads: readonly ThreadAbout[],
  kept: ReadonlyMap<number, string> = new Map(),
  reserved: ReadonlySet<string> = new Set(),
): string[] {
  const taken = new Set([...reserved, ...kept.values()])
  return threads.map((about, k) => {
    const keep = kept.get(k)
    if (keep !== undefined) return keep
    const base = baseThreadId(week, about)
    let id = base
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
    taken.add(id)
    // Cannot happen (a week id, 3 KIPs or 2 × 40 characters, a suffix): a guard, not a rule.
    const problem = idProblem(id)
    if (problem) throw new Error(`thread id "${id.slice(0, 80)}" ${problem}`)
    return id
  })
}

/** Thread id → its week: "2026-W20-kip-1327" → "2026-W20"; the positional "2026-W20-3" too. */
export function weekOfThread(threadId: string): string | undefined {
  return /^(\d{4}-W\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*$/.exec(threadId)?.[1]
}
