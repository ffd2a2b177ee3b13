import { queryOptions } from '@tanstack/react-query'
import { DATA_FILES } from '../domain/files/layout'
import { decodeThreadFacets } from '../domain/files/thread-facets'
import { VIEW_SCHEMA } from '../domain/files/view-schemas'
import { loadFile, type FetchJson } from './data-source'
import { KIP_TITLES_KEY } from './queries'

/**
 * thread-facets.json: what the timeline's filters read of every thread. Loaded with the filters'
 * code (features/timeline/use-filtered-threads.ts), never with the first screen.
 */
export const threadFacetsQuery = (fetchJson: FetchJson) =>
  queryOptions({
    queryKey: ['threadFacets'],
    queryFn: () =>
      loadFile(fetchJson, VIEW_SCHEMA.threadFacets, DATA_FILES.threadFacets, decodeThreadFacets),
  })

/** kip-titles.json: each KIP's title, for the filters' KIP field (loaded with what filters need). */
export const kipTitlesQuery = (fetchJson: FetchJson) =>
  queryOptions({
    queryKey: KIP_TITLES_KEY,
    queryFn: () => loadFile(fetchJson, VIEW_SCHEMA.kipTitles, DATA_FILES.kipTitles),
  })
