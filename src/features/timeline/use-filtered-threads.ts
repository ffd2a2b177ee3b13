import {
  queryOptions,
  useQueryClient,
  useSuspenseQuery,
  type QueryClient,
} from '@tanstack/react-query'
import { useMemo } from 'react'
import { useFetchJson, type FetchJson } from '../../data/data-source'
import { fileQuery } from '../../data/file-queries'
import { useIndex } from '../../data/queries'
import { viewFiles } from '../../data/view-queries'
import { FILES } from '../../domain/files/descriptors'
import type { DataIndex } from '../../domain/files/schemas'
import type { ThreadFacets } from '../../domain/files/thread-facets'
import type { FilterResult } from '../../shared/lib/match-threads'
import { hasFilters, type AppSearch, type Filters } from '../../url/search-params'
import { resolveFilters } from '../../shared/lib/filter-threads'
import { timelineWeeks } from './timeline-weeks'

/**
 * What filtering needs: every thread's facets (thread-facets.json), the code that matches them
 * (shared/lib/match-threads), and for a text query the ids of the threads it finds (the search
 * index's parts for its words; the engine is code of its own, loaded with the first query). One
 * query, so that all download at once, the first time a reader filters.
 */
interface FilterSource {
  threads: ThreadFacets[]
  filterThreads: typeof import('../../shared/lib/match-threads').filterThreads
  matches?: ReadonlySet<string>
}

/**
 * Starts downloading what the first filter needs (the facets, the code that matches them and the
 * KIP field's titles), so that choosing one waits only for its weeks: when the reader comes near
 * the filters, and when the browser is idle after the timeline is taken over. Once both have
 * arrived, the source of any filter without a text query is put together too, so that the first
 * such filter renders its list at once instead of suspending for it first. Never rejects: a
 * download that fails here (offline) is asked for again when a filter is chosen, which then shows
 * the failure; the titles, when the reader next comes near the filters (until then the KIP field
 * lists KIPs by number).
 */
export function prefetchFiltering(queryClient: QueryClient, fetchJson: FetchJson): void {
  const ignore = () => {}
  const facets = Promise.all([
    viewFiles().then((m) =>
      queryClient.fetchQuery(fileQuery(fetchJson, m.VIEW_FILES.threadFacets)),
    ),
    // The KIP field's titles (filter-bar.tsx): until they are here it lists KIPs by number.
    queryClient.prefetchQuery(fileQuery(fetchJson, FILES.kipTitles)),
  ])
  // Only from parts that have arrived: a source that failed would be kept, and thrown at the
  // first filter without asking again.
  Promise.all([facets, import('../../shared/lib/match-threads')])
    .then(() =>
      queryClient.prefetchQuery(filterSourceQuery(queryClient, fetchJson, true, undefined)),
    )
    .catch(ignore)
}

/**
 * The threads `filters` keep, matched once per source and filters: the weeks asked for at the
 * click (prefetchTimelineWeeks) and the list drawn after it read the same result (ten years of
 * threads are 26,000 facets to test).
 */
const lastMatch = new WeakMap<FilterSource, { key: string; result: FilterResult }>()
function matchThreads(source: FilterSource, filters: Filters): FilterResult {
  const key = JSON.stringify(filters)
  const last = lastMatch.get(source)
  if (last?.key === key) return last.result
  const result = source.filterThreads(source.threads, filters, source.matches)
  lastMatch.set(source, { key, result })
  return result
}

const filterSourceQuery = (
  queryClient: QueryClient,
  fetchJson: FetchJson,
  active: boolean,
  q: string | undefined,
) =>
  queryOptions({
    queryKey: ['filterSource', active, q ?? ''],
    // Without a filter, nothing to load (and nothing to wait for).
    initialData: active ? undefined : null,
    queryFn: async (): Promise<FilterSource | null> => {
      if (!active) return null
      const [threads, { filterThreads }, matches] = await Promise.all([
        viewFiles().then((m) =>
          queryClient.ensureQueryData(fileQuery(fetchJson, m.VIEW_FILES.threadFacets)),
        ),
        import('../../shared/lib/match-threads'),
        q
          ? import('../../data/search-queries').then((m) =>
              m.threadMatches(queryClient, fetchJson, q),
            )
          : undefined,
      ])
      return { threads, filterThreads, matches }
    },
    staleTime: Infinity,
    structuralSharing: false,
  })

/**
 * The URL's filters resolved against the data, the threads they match, and every value that had
 * to be ignored. Suspends while the cross-week files load (only when some filter is set): the
 * timeline renders this in a deferred render, so the list on screen stays until the next is ready.
 */
export function useFilteredThreads(search: AppSearch) {
  const index = useIndex()
  const queryClient = useQueryClient()
  const fetchJson = useFetchJson()
  const { filters, problems } = useMemo(() => resolveFilters(search, index), [search, index])
  const active = hasFilters(filters)
  const { data } = useSuspenseQuery(filterSourceQuery(queryClient, fetchJson, active, filters.q))
  const result = useMemo(() => (data ? matchThreads(data, filters) : undefined), [data, filters])
  return { filters, active, result, problems: [...(search.problems ?? []), ...problems] }
}

/**
 * Asks for the week files the timeline will list at `search`, when what decides which weeks
 * those are is already here (for a filter, its source: prefetchFiltering), so that they download
 * while the app handles the click and renders the controls' new state, instead of only once the
 * list's own render reaches them. Without that source, nothing: the list asks as it renders.
 */
export function prefetchTimelineWeeks(
  queryClient: QueryClient,
  fetchJson: FetchJson,
  index: DataIndex,
  search: AppSearch,
): void {
  const { filters } = resolveFilters(search, index)
  const active = hasFilters(filters)
  const source = active
    ? queryClient.getQueryData(filterSourceQuery(queryClient, fetchJson, true, filters.q).queryKey)
    : null
  if (source === undefined) return
  const filtered = source ? matchThreads(source, filters) : undefined
  for (const { week } of timelineWeeks(index, filtered, search.page).items)
    void queryClient.prefetchQuery(fileQuery(fetchJson, FILES.week, week))
}
