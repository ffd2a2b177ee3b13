import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useFetchJson } from '../../data/data-source'
import type { KipTextMatches } from './kip-list'

/**
 * The KIPs the list's text filter finds for `q`, with the search palette's index and engine
 * (data/search-queries.ts, loaded with the first query, as its shards are). Suspends while they
 * load; the list renders it in a deferred render, so the list on screen stays until the new one
 * is ready.
 */
export function useKipTextMatches(q: string): KipTextMatches {
  const queryClient = useQueryClient()
  const fetchJson = useFetchJson()
  return useSuspenseQuery({
    queryKey: ['kipTextMatches', q],
    queryFn: async (): Promise<KipTextMatches> =>
      (await import('../../data/search-queries')).kipMatches(queryClient, fetchJson, q),
    staleTime: Infinity,
    structuralSharing: false,
  }).data
}
