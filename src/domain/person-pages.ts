import type { PersonDetail, PositionGroup } from './people-stats'

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

/** people/<id>.json: who the person is and with whom, and how many pages their threads fill. */
export interface PersonSummary {
  stats: PersonDetail['stats']
  coParticipants: PersonDetail['coParticipants']
  /** The number of person-pages/<id>-<page>.json files, at least 1. */
  pages: number
}

/**
 * A person's files: the summary, and their threads a page at a time (person-pages/), so that a
 * view downloads the page it shows, never the person's whole history.
 */
export function personFiles(detail: PersonDetail): {
  summary: PersonSummary
  pages: PositionGroup[][]
} {
  const pages = groupPages(detail.groups, THREADS_PER_PAGE)
  return {
    summary: { stats: detail.stats, coParticipants: detail.coParticipants, pages: pages.length },
    pages,
  }
}
