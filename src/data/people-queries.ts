import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { DATA_FILES } from '../domain/files/layout'
import { VIEW_SCHEMA } from '../domain/files/view-schemas'
import type { PersonStats, PositionGroup } from '../domain/people-stats'
import type { PersonSummary } from '../domain/person-pages'
import { loadBundled } from './bundled-files'
import { loadFile, useFetchJson, type FetchJson } from './data-source'
import type { DataContext } from './queries'

/** people-stats.json: one row per person who took a position. */
export const peopleStatsQuery = (fetchJson: FetchJson) =>
  queryOptions({
    queryKey: ['people-stats'],
    queryFn: () => loadFile(fetchJson, VIEW_SCHEMA.peopleStats, DATA_FILES.peopleStats),
  })

/** For the people list's route. */
export const prefetchPeopleStats = ({ queryClient, fetchJson }: DataContext) =>
  queryClient.prefetchQuery(peopleStatsQuery(fetchJson))

/** people/<id>.json: one person's figures, co-participants and pages (id already resolved). */
export const personQuery = (fetchJson: FetchJson, personId: string) =>
  queryOptions({
    queryKey: ['person', personId],
    queryFn: () => loadBundled(fetchJson, VIEW_SCHEMA.person, DATA_FILES.person(personId)),
  })

/** person-pages/<id>-<page>.json: a page of the person's threads with their positions. */
export const personPageQuery = (fetchJson: FetchJson, personId: string, page: number) =>
  queryOptions({
    queryKey: ['personPage', personId, page],
    queryFn: () =>
      loadBundled(fetchJson, VIEW_SCHEMA.personPage, DATA_FILES.personPage(personId, page)),
  })

export function usePeopleStats(): PersonStats[] {
  return useSuspenseQuery(peopleStatsQuery(useFetchJson())).data
}

export function usePersonSummary(personId: string): PersonSummary {
  return useSuspenseQuery(personQuery(useFetchJson(), personId)).data
}

export function usePersonPage(personId: string, page: number): PositionGroup[] {
  return useSuspenseQuery(personPageQuery(useFetchJson(), personId, page)).data
}
