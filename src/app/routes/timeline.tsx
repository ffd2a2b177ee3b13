import { createRoute } from '@tanstack/react-router'
import { TimelinePage } from '../../features/timeline/timeline-page'
import { langOf, langRoute } from '../lang-route'
import { pageHead } from '../page-head'
import { pageMeta } from '../route-meta'
import { searchSchemaFor } from '../../url/search-params'

/** Home: the timeline, the first screen (its code is the app's own, not loaded with the route). */
export const route = createRoute({
  getParentRoute: () => langRoute,
  path: '/',
  validateSearch: searchSchemaFor(['week', 'kip', 'person', 'status', 'q', 'page']),
  head: ({ params, match }: { params: { lang: string }; match: { pathname: string } }) =>
    pageHead(match.pathname, langOf(params), pageMeta.home(langOf(params))),
  component: TimelinePage,
})
