import { createRoute } from '@tanstack/react-router'
import charts from '../../shared/components/charts.css?url'
import dataTable from '../../shared/styles/data-table.css?url'
import jira from '../../features/jira/jira.css?url'
import { ensureFile, prefetchFile } from '../../data/file-queries'
import { viewFiles } from '../../data/view-queries'
import { FILES } from '../../domain/files/descriptors'
import { lazyView } from '../../shared/components/lazy-view'
import { langRoute, orNothing, viewHead } from '../lang-route'
import { sheets } from '../view-stylesheets'
import { searchSchemaFor } from '../../url/search-params'

const JiraPage = lazyView('JiraPage', () =>
  import('../../features/jira/jira-page').then((m) => m.JiraPage),
)

/** JIRA's issues week by week. */
export const route = createRoute({
  getParentRoute: () => langRoute,
  path: 'jira',
  validateSearch: searchSchemaFor(['range', 'page']),
  staticData: {
    stylesheets: sheets(charts, dataTable, jira),
    ...(import.meta.env.SSR
      ? {
          code: ['src/features/jira/jira-page.tsx', 'src/domain/files/view-descriptors.ts'],
          // The page opens with its charts of issues created: their code is fetched with it.
          onDemand: ['src/features/jira/jira-charts.tsx'],
        }
      : {}),
  },
  // The series, and the newest week's paragraph.
  loader: async ({ context }) => {
    const [files, index] = await Promise.all([
      orNothing(viewFiles),
      ensureFile(context, FILES.index).catch(() => undefined),
    ])
    const newest = index?.weeks.at(-1)
    await Promise.all([
      files && prefetchFile(context, files.VIEW_FILES.jira),
      newest && prefetchFile(context, FILES.week, newest.id),
    ])
  },
  head: viewHead('jira'),
  component: JiraPage,
})
