import { createRoute } from '@tanstack/react-router'
import charts from '../../shared/components/charts.css?url'
import dataTable from '../../shared/styles/data-table.css?url'
import kips from '../../features/kips/kips.css?url'
import kipList from '../../features/kips/kip-list-page.css?url'
import { lazyView } from '../../shared/components/lazy-view'
import { prefetchFile } from '../../data/file-queries'
import { viewFiles } from '../../data/view-queries'
import { langRoute, orNothing, viewHead } from '../lang-route'
import { sheets } from '../view-stylesheets'
import { KIP_LIST_FILTERS, searchSchemaFor } from '../../url/search-params'

const KipListPage = lazyView('KipListPage', () =>
  import('../../features/kips/kip-list-page').then((m) => m.KipListPage),
)

/** Every KIP of the wiki, as a table to filter and sort. */
export const route = createRoute({
  getParentRoute: () => langRoute,
  path: 'kips',
  validateSearch: searchSchemaFor([...KIP_LIST_FILTERS, 'sort', 'dir', 'page']),
  loader: ({ context }) =>
    orNothing(viewFiles).then((m) => m && prefetchFile(context, m.VIEW_FILES.catalog)),
  staticData: {
    stylesheets: sheets(kips, charts, dataTable, kipList),
    ...(import.meta.env.SSR
      ? { code: ['src/features/kips/kip-list-page.tsx', 'src/domain/files/view-descriptors.ts'] }
      : {}),
  },
  head: viewHead('kips'),
  component: KipListPage,
})
