import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { VIEW_FILES } from '../domain/files/view-descriptors'
import {
  matchingKips,
  matchingThreads,
  openShard,
  type IndexSource,
  type TitleSource,
} from '../domain/search/engine'
import { searchTerms } from '../domain/search/terms'
import type { FetchJson } from './data-source'
import { fileQuery, loadAt } from './file-queries'

/**
 * The search index's parts, each loaded when a query first needs it and kept for the page's
 * life: a file does not change while the page is open. Search loads them itself, never a
 * pre-rendered page (a page is rendered with no query).
 */
const KEPT = { staleTime: Infinity, structuralSharing: false } as const

/** A shard's or stop word's index, opened: MiniSearch's, of the file (the file itself is not kept). */
const shardQuery = (fetchJson: FetchJson, part: 'shard' | 'stop', name: string) => {
  const file = part === 'stop' ? VIEW_FILES.searchStop : VIEW_FILES.searchShard
  const path = file.path(name)
  return queryOptions({
    queryKey: ['opened', path],
    queryFn: async ({ client }) => openShard(await loadAt(client, fetchJson, file, path)),
    ...KEPT,
  })
}

/** The index of the KIPs and threads, its shards loaded as queries need them. */
export async function indexSource(
  queryClient: QueryClient,
  fetchJson: FetchJson,
): Promise<IndexSource> {
  const manifest = await queryClient.fetchQuery({
    ...fileQuery(fetchJson, VIEW_FILES.searchManifest),
    ...KEPT,
  })
  return {
    manifest,
    load: (part, name) => queryClient.fetchQuery(shardQuery(fetchJson, part, name)),
  }
}

/** The titles of the results shown. */
export function titleSource(queryClient: QueryClient, fetchJson: FetchJson): TitleSource {
  return {
    kips: (group) =>
      queryClient.fetchQuery({
        ...fileQuery(fetchJson, VIEW_FILES.searchKipTitles, group),
        ...KEPT,
      }),
    threads: (week) =>
      queryClient.fetchQuery({
        ...fileQuery(fetchJson, VIEW_FILES.searchThreadTitles, week),
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
