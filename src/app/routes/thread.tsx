import { createRoute } from '@tanstack/react-router'
import { lazyView, routeOf } from '../../shared/components/lazy-view'
import { langOf, langRoute, viewHead } from '../lang-route'
import { pageMeta } from '../route-meta'

const ThreadPage = lazyView('ThreadPage', () =>
  import('../../features/thread/thread-page').then((m) => m.ThreadPage),
)

/** One thread, its conclusion and its story. */
export const route = createRoute({
  getParentRoute: () => langRoute,
  path: 'thread/$threadId',
  staticData: import.meta.env.SSR
    ? {
        code: ['src/features/thread/thread-page.tsx'],
        pages: (site) => site.threads.map((threadId) => ({ threadId })),
      }
    : {},
  loader: ({ context, params }) => pageMeta.thread(context, langOf(params), params.threadId),
  head: viewHead(),
  component: routeOf(ThreadPage, function ThreadRoute() {
    return <ThreadPage threadId={route.useParams().threadId} />
  }),
})
