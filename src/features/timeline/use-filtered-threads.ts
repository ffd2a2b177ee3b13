import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useCards, useIndex, useSearchIndex } from '../../data/queries'
import { hasFilters, type AppSearch } from '../../url/search-params'
import { filterThreads, resolveFilters } from '../../shared/lib/filter-threads'

/**
 * The URL's filters resolved against the data, the threads they match (loading the cross-week
 * files only when some filter is set; the search text and its engine, the palette's, only when
 * there is a query), and every value that had to be ignored.
 */
export function useFilteredThreads(search: AppSearch) {
  const index = useIndex()
  const { filters, problems } = useMemo(() => resolveFilters(search, index), [search, index])
  const active = hasFilters(filters)
  const cards = useCards(active)
  const searchIndex = useSearchIndex(active && Boolean(filters.q))
  const engine = useQuery({
    queryKey: ['threadSearchEngine'],
    enabled: Boolean(filters.q && cards.data && searchIndex.data),
    // The engine is code of its own, loaded with the first query; built once per page's data.
    queryFn: async () => {
      const { matchingThreads, threadSearchEngine } = await import('../../shared/lib/search-engine')
      const built = threadSearchEngine(cards.data!, searchIndex.data!)
      return { find: (query: string) => matchingThreads(built, query) }
    },
    structuralSharing: false,
  })
  const result = useMemo(() => {
    if (!active || !cards.data) return undefined
    if (!filters.q) return filterThreads(cards.data, filters)
    if (!engine.data) return undefined
    return filterThreads(cards.data, filters, engine.data.find(filters.q))
  }, [active, cards.data, filters, engine.data])
  return {
    filters,
    active,
    result,
    loading: active && result === undefined,
    error: cards.error ?? searchIndex.error ?? engine.error,
    problems: [...(search.problems ?? []), ...problems],
  }
}
