import { useMemo } from 'react'
import { useCards, useIndex, useSearchIndex } from '../../data/queries'
import { hasFilters, type AppSearch } from '../../url/search-params'
import { filterThreads, resolveFilters } from '../../shared/lib/filter-threads'

/**
 * The URL's filters resolved against the data, the threads they match (loading the cross-week
 * files only when some filter is set, the search text only when there is a query), and every
 * value that had to be ignored.
 */
export function useFilteredThreads(search: AppSearch) {
  const index = useIndex()
  const { filters, problems } = useMemo(() => resolveFilters(search, index), [search, index])
  const active = hasFilters(filters)
  const cards = useCards(active)
  const searchIndex = useSearchIndex(active && Boolean(filters.q))
  const result = useMemo(() => {
    if (!active || !cards.data) return undefined
    if (filters.q && !searchIndex.data) return undefined
    return filterThreads(cards.data, filters, searchIndex.data)
  }, [active, cards.data, filters, searchIndex.data])
  return {
    filters,
    active,
    result,
    loading: active && result === undefined,
    error: cards.error ?? searchIndex.error,
    problems: [...(search.problems ?? []), ...problems],
  }
}
