import { queryOptions, useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query'
import { DATA_FILES } from '../domain/files/layout'
import { VIEW_SCHEMA } from '../domain/files/view-schemas'
import type { KipCardSummary, KipStory, KipStoryPage } from '../domain/kip-story'
import { loadBundled } from './bundled-files'
import { loadFile, useFetchJson, type FetchJson } from './data-source'
import type { DataContext } from './queries'

/** kips.json: one small summary per KIP, for the list (sorting and filtering need no texts). */
export const kipSummariesQuery = (fetchJson: FetchJson) =>
  queryOptions({
    queryKey: ['kips'],
    queryFn: () => loadFile(fetchJson, VIEW_SCHEMA.kips, DATA_FILES.kips),
  })

/** kip-catalog.json: every KIP, the wiki's and the digests', for the KIP list and KIP pages. */
export const kipCatalogQuery = (fetchJson: FetchJson) =>
  queryOptions({
    queryKey: ['catalog'],
    queryFn: () => loadFile(fetchJson, VIEW_SCHEMA.catalog, DATA_FILES.catalog),
  })

/** For the routes of the KIP list and of a KIP (which tells a KIP of the wiki from a number). */
export const prefetchKipCatalog = ({ queryClient, fetchJson }: DataContext) =>
  queryClient.prefetchQuery(kipCatalogQuery(fetchJson))

/** kips/<n>.json: one KIP's story without its threads, for the KIP page. */
export const kipStoryQuery = (fetchJson: FetchJson, kip: number) =>
  queryOptions({
    queryKey: ['kip', kip],
    queryFn: () => loadBundled(fetchJson, VIEW_SCHEMA.kip, DATA_FILES.kip(kip)),
  })

/** kip-story/<n>-<page>.json: a page of a KIP's threads, newest weeks first. */
export const kipStoryPageQuery = (fetchJson: FetchJson, kip: number, page: number) =>
  queryOptions({
    queryKey: ['kipStoryPage', kip, page],
    queryFn: () =>
      loadBundled(fetchJson, VIEW_SCHEMA.kipStoryPage, DATA_FILES.kipStoryPage(kip, page)),
  })

export function useKipSummaries(): KipCardSummary[] {
  return useSuspenseQuery(kipSummariesQuery(useFetchJson())).data
}

export function useKipCatalog() {
  return useSuspenseQuery(kipCatalogQuery(useFetchJson())).data
}

export function useKipStory(kip: number): KipStory {
  return useSuspenseQuery(kipStoryQuery(useFetchJson(), kip)).data
}

export function useKipStoryPage(kip: number, page: number): KipStoryPage {
  return useSuspenseQuery(kipStoryPageQuery(useFetchJson(), kip, page)).data
}

/** Some pages of a KIP's story (a card needs those of the weeks it shows). */
export function useKipStoryPages(kip: number, pages: readonly number[]): KipStoryPage[] {
  const fetchJson = useFetchJson()
  return useSuspenseQueries({
    queries: pages.map((page) => kipStoryPageQuery(fetchJson, kip, page)),
  }).map((result) => result.data)
}
