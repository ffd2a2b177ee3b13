import { createRoute } from '@tanstack/react-router'
import { lazyView } from '../../shared/components/lazy-view'
import { langRoute, viewHead } from '../lang-route'
import { searchSchemaFor } from '../../url/search-params'

// What the reader follows, from this browser's storage: nothing of it is on the first screen.
const FollowingPage = lazyView('FollowingPage', () =>
  import('../../features/following/following-page').then((m) => m.FollowingPage),
)

/** The KIPs and people the reader follows, and what moved since their last visit. */
export const route = createRoute({
  getParentRoute: () => langRoute,
  path: 'following',
  validateSearch: searchSchemaFor(['kip', 'person', 'page']),
  staticData: import.meta.env.SSR ? { code: ['src/features/following/following-page.tsx'] } : {},
  head: viewHead('following'),
  component: FollowingPage,
})
