import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { DataSourceProvider, type FetchJson } from '../data/data-source'

/** The data every view reads: the query cache and where the data files come from. */
export function DataFiles({
  queryClient,
  fetchJson,
  children,
}: {
  queryClient: QueryClient
  fetchJson: FetchJson
  children: ReactNode
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <DataSourceProvider fetchJson={fetchJson}>{children}</DataSourceProvider>
    </QueryClientProvider>
  )
}
