import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { DATA_FILES } from '../domain/files/layout'
import { VIEW_SCHEMA } from '../domain/files/view-schemas'
import type { JiraFile } from '../domain/jira-series'
import { loadFile, useFetchJson, type FetchJson } from './data-source'
import { indexQuery, weekQuery, type DataContext } from './queries'

/** jira.json: the weekly series and release snapshots, shaped at build time (jira-series.ts). */
export const jiraQuery = (fetchJson: FetchJson) =>
  queryOptions({
    queryKey: ['jira'],
    queryFn: () => loadFile(fetchJson, VIEW_SCHEMA.jira, DATA_FILES.jira),
  })

export function useJira(): JiraFile {
  return useSuspenseQuery(jiraQuery(useFetchJson())).data
}

/** What the JIRA page shows, for its route to load: the series, and the newest week's paragraph. */
export async function prefetchJira({ queryClient, fetchJson }: DataContext) {
  const index = await queryClient.ensureQueryData(indexQuery(fetchJson)).catch(() => undefined)
  const newest = index?.weeks.at(-1)
  await Promise.all([
    queryClient.prefetchQuery(jiraQuery(fetchJson)),
    newest && queryClient.prefetchQuery(weekQuery(fetchJson, newest.id)),
  ])
}
