import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { DATA_FILES } from '../domain/bundle'
import type { JiraFile } from '../domain/jira-series'
import { DataLoadError, useFetchJson, type FetchJson } from './data-source'

/** jira.json: the weekly series and release snapshots, shaped at build time (jira-series.ts). */
export const jiraQuery = (fetchJson: FetchJson) =>
  queryOptions({
    queryKey: ['jira'],
    queryFn: async () => {
      const file = (await fetchJson(DATA_FILES.jira)) as Partial<JiraFile> | null
      if (!file || !Array.isArray(file.created) || !Array.isArray(file.releases))
        throw new DataLoadError(DATA_FILES.jira, 'not a JIRA series file')
      return file as JiraFile
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  })

export function useJira(): JiraFile {
  return useSuspenseQuery(jiraQuery(useFetchJson())).data
}
