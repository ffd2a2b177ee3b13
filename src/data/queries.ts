import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { DATA_FILES } from '../domain/files/layout'
import { SCHEMA, type DataIndex } from '../domain/files/schemas'
import { loadFile, useFetchJson, type FetchJson } from './data-source'

export const indexQuery = (fetchJson: FetchJson) =>
  queryOptions({
    queryKey: ['index'],
    queryFn: () => loadFile(fetchJson, SCHEMA.index, DATA_FILES.index),
  })

export const weekQuery = (fetchJson: FetchJson, weekId: string) =>
  queryOptions({
    queryKey: ['week', weekId],
    queryFn: () => loadFile(fetchJson, SCHEMA.week, DATA_FILES.week(weekId)),
  })

export const cardsQuery = (fetchJson: FetchJson) =>
  queryOptions({
    queryKey: ['cards'],
    queryFn: () => loadFile(fetchJson, SCHEMA.cards, DATA_FILES.cards),
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

/** kip-moves/<week>.json: the KIPs whose digest status changed that week. */
export const kipMovesQuery = (fetchJson: FetchJson, weekId: string) =>
  queryOptions({
    queryKey: ['kipMoves', weekId],
    queryFn: () => loadFile(fetchJson, SCHEMA.kipMoves, DATA_FILES.kipMoves(weekId)),
  })

/** Not suspending: the timeline shows its week without waiting for this line. */
export function useKipMoves(weekId: string) {
  return useQuery(kipMovesQuery(useFetchJson(), weekId))
}
