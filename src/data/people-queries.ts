import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { DATA_FILES } from '../domain/bundle'
import type { PersonDetail, PersonStats } from '../domain/people-stats'
import { DataLoadError, useFetchJson, type FetchJson } from './data-source'

/** people-stats.json: one row per person who took a position. */
export const peopleStatsQuery = (fetchJson: FetchJson) =>
  queryOptions({
    queryKey: ['people-stats'],
    queryFn: async () => {
      const rows = await fetchJson(DATA_FILES.peopleStats)
      if (!Array.isArray(rows))
        throw new DataLoadError(DATA_FILES.peopleStats, 'not a list of people')
      return rows as PersonStats[]
    },
  })

/** people/<id>.json: one person's positions and co-participants (id already resolved). */
export const personQuery = (fetchJson: FetchJson, personId: string) =>
  queryOptions({
    queryKey: ['person', personId],
    queryFn: async () => {
      const path = DATA_FILES.person(personId)
      const detail = (await fetchJson(path)) as Partial<PersonDetail> | null
      if (!detail?.stats || !Array.isArray(detail.groups) || !Array.isArray(detail.coParticipants))
        throw new DataLoadError(path, 'not a person file')
      return detail as PersonDetail
    },
  })

export function usePeopleStats(): PersonStats[] {
  return useSuspenseQuery(peopleStatsQuery(useFetchJson())).data
}

export function usePersonDetail(personId: string): PersonDetail {
  return useSuspenseQuery(personQuery(useFetchJson(), personId)).data
}
