import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { bundleOf } from '../domain/files/bundles'
import { DATA_FILES } from '../domain/files/layout'
import { SCHEMA } from '../domain/files/schemas'
import { VIEW_SCHEMA } from '../domain/files/view-schemas'
import {
  matchingKips,
  matchingThreads,
  openShard,
  type IndexSource,
  type TitleSource,
} from '../domain/search/engine'
import type { SearchManifest } from '../domain/search/shards'
import { searchTerms } from '../domain/search/terms'
import { loadBundled, loadMember } from './bundled-files'
import { loadFile, type FetchJson } from './data-source'

/**
 * The search index's parts, each loaded when a query first needs it and kept for the page's
 * life: a file does not change while the page is open. Search loads them itself, never a
 * pre-rendered page (a page is rendered with no query), so query-registry.ts does not list them.
 */
const KEPT = { staleTime: Infinity, structuralSharing: false } as const

const manifestQuery = (fetchJson: FetchJson) =>
  queryOptions({
    queryKey: ['searchManifest'],
    queryFn: () => loadFile(fetchJson, VIEW_SCHEMA.searchManifest, DATA_FILES.searchManifest),
    ...KEPT,
  })

const shardQuery = (
  fetchJson: FetchJson,
  manifest: SearchManifest,
  part: 'shard' | 'stop',
  name: string,
) =>
  queryOptions({
    queryKey: ['searchShard', part, name],
    queryFn: async () => {
      if (part === 'stop')
        return openShard(
          await loadFile(fetchJson, VIEW_SCHEMA.searchStop, DATA_FILES.searchStop(name)),
        )
      const path = DATA_FILES.searchShard(name)
      const bundle = bundleOf(path, { weeks: [], search: manifest })
      return openShard(await loadMember(fetchJson, VIEW_SCHEMA.searchShard, bundle, path))
    },
    ...KEPT,
  })

/** The index of the KIPs and threads, its shards loaded as queries need them. */
export async function indexSource(
  queryClient: QueryClient,
  fetchJson: FetchJson,
): Promise<IndexSource> {
  const manifest = await queryClient.fetchQuery(manifestQuery(fetchJson))
  return {
    manifest,
    load: (part, name) => queryClient.fetchQuery(shardQuery(fetchJson, manifest, part, name)),
  }
}

/** The titles of the results shown. */
export function titleSource(queryClient: QueryClient, fetchJson: FetchJson): TitleSource {
  return {
    kips: (group) =>
      queryClient.fetchQuery({
        queryKey: ['searchKipTitles', group],
        queryFn: () =>
          loadBundled(fetchJson, VIEW_SCHEMA.searchKipTitles, DATA_FILES.searchKipTitles(group)),
        ...KEPT,
      }),
    threads: (week) =>
      queryClient.fetchQuery({
        queryKey: ['searchThreadTitles', week],
        queryFn: async () => {
          const path = DATA_FILES.searchThreadTitles(week)
          const index = await loadFile(fetchJson, SCHEMA.index, DATA_FILES.index)
          const weeks = index.weeks.map((w) => w.id)
          return loadMember(
            fetchJson,
            VIEW_SCHEMA.searchThreadTitles,
            bundleOf(path, { weeks }),
            path,
          )
        },
        ...KEPT,
      }),
  }
}

/** The timeline's text filter: the ids of every thread the query finds. */
export async function threadMatches(
  queryClient: QueryClient,
  fetchJson: FetchJson,
  query: string,
): Promise<ReadonlySet<string>> {
  return matchingThreads(await indexSource(queryClient, fetchJson), query)
}

/**
 * The KIP list's text filter: the numbers of every KIP the query finds; null for a query with no
 * word to look for (spaces, punctuation), which filters nothing.
 */
export async function kipMatches(
  queryClient: QueryClient,
  fetchJson: FetchJson,
  query: string,
): Promise<ReadonlySet<number> | null> {
  if (searchTerms(query).length === 0) return null
  return matchingKips(await indexSource(queryClient, fetchJson), query)
}
