/**
 * Renders the whole app (real router, real translations) at a URL, with the static data files
 * served from memory instead of over HTTP. Mounted in a container, not as the whole document.
 */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { createQueryClient } from '../../src/app/query-client'
import { createAppRouter } from '../../src/app/router'
import { DataLoadError, type FetchJson } from '../../src/data/data-source'
import { bundleFiles } from '../../src/domain/files/bundles'
import { splitDataset } from '../../src/domain/files/split'
import type { Dataset } from '../../src/domain/dataset'
import type { Resources } from '../../src/i18n/i18n'

export function memoryFetch(dataset: Dataset): FetchJson {
  const files = splitOnce(dataset)
  return async (path) => {
    if (!files.has(path)) throw new DataLoadError(path, 'HTTP 404')
    // A deep copy, as from the network: a view must not be able to change the shared data.
    return structuredClone(files.get(path))
  }
}

// A dataset's files as the build writes them (in their bundles), split once for all the tests that render it (a long one takes seconds). The
// tests never change a dataset they render: each file is handed out as a copy.
const splits = new WeakMap<Dataset, Map<string, unknown>>()
function splitOnce(dataset: Dataset): Map<string, unknown> {
  let files = splits.get(dataset)
  if (!files) splits.set(dataset, (files = bundleFiles(splitDataset(dataset))))
  return files
}

/** `renderApp(dataset, "/en/thread/2026-W20-kip-1327/")` → the testing-library result and the router. */
export function renderApp(
  dataset: Dataset,
  url = '/zh/',
  fetchJson: FetchJson = memoryFetch(dataset),
  messages?: Resources,
) {
  const history = createMemoryHistory({ initialEntries: [url] })
  const queryClient = createQueryClient()
  const router = createAppRouter({
    history,
    context: { queryClient, fetchJson, document: false, ...(messages ? { messages } : {}) },
  })
  const utils = render(<RouterProvider router={router} />)
  /** The current location as "/path/?query", to assert on the URL itself. */
  const currentUrl = () => `${router.state.location.pathname}${router.state.location.searchStr}`
  return { ...utils, router, history, queryClient, currentUrl }
}
