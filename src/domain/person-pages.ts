import type { PersonDetail, PositionGroup } from './people-stats'
import type { BallotRow } from './kip-ballot'

/** Threads on one page of a person's positions: a screen or two, at any length of history. */
export const THREADS_PER_PAGE = 20

/**
 * A person's threads cut into pages of `size`, in the groups' order (by KIP), each thread with its
 * positions; a group cut by a page boundary is on both pages, with the threads each holds.
 * groupPages([{ kip: 1, threads: [a, b] }, { kip: 2, threads: [c] }], 2)
 *   → [[{ kip: 1, threads: [a, b] }], [{ kip: 2, threads: [c] }]]; [[]] for no thread.
 */
export function groupPages(groups: readonly PositionGroup[], size: number): PositionGroup[][] {
  const pages: PositionGroup[][] = [[]]
  let onPage = 0
  for (const group of groups)
    for (const thread of group.threads) {
      if (onPage === size) {
        pages.push([])
        onPage = 0
      }
      const page = pages.at(-1)!
      const last = page.at(-1)
      if (last && last.kip === group.kip) last.threads.push(thread)
      else page.push({ kip: group.kip, threads: [thread] })
      onPage += 1
    }
  return pages
}

/** Where a person stands on one KIP: their row of its ballot (kip-ballot.ts), without who they are. */
export type PersonKipStanding = Omit<BallotRow, 'person' | 'name'> & { kip: number }

/** people/<id>.json: who the person is and with whom, and how many pages their threads fill. */
export interface PersonSummary {
  stats: PersonDetail['stats']
  coParticipants: PersonDetail['coParticipants']
  /** The number of person-pages/<id>-<page>.json files, at least 1. */
  pages: number
  /** Where they stand on each KIP they took a position on, the latest first. */
  kips: PersonKipStanding[]
}

/** A ballot row without who it is of: what a person's page lists for one KIP. */
function standingOf(kip: number, row: BallotRow): PersonKipStanding {
  const standing: Partial<BallotRow> & PersonKipStanding = { kip, ...row }
  delete standing.person
  delete standing.name
  return standing
}

/**
 * Every person's rows of the KIPs' ballots, by person id, each person's latest first.
 * standingsByPerson([[1327, ballot]]) → Map { "jun-rao" → [{ kip: 1327, stance: "support", … }] }.
 */
export function standingsByPerson(
  ballots: Iterable<[number, { rows: readonly BallotRow[] } | null]>,
): Map<string, PersonKipStanding[]> {
  const byPerson = new Map<string, PersonKipStanding[]>()
  for (const [kip, ballot] of ballots)
    for (const row of ballot?.rows ?? []) {
      const list = byPerson.get(row.person) ?? []
      list.push(standingOf(kip, row))
      byPerson.set(row.person, list)
    }
  for (const list of byPerson.values())
    list.sort((a, b) => (a.week === b.week ? b.kip - a.kip : a.week < b.week ? 1 : -1))
  return byPerson
}

/**
 * A person's files: the summary, and their threads a page at a time (person-pages/), so that a
 * view downloads the page it shows, never the person's whole history.
 */
export function personFiles(
  detail: PersonDetail,
  kips: PersonKipStanding[] = [],
): {
  summary: PersonSummary
  pages: PositionGroup[][]
} {
  const pages = groupPages(detail.groups, THREADS_PER_PAGE)
  return {
    summary: {
      stats: detail.stats,
      coParticipants: detail.coParticipants,
      pages: pages.length,
      kips,
    },
    pages,
  }
}
