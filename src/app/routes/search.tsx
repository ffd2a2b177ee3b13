import { createRoute } from '@tanstack/react-router'
import { lazyView } from '../../shared/components/lazy-view'
import { langRoute, viewHead } from '../lang-route'
import { searchSchemaFor } from '../../url/search-params'

const SearchPage = lazyView('SearchPage', () =>
  import('../../features/search/search-page').then((m) => m.SearchPage),
)

/** Full-text search over every thread. */
export const route = createRoute({
  getParentRoute: () => langRoute,
  path: 'search',
  validateSearch: searchSchemaFor(['q']),
  staticData: import.meta.env.SSR ? { code: ['src/features/search/search-page.tsx'] } : {},
  head: viewHead('search'),
  component: SearchPage,
})
