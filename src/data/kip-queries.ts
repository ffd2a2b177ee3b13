import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { DATA_FILES } from '../domain/bundle'
import type { KipCardSummary, KipStory } from '../domain/kip-story'
import type { KipMove } from '../domain/what-moved'
import { DataLoadError, useFetchJson, type FetchJson } from './data-source'

/** kips.json: one small summary per KIP, for the list (sorting and filtering need no texts). */
export const kipSummariesQuery = (fetchJson: FetchJson) =>
  queryOptions({
    queryKey: ['kips'],
    queryFn: async () => {
      const cards = await fetchJson(DATA_FILES.kips)
      if (!Array.isArray(cards)) throw new DataLoadError(DATA_FILES.kips, 'not a list of KIPs')
      return cards as KipCardSummary[]
    },
  })

/** kips/<n>.json: one KIP's whole story, fetched for the cards shown and for the KIP page. */
export const kipStoryQuery = (fetchJson: FetchJson, kip: number) =>
  queryOptions({
    queryKey: ['kip', kip],
    queryFn: async () => {
      const path = DATA_FILES.kip(kip)
      const story = (await fetchJson(path)) as Partial<KipStory> | null
      if (
        !story ||
        story.summary === undefined ||
        !Array.isArray(story.threads) ||
        !Array.isArray(story.byPerson) ||
        !Array.isArray(story.mentions)
      )
        throw new DataLoadError(path, 'not a KIP story')
      return story as KipStory
    },
  })

/** kip-moves/<week>.json: the KIPs whose digest status changed that week. */
export const kipMovesQuery = (fetchJson: FetchJson, weekId: string) =>
  queryOptions({
    queryKey: ['kipMoves', weekId],
    queryFn: async () => {
      const moves = await fetchJson(DATA_FILES.kipMoves(weekId))
      if (!Array.isArray(moves))
        throw new DataLoadError(DATA_FILES.kipMoves(weekId), 'not a list of moves')
      return moves as KipMove[]
    },
  })

export function useKipSummaries(): KipCardSummary[] {
  return useSuspenseQuery(kipSummariesQuery(useFetchJson())).data
}

export function useKipStory(kip: number): KipStory {
  return useSuspenseQuery(kipStoryQuery(useFetchJson(), kip)).data
}

/** Not suspending: the timeline shows its week without waiting for this line. */
export function useKipMoves(weekId: string) {
  return useQuery(kipMovesQuery(useFetchJson(), weekId))
}
