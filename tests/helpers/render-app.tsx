/**
 * Renders the whole app (real router, real providers, real translations) at a URL, with the
 * static data files served from memory instead of over HTTP.
 */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { createAppRouter } from '../../src/app/router'
import { AppProviders, createQueryClient } from '../../src/app/providers'
import { DataLoadError, type FetchJson } from '../../src/data/data-source'
import { splitDataset } from '../../src/domain/bundle'
import type { Dataset, Lang } from '../../src/domain/dataset'
import type { Resources } from '../../src/i18n/i18n'
import { fromQueryString, parseLang } from '../../src/url/search-params'

export function memoryFetch(dataset: Dataset): FetchJson {
  const files = splitDataset(dataset)
  return async (path) => {
    if (!files.has(path)) throw new DataLoadError(path, 'HTTP 404')
    // A deep copy, as from the network: a view must not be able to change the shared data.
    return structuredClone(files.get(path))
  }
}

/** `renderApp(dataset, "/thread/2026-W20-kip-1327?lang=en")` → the testing-library result and the router. */
export function renderApp(
  dataset: Dataset,
  url = '/',
  fetchJson: FetchJson = memoryFetch(dataset),
  messages?: Resources,
) {
  const history = createMemoryHistory({ initialEntries: [url] })
  const router = createAppRouter(history)
  const lang = fromQueryString(url.split('?')[1] ?? '').lang
  const initial: Lang = parseLang(lang) ?? 'zh'
  const queryClient = createQueryClient()
  const utils = render(
    <AppProviders
      lang={initial}
      queryClient={queryClient}
      fetchJson={fetchJson}
      messages={messages}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  )
  /** The current location as "/path?query", to assert on the URL itself. */
  const currentUrl = () => `${router.state.location.pathname}${router.state.location.searchStr}`
  return { ...utils, router, history, currentUrl }
}
