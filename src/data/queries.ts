import {
  queryOptions,
  skipToken,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
  type QueryClient,
} from '@tanstack/react-query'
import { DATA_FILES } from '../domain/files/layout'
import { SCHEMA, type DataIndex } from '../domain/files/schemas'
import type { KipTitle } from '../domain/files/view-schemas'
import { loadFile, useFetchJson, type FetchJson } from './data-source'

/** What a route's loader reaches: the query cache and the data files. */
export interface DataContext {
  queryClient: QueryClient
  fetchJson: FetchJson
}

export const indexQuery = (fetchJson: FetchJson) =>
  queryOptions({
    queryKey: ['index'],
    queryFn: () => loadFile(fetchJson, SCHEMA.index, DATA_FILES.index),
  })

export const weekQuery = (fetchJson: FetchJson, weekId: string) =>
  queryOptions({
    queryKey: ['week', weekId],
    queryFn: () => loadFile(fetchJson, SCHEMA.week, DATA_FILES.week(weekId)),
  })

export const cardsQuery = (fetchJson: FetchJson) =>
  queryOptions({
    queryKey: ['cards'],
    queryFn: () => loadFile(fetchJson, SCHEMA.cards, DATA_FILES.cards),
  })

/**
 * The key of kip-titles.json's query (filter-queries.ts, loaded with the filters' code): the
 * filter bar reads the titles from the cache once they are there (useLoadedKipTitles).
 */
export const KIP_TITLES_KEY = ['kipTitles'] as const

/**
 * The KIPs' titles once what filtering needs has been fetched (prefetchFiltering), else no data,
 * and whether they are being fetched: never fetches them itself, so that they stay out of the
 * first screen's files.
 */
export const useLoadedKipTitles = () =>
  useQuery<KipTitle[]>({ queryKey: KIP_TITLES_KEY, queryFn: skipToken })

/** The index is needed by every view: the shell suspends until it is there. */
export function useIndex(): DataIndex {
  return useSuspenseQuery(indexQuery(useFetchJson())).data
}

export function useWeek(weekId: string) {
  return useSuspenseQuery(weekQuery(useFetchJson(), weekId)).data
}

/**
 * Suspends until every week of `weekIds` is loaded, asking for all at once (a list's page of
 * weeks: its sections then render with their data, none alone with a loading state). A week
 * that cannot be loaded does not hold up the others: its section shows its failure.
 */
export function useWeeksLoaded(weekIds: readonly string[]): void {
  const queryClient = useQueryClient()
  const fetchJson = useFetchJson()
  const queries = weekIds.map((id) => weekQuery(fetchJson, id))
  const loaded = queries.every((query) => queryClient.getQueryData(query.queryKey) !== undefined)
  useSuspenseQuery({
    queryKey: ['weeksLoaded', ...weekIds],
    // Weeks already there (a page taken over, a page seen before) are not waited for at all.
    initialData: loaded ? true : undefined,
    queryFn: async () => {
      await Promise.allSettled(queries.map((query) => queryClient.ensureQueryData(query)))
      return true
    },
  })
}

/**
 * The KIPs whose digest status changed that week, from the week's file. Not suspending: the
 * timeline shows its week without waiting for this line.
 */
export function useKipMoves(weekId: string) {
  return useQuery({ ...weekQuery(useFetchJson(), weekId), select: (bundle) => bundle.moves })
}
