import type {
  Dataset,
  Localized,
  Person,
  StanceFields,
  StatusFields,
  Thread,
  Week,
} from './dataset'
import { stanceFields, statusFields } from './dataset'
import { newestWeekFirst } from './iso-week'

/**
 * What the People views show, aggregated at build time so that no view downloads all weeks:
 * one row per person for the table (people-stats.json) and one file per person (people/<id>.json).
 * Aliases are already merged by the parser (one person id per participant), so every figure
 * here counts a person once whatever spelling the digest used.
 */

export interface PersonStats {
  id: string
  name: string
  aliases: string[]
  /** Positions taken (lines "@name: …"). */
  positions: number
  /** Distinct threads with a position. */
  threads: number
  /** Distinct KIPs of those threads. */
  kips: number
  /** Distinct weeks with a position. */
  weeks: number
  firstWeek: string
  /** Monday of the first week seen, YYYY-MM-DD. */
  firstSeen: string
  lastWeek: string
  /** Monday of the last week seen. */
  lastSeen: string
}

/** A position of the person, with why its stance is what it is. */
interface PersonPosition extends StanceFields {
  name: string
  andOthers: boolean
  text: Localized
}

export interface PersonThreadPositions {
  thread: string
  week: string
  /** The KIPs the thread names besides the one it is grouped under. */
  kips: number[]
  status: StatusFields
  title: Localized
  positions: PersonPosition[]
}

/** Threads grouped under the KIP they are about (their first subject KIP); `kip: null` for none. */
export interface PositionGroup {
  kip: number | null
  threads: PersonThreadPositions[]
}

export interface CoParticipant {
  id: string
  name: string
  /** Threads in which both took a position. */
  sharedThreads: number
}

export interface PersonDetail {
  stats: PersonStats
  groups: PositionGroup[]
  coParticipants: CoParticipant[]
}

type Source = Pick<Dataset, 'weeks' | 'threads' | 'people'>

function threadsOf(personId: string, threads: readonly Thread[]): Thread[] {
  return threads.filter((t) => t.positions.some((p) => p.person === personId))
}

function statsOf(
  person: Person,
  threads: Thread[],
  weekStart: Map<string, string>,
): PersonStats | null {
  const weeks = [...new Set(threads.map((t) => t.week))].sort()
  const firstWeek = weeks[0]
  const lastWeek = weeks.at(-1)
  if (!firstWeek || !lastWeek) return null
  return {
    id: person.id,
    name: person.name,
    aliases: person.aliases,
    positions: threads.reduce(
      (n, t) => n + t.positions.filter((p) => p.person === person.id).length,
      0,
    ),
    threads: threads.length,
    kips: new Set(threads.flatMap((t) => t.kips)).size,
    weeks: weeks.length,
    firstWeek,
    firstSeen: weekStart.get(firstWeek) ?? '',
    lastWeek,
    lastSeen: weekStart.get(lastWeek) ?? '',
  }
}

function weekStarts(weeks: readonly Pick<Week, 'id' | 'start'>[]) {
  return new Map(weeks.map((w) => [w.id, w.start]))
}

/**
 * One row per person who took at least one position, in the dataset's people order.
 * Real week: mjsax and Matthias J. Sax → one row "matthias-j-sax" with 3 positions, 3 threads.
 */
export function peopleStats(dataset: Source): PersonStats[] {
  const starts = weekStarts(dataset.weeks)
  return dataset.people.flatMap((person) => {
    const stats = statsOf(person, threadsOf(person.id, dataset.threads), starts)
    return stats ? [stats] : []
  })
}

/**
 * Co-participants: the others with a position in the same threads, most shared threads first,
 * then by name. Real week, Jun Rao → Andrew Schofield, Chia-Ping Tsai, … each 1.
 */
export function coParticipants(
  personId: string,
  threads: readonly Thread[],
  people: readonly Person[],
): CoParticipant[] {
  const names = new Map(people.map((p) => [p.id, p.name]))
  const counts = new Map<string, number>()
  for (const thread of threadsOf(personId, threads)) {
    const others = new Set(thread.positions.map((p) => p.person).filter((id) => id !== personId))
    for (const id of others) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return [...counts.entries()]
    .map(([id, sharedThreads]) => ({ id, name: names.get(id) ?? id, sharedThreads }))
    .sort((a, b) => b.sharedThreads - a.sharedThreads || a.name.localeCompare(b.name, 'en'))
}

/**
 * A person's positions across weeks, newest first: grouped by the first subject KIP of each thread,
 * the group of the KIP they discussed most recently first, each group's threads newest first (a
 * week's threads in the digest's order), the KIP-less group last. Ten years of someone's threads
 * are pages of them: the first page is what they are doing now. `null` when the person took none.
 */
export function personDetail(dataset: Source, personId: string): PersonDetail | null {
  const person = dataset.people.find((p) => p.id === personId)
  if (!person) return null
  const threads = threadsOf(personId, dataset.threads)
  const stats = statsOf(person, threads, weekStarts(dataset.weeks))
  if (!stats) return null
  const groups = new Map<number | null, PersonThreadPositions[]>()
  // Sorting is stable: a week's threads keep their order.
  const newestFirst = [...threads].sort((a, b) => newestWeekFirst(a.week, b.week))
  for (const thread of newestFirst) {
    const kip = thread.subjectKips[0] ?? null
    const entry: PersonThreadPositions = {
      thread: thread.id,
      week: thread.week,
      kips: thread.kips.filter((k) => k !== kip),
      status: statusFields(thread),
      title: thread.title,
      positions: thread.positions
        .filter((p) => p.person === personId)
        .map((p) => ({
          name: p.name,
          andOthers: p.andOthers,
          text: p.text,
          ...stanceFields(p),
        })),
    }
    groups.set(kip, [...(groups.get(kip) ?? []), entry])
  }
  const ordered = [...groups.entries()].sort(
    ([a], [b]) => (a === null ? 1 : 0) - (b === null ? 1 : 0),
  )
  return {
    stats,
    groups: ordered.map(([kip, list]) => ({ kip, threads: list })),
    coParticipants: coParticipants(personId, dataset.threads, dataset.people),
  }
}
