import { createRoute } from '@tanstack/react-router'
import { prefetchFile } from '../../data/file-queries'
import { FILES } from '../../domain/files/descriptors'
import { lazyView, routeOf } from '../../shared/components/lazy-view'
import { langOf, langRoute, viewHead } from '../lang-route'
import { pageMeta } from '../route-meta'

// Every thread of a week in full, for reading and printing: opened from its week.
const EditionPage = lazyView('EditionPage', () =>
  import('../../features/edition/edition-page').then((m) => m.EditionPage),
)

/** A week's printable edition: only that week's file (and the index every view reads). */
export const route = createRoute({
  getParentRoute: () => langRoute,
  path: 'week/$weekId/edition',
  loader: async ({ context, params }) => {
    const [meta] = await Promise.all([
      pageMeta.edition(context, langOf(params), params.weekId),
      prefetchFile(context, FILES.week, params.weekId),
    ])
    return meta
  },
  head: viewHead(),
  // Its own stylesheet (public/edition.css, see RootDocument): a pre-rendered edition is styled
  // without the app, and no other page loads it.
  staticData: {
    stylesheets: ['edition.css'],
    ...(import.meta.env.SSR
      ? {
          code: ['src/features/edition/edition-page.tsx'],
          pages: (site) => site.weeks.map((weekId) => ({ weekId })),
        }
      : {}),
  },
  component: routeOf(EditionPage, function EditionRoute() {
    return <EditionPage weekId={route.useParams().weekId} />
  }),
})
