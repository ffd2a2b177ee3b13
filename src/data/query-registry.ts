import type { QueryClient } from '@tanstack/react-query'
import type { FetchJson } from './data-source'
import { jiraQuery } from './jira-queries'
import { kipCatalogQuery, kipMovesQuery, kipStoryQuery, kipSummariesQuery } from './kip-queries'
import { peopleStatsQuery, personQuery } from './people-queries'
import { cardsQuery, indexQuery, searchQuery, weekQuery } from './queries'

/** A query as a page names it for its hydration: its key, e.g. ["week", "2026-W20"]. */
export type DataKey = readonly [string, ...(string | number)[]]

/**
 * The query of a key, or undefined for a key this build does not know. Every query of the app is
 * listed here, so that a pre-rendered page can name what it shows by key (dataKeys) and the
 * browser can load exactly that before it takes the page over (router.tsx, hydrate).
 */
function queryForKey(fetchJson: FetchJson, [name, arg]: DataKey) {
  switch (name) {
    case 'index':
      return indexQuery(fetchJson)
    case 'week':
      return weekQuery(fetchJson, String(arg))
    case 'cards':
      return cardsQuery(fetchJson)
    case 'search':
      return searchQuery(fetchJson)
    case 'catalog':
      return kipCatalogQuery(fetchJson)
    case 'kips':
      return kipSummariesQuery(fetchJson)
    case 'kip':
      return kipStoryQuery(fetchJson, Number(arg))
    case 'kipMoves':
      return kipMovesQuery(fetchJson, String(arg))
    case 'people-stats':
      return peopleStatsQuery(fetchJson)
    case 'person':
      return personQuery(fetchJson, String(arg))
    case 'jira':
      return jiraQuery(fetchJson)
    default:
      return undefined
  }
}

/** The keys of every query that has data: what the page rendered from. */
export function dataKeys(queryClient: QueryClient): DataKey[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'success')
    .map((q) => q.queryKey as unknown as DataKey)
}

/** Loads the queries of `keys` (a failure is left to the view that shows it, with its retry). */
export async function loadKeys(
  queryClient: QueryClient,
  fetchJson: FetchJson,
  keys: readonly DataKey[],
): Promise<void> {
  await Promise.all(
    keys.map((key) => {
      const query = queryForKey(fetchJson, key)
      return query
        ? queryClient.prefetchQuery(query as Parameters<QueryClient['prefetchQuery']>[0])
        : undefined
    }),
  )
}
