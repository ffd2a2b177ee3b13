import type { QueryClient } from '@tanstack/react-query'
import { fetchFromServer, type FetchJson } from '../data/data-source'
import { indexQuery, weekQuery } from '../data/queries'
import { firstScreenWeeks, isUnfilteredHome } from '../features/timeline/first-screen'
import type { createAppRouter } from './router'

/**
 * Loads what the first render needs before it happens: the route (and its code), the index, and
 * on the unfiltered home page its newest weeks (index.html preloads them). The first render then
 * has content, never a loading fallback, so the pre-rendered page it replaces does not flash.
 * Failures are left to the views, which show them with a retry.
 */
export async function loadFirstScreen(
  queryClient: QueryClient,
  router: ReturnType<typeof createAppRouter>,
  hash: string,
  fetchJson: FetchJson = fetchFromServer,
): Promise<void> {
  const weeks = queryClient
    .fetchQuery(indexQuery(fetchJson))
    .then((index) =>
      isUnfilteredHome(hash)
        ? Promise.all(
            firstScreenWeeks(index).map((id) =>
              queryClient.prefetchQuery(weekQuery(fetchJson, id)),
            ),
          )
        : undefined,
    )
  await Promise.all([router.load(), weeks].map((p) => p.catch(() => undefined)))
}
