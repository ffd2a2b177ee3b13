import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { FILES } from '../domain/files/descriptors'
import type { DataIndex } from '../domain/files/schemas'
import { useFetchJson } from './data-source'
import { fileQuery, useFile } from './file-queries'

/**
 * The KIPs' titles once what filtering needs has been fetched (prefetchFiltering), else no data,
 * and whether they are being fetched: never fetches them itself, so that they stay out of the
 * first screen's files.
 */
export const useLoadedKipTitles = () =>
  useQuery({ ...fileQuery(useFetchJson(), FILES.kipTitles), enabled: false })

/** The index is needed by every view: the shell suspends until it is there. */
export const useIndex = (): DataIndex => useFile(FILES.index)

export const useWeek = (weekId: string) => useFile(FILES.week, weekId)

/**
 * Suspends until every week of `weekIds` is loaded, asking for all at once (a list's page of
 * weeks: its sections then render with their data, none alone with a loading state). A week
 * that cannot be loaded does not hold up the others: its section shows its failure.
 */
export function useWeeksLoaded(weekIds: readonly string[]): void {
  const queryClient = useQueryClient()
  const fetchJson = useFetchJson()
  const queries = weekIds.map((id) => fileQuery(fetchJson, FILES.week, id))
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
  return useQuery({
    ...fileQuery(useFetchJson(), FILES.week, weekId),
    select: (bundle) => bundle.moves,
  })
}
