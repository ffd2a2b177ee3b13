import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useFetchJson } from '../../data/data-source'
import { useCards, useIndex } from '../../data/queries'
import { hasFilters, type AppSearch } from '../../url/search-params'
import { filterThreads, resolveFilters } from '../../shared/lib/filter-threads'

/**
 * The URL's filters resolved against the data, the threads they match (loading the cross-week
 * files only when some filter is set; the search index's parts, the palette's, only for the
 * words of a query), and every value that had to be ignored.
 */
export function useFilteredThreads(search: AppSearch) {
  const index = useIndex()
  const queryClient = useQueryClient()
  const fetchJson = useFetchJson()
  const { filters, problems } = useMemo(() => resolveFilters(search, index), [search, index])
  const active = hasFilters(filters)
  const cards = useCards(active)
  const matches = useQuery({
    queryKey: ['threadMatches', filters.q],
    enabled: active && Boolean(filters.q),
    // The engine is code of its own, loaded with the first query.
    queryFn: async () => {
      const { threadMatches } = await import('../../data/search-queries')
      return threadMatches(queryClient, fetchJson, filters.q!)
    },
    // While the next word's shards load, the list of the last one stays.
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    structuralSharing: false,
  })
  const result = useMemo(() => {
    if (!active || !cards.data) return undefined
    if (!filters.q) return filterThreads(cards.data, filters)
    if (!matches.data) return undefined
    return filterThreads(cards.data, filters, matches.data)
  }, [active, cards.data, filters, matches.data])
  return {
    filters,
    active,
    result,
    loading: active && result === undefined,
    error: cards.error ?? matches.error,
    problems: [...(search.problems ?? []), ...problems],
  }
}
