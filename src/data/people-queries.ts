import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { DATA_FILES } from '../domain/files/layout'
import { VIEW_SCHEMA } from '../domain/files/view-schemas'
import type { PersonDetail, PersonStats } from '../domain/people-stats'
import { loadFile, useFetchJson, type FetchJson } from './data-source'

/** people-stats.json: one row per person who took a position. */
export const peopleStatsQuery = (fetchJson: FetchJson) =>
  queryOptions({
    queryKey: ['people-stats'],
    queryFn: () => loadFile(fetchJson, VIEW_SCHEMA.peopleStats, DATA_FILES.peopleStats),
  })

/** people/<id>.json: one person's positions and co-participants (id already resolved). */
export const personQuery = (fetchJson: FetchJson, personId: string) =>
  queryOptions({
    queryKey: ['person', personId],
    queryFn: () => loadFile(fetchJson, VIEW_SCHEMA.person, DATA_FILES.person(personId)),
  })

export function usePeopleStats(): PersonStats[] {
  return useSuspenseQuery(peopleStatsQuery(useFetchJson())).data
}

export function usePersonDetail(personId: string): PersonDetail {
  return useSuspenseQuery(personQuery(useFetchJson(), personId)).data
}
