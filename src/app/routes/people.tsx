import { createRoute } from '@tanstack/react-router'
import dataTable from '../../shared/styles/data-table.css?url'
import people from '../../features/people/people.css?url'
import { prefetchFile } from '../../data/file-queries'
import { viewFiles } from '../../data/view-queries'
import { lazyView } from '../../shared/components/lazy-view'
import { langRoute, orNothing, viewHead } from '../lang-route'
import { sheets } from '../view-stylesheets'
import { searchSchemaFor } from '../../url/search-params'

const PeoplePage = lazyView('PeoplePage', () =>
  import('../../features/people/people-page').then((m) => m.PeoplePage),
)

/** Everyone who took a position, as a table. */
export const route = createRoute({
  getParentRoute: () => langRoute,
  path: 'people',
  validateSearch: searchSchemaFor(['q', 'sort', 'dir', 'page']),
  staticData: {
    stylesheets: sheets(dataTable, people),
    ...(import.meta.env.SSR
      ? { code: ['src/features/people/people-page.tsx', 'src/domain/files/view-descriptors.ts'] }
      : {}),
  },
  loader: ({ context }) =>
    orNothing(viewFiles).then((m) => m && prefetchFile(context, m.VIEW_FILES.peopleStats)),
  head: viewHead('people'),
  component: PeoplePage,
})
