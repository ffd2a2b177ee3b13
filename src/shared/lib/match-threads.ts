/**
 * Which threads a set of filters keeps, and the weeks they fall in: code of its own, loaded with
 * the threads' facets when a reader first filters (features/timeline/use-filtered-threads.ts), not
 * with the page.
 */
import type { ThreadFacets } from '../../domain/files/thread-facets'
import { inWeekRange, type FilterParam, type Filters } from '../../url/search-params'

type Predicate = (thread: ThreadFacets) => boolean

function predicates(
  filters: Filters,
  textMatches?: ReadonlySet<string>,
): [FilterParam, Predicate][] {
  const list: [FilterParam, Predicate][] = []
  if (filters.week) {
    const range = filters.week
    list.push(['week', (c) => inWeekRange(c.week, range)])
  }
  if (filters.kip) {
    const kips = filters.kip
    list.push(['kip', (c) => c.kips.some((k) => kips.includes(k))])
  }
  if (filters.person) {
    const people = filters.person
    list.push(['person', (c) => c.participants.some((p) => people.includes(p))])
  }
  if (filters.status) {
    const statuses = filters.status
    list.push(['status', (c) => statuses.includes(c.status)])
  }
  if (filters.q && textMatches) list.push(['q', (c) => textMatches.has(c.id)])
  return list
}

export interface FilterResult {
  matches: ThreadFacets[]
  /** The matches by week, newest week first. */
  weeks: { week: string; threadIds: string[] }[]
  /** When nothing matches: the filter that removed the last threads, and how many it removed. */
  emptiedBy?: { param: FilterParam; remaining: number }
}

/**
 * Applies the filters in URL order (week, KIP, person, status, text); within one filter the
 * values are alternatives (kip=1327,1332 is either), across filters all must hold.
 * `textMatches` (the threads the text query finds: features/search) is needed only when there
 * is one.
 */
export function filterThreads(
  threads: ThreadFacets[],
  filters: Filters,
  textMatches?: ReadonlySet<string>,
): FilterResult {
  let current = threads
  for (const [param, keep] of predicates(filters, textMatches)) {
    const next = current.filter(keep)
    if (next.length === 0 && current.length > 0)
      return { matches: [], weeks: [], emptiedBy: { param, remaining: current.length } }
    current = next
  }
  return { matches: current, weeks: groupByWeek(current) }
}

/** Matching threads grouped by week, newest week first, threads in digest order. */
export function groupByWeek(threads: ThreadFacets[]): { week: string; threadIds: string[] }[] {
  const groups = new Map<string, string[]>()
  for (const { week, id } of threads) {
    const ids = groups.get(week)
    if (ids) ids.push(id)
    else groups.set(week, [id])
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([week, threadIds]) => ({ week, threadIds }))
}
