import { createRoute } from '@tanstack/react-router'
import charts from '../../shared/components/charts.css?url'
import dataTable from '../../shared/styles/data-table.css?url'
import jira from '../../features/jira/jira.css?url'
import { jiraQueries } from '../../data/view-queries'
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
          code: ['src/features/jira/jira-page.tsx', 'src/data/jira-queries.ts'],
          // The page opens with its charts of issues created: their code is fetched with it.
          onDemand: ['src/features/jira/jira-charts.tsx'],
        }
      : {}),
  },
  loader: ({ context }) => orNothing(jiraQueries).then((m) => m?.prefetchJira(context)),
  head: viewHead('jira'),
  component: JiraPage,
})
