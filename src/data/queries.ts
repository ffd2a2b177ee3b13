import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import type { DataIndex, SearchEntry, ThreadCard, WeekBundle } from '../domain/bundle'
import { DATA_FILES } from '../domain/bundle'
import { SCHEMA_VERSION, type Dataset } from '../domain/dataset'
import { DataLoadError, useFetchJson, type FetchJson } from './data-source'

function checkIndex(value: unknown): DataIndex {
  const index = value as Partial<DataIndex> | null
  if (
    !index ||
    index.schemaVersion !== SCHEMA_VERSION ||
    !Array.isArray(index.weeks) ||
    !Array.isArray(index.people)
  )
    throw new DataLoadError(
      DATA_FILES.index,
      `not a dataset index of schema version ${SCHEMA_VERSION}`,
    )
  return index as DataIndex
}

export const indexQuery = (fetchJson: FetchJson) =>
  queryOptions({
    queryKey: ['index'],
    queryFn: async () => checkIndex(await fetchJson(DATA_FILES.index)),
  })

export const weekQuery = (fetchJson: FetchJson, weekId: string) =>
  queryOptions({
    queryKey: ['week', weekId],
    queryFn: async () => {
      const bundle = (await fetchJson(DATA_FILES.week(weekId))) as WeekBundle | null
      if (!bundle?.week || !Array.isArray(bundle.threads))
        throw new DataLoadError(DATA_FILES.week(weekId), 'not a week file')
      return bundle
    },
  })

export const cardsQuery = (fetchJson: FetchJson) =>
  queryOptions({
    queryKey: ['cards'],
    queryFn: async () => {
      const cards = await fetchJson(DATA_FILES.cards)
      if (!Array.isArray(cards)) throw new DataLoadError(DATA_FILES.cards, 'not a list of threads')
      return cards as ThreadCard[]
    },
  })

export const searchQuery = (fetchJson: FetchJson) =>
  queryOptions({
    queryKey: ['search'],
    queryFn: async () => {
      const entries = await fetchJson(DATA_FILES.search)
      if (!Array.isArray(entries)) throw new DataLoadError(DATA_FILES.search, 'not a search index')
      return new Map((entries as SearchEntry[]).map((e) => [e.id, e.text]))
    },
  })

/** The index is needed by every view: the shell suspends until it is there. */
export function useIndex(): DataIndex {
  return useSuspenseQuery(indexQuery(useFetchJson())).data
}

export function useWeek(weekId: string) {
  return useSuspenseQuery(weekQuery(useFetchJson(), weekId)).data
}

/** Cross-week thread cards, fetched only when a view needs them (`enabled`). */
export function useCards(enabled = true) {
  return useQuery({ ...cardsQuery(useFetchJson()), enabled })
}

export function useSearchIndex(enabled: boolean) {
  return useQuery({ ...searchQuery(useFetchJson()), enabled })
}

export const kipFactsQuery = (fetchJson: FetchJson) =>
  queryOptions({
    queryKey: ['kipFacts'],
    queryFn: async () => {
      const facts = (await fetchJson(DATA_FILES.kipFacts)) as Dataset['kipFacts'] | null
      if (!facts || !Array.isArray(facts.kips))
        throw new DataLoadError(DATA_FILES.kipFacts, 'not a KIP facts file')
      return new Map(facts.kips.map((k) => [k.kip, k]))
    },
  })

export function useKipFacts(enabled = true) {
  return useQuery({ ...kipFactsQuery(useFetchJson()), enabled })
}
