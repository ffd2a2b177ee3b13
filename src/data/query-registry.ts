import type { QueryClient } from '@tanstack/react-query'
import type { FetchJson } from './data-source'
import { cardsQuery, indexQuery, weekQuery } from './queries'
import { jiraQueries, kipQueries, peopleQueries } from './view-queries'

/** A query as a page names it for its hydration: its key, e.g. ["week", "2026-W20"]. */
export type DataKey = readonly [string, ...(string | number)[]]

/**
 * The query of a key, or undefined for a key this build does not know. Every query of the app is
 * listed here, so that a pre-rendered page can name what it shows by key (dataKeys) and the
 * browser can load exactly that before it takes the page over (router.tsx, hydrate). The KIP,
 * people and JIRA views' queries load with those views' code, not with the first screen. (The search index's
 * parts are loaded by search alone, never for a pre-rendered page: data/search-queries.ts.)
 */
async function queryForKey(fetchJson: FetchJson, [name, arg, page]: DataKey) {
  switch (name) {
    case 'index':
      return indexQuery(fetchJson)
    case 'week':
      return weekQuery(fetchJson, String(arg))
    case 'cards':
      return cardsQuery(fetchJson)
    case 'catalog':
      return (await kipQueries()).kipCatalogQuery(fetchJson)
    case 'kips':
      return (await kipQueries()).kipSummariesQuery(fetchJson)
    case 'kip':
      return (await kipQueries()).kipStoryQuery(fetchJson, Number(arg))
    case 'kipStoryPage':
      return (await kipQueries()).kipStoryPageQuery(fetchJson, Number(arg), Number(page))
    case 'people-stats':
      return (await peopleQueries()).peopleStatsQuery(fetchJson)
    case 'person':
      return (await peopleQueries()).personQuery(fetchJson, String(arg))
    case 'personPage':
      return (await peopleQueries()).personPageQuery(fetchJson, String(arg), Number(page))
    case 'jira':
      return (await jiraQueries()).jiraQuery(fetchJson)
    default:
      return undefined
  }
}

/**
 * The keys of every query that has data: what the page rendered from. Sorted: the cache holds
 * them in the order they started, which a route's loader leaves to chance (files read side by
 * side), and equal inputs must give equal pages.
 */
export function dataKeys(queryClient: QueryClient): DataKey[] {
  return (
    queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'success')
      // A query's hash is its key as JSON (the query client's default); sorted by code unit, as
      // on every machine.
      .map((q) => q.queryHash)
      .sort()
      .map((hash) => JSON.parse(hash) as DataKey)
  )
}

/** Loads the queries of `keys` (a failure is left to the view that shows it, with its retry). */
export async function loadKeys(
  queryClient: QueryClient,
  fetchJson: FetchJson,
  keys: readonly DataKey[],
): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      // A view's queries that cannot be downloaded (offline): its view says so, with its retry.
      const query = await queryForKey(fetchJson, key).catch(() => undefined)
      return query
        ? queryClient.prefetchQuery(query as Parameters<QueryClient['prefetchQuery']>[0])
        : undefined
    }),
  )
}
