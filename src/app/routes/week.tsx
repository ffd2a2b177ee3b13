import { createRoute } from '@tanstack/react-router'
import { prefetchFile } from '../../data/file-queries'
import { FILES } from '../../domain/files/descriptors'
import { lazyView, routeOf } from '../../shared/components/lazy-view'
import { langOf, langRoute, viewHead } from '../lang-route'
import { pageMeta } from '../route-meta'

const WeekPage = lazyView('WeekPage', () =>
  import('../../features/timeline/week-page').then((m) => m.WeekPage),
)

/** A week's threads. */
export const route = createRoute({
  getParentRoute: () => langRoute,
  path: 'week/$weekId',
  staticData: import.meta.env.SSR
    ? {
        code: ['src/features/timeline/week-page.tsx'],
        pages: (site) => site.weeks.map((weekId) => ({ weekId })),
      }
    : {},
  loader: async ({ context, params }) => {
    const [meta] = await Promise.all([
      pageMeta.week(context, langOf(params), params.weekId),
      // The week's threads and what its KIPs did, in one file (see langRoute's loader).
      prefetchFile(context, FILES.week, params.weekId),
    ])
    return meta
  },
  head: viewHead(),
  component: routeOf(WeekPage, function WeekRoute() {
    return <WeekPage weekId={route.useParams().weekId} />
  }),
})
