import type { QueryClient } from '@tanstack/react-query'
import { fileOfPath } from '../domain/files/data-files'

/**
 * The paths of the data files a pre-rendered page was rendered from: its queries that have data
 * and are a data file's (its key is its path: file-queries.ts), which the page names for its
 * take-over (router.tsx, loadPaths). Sorted: the cache holds them in the order they started, which
 * a route's loader leaves to chance (files read side by side), and equal inputs must give equal
 * pages. For the pre-render only: it knows every kind of file.
 */
export function dataPaths(queryClient: QueryClient): string[] {
  return (
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success')
      .flatMap(({ queryKey: [path, ...rest] }) =>
        typeof path === 'string' && rest.length === 0 && fileOfPath(path) ? [path] : [],
      )
      // By code unit, as on every machine.
      .sort()
  )
}
