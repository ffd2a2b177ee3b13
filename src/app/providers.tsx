import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { DataSourceProvider, fetchFromServer, type FetchJson } from '../data/data-source'
import type { Lang } from '../domain/dataset'
import { createI18n, type Resources } from '../i18n/i18n'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // "always": a browser that believes it is offline still tries (the files may be cached)
      // and then fails with a message and a retry; react-query's default would pause the query
      // and leave the view loading forever.
      queries: { refetchOnWindowFocus: false, networkMode: 'always' },
    },
  })
}

/** Everything a view needs around it; tests use the same providers with their own data source. */
export function AppProviders({
  children,
  lang,
  queryClient,
  fetchJson = fetchFromServer,
  messages,
}: {
  children: ReactNode
  lang: Lang
  queryClient?: QueryClient
  fetchJson?: FetchJson
  /** The UI texts (default: the locales); tests pass them with keys removed. */
  messages?: Resources
}) {
  // Created once: the language changes later through i18n itself (see app-shell).
  const [i18n] = useState(() => createI18n(lang, messages))
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <QueryClientProvider client={client}>
      <DataSourceProvider fetchJson={fetchJson}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </DataSourceProvider>
    </QueryClientProvider>
  )
}
