import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useFetchJson } from '../../data/data-source'
import type { KipTextMatches } from './kip-list'

/**
 * The KIPs the list's text filter finds, with the search palette's index and engine
 * (data/search-queries.ts, loaded with the first query, as its shards are): null without a
 * query. Suspends while they load; the list renders it in a deferred render, so the list on
 * screen stays until the new one is ready.
 */
export function useKipTextMatches(q: string | undefined): KipTextMatches {
  const queryClient = useQueryClient()
  const fetchJson = useFetchJson()
  const query = q?.trim() ?? ''
  return useSuspenseQuery({
    queryKey: ['kipTextMatches', query],
    // Without a query, nothing to load (and nothing to wait for).
    initialData: query ? undefined : null,
    queryFn: async (): Promise<KipTextMatches> =>
      query
        ? (await import('../../data/search-queries')).kipMatches(queryClient, fetchJson, query)
        : null,
    staleTime: Infinity,
    structuralSharing: false,
  }).data
}
