import { createRoute } from '@tanstack/react-router'
import kips from '../../features/kips/kips.css?url'
import { lazyView, routeOf } from '../../shared/components/lazy-view'
import { prefetchFile } from '../../data/file-queries'
import { viewFiles } from '../../data/view-queries'
import { langOf, langRoute, orNothing, viewHead } from '../lang-route'
import { pageMeta } from '../route-meta'
import { sheets } from '../view-stylesheets'
import { searchSchemaFor } from '../../url/search-params'

const KipPage = lazyView('KipPage', () =>
  import('../../features/kips/kip-page').then((m) => m.KipPage),
)

/** One KIP: the wiki's facts and its story in the digests. */
export const route = createRoute({
  getParentRoute: () => langRoute,
  path: 'kips/$kip',
  validateSearch: searchSchemaFor(['page']),
  staticData: {
    stylesheets: sheets(kips),
    ...(import.meta.env.SSR
      ? {
          code: ['src/features/kips/kip-page.tsx', 'src/domain/files/view-descriptors.ts'],
          // Each KIP of the wiki's catalog and of the digests (kip-catalog.json).
          pages: (site) => site.kips.map((kip) => ({ kip: String(kip) })),
        }
      : {}),
  },
  loader: async ({ context, params }) => {
    const [meta] = await Promise.all([
      pageMeta.kip(context, langOf(params), params.kip),
      orNothing(viewFiles).then((m) => m && prefetchFile(context, m.VIEW_FILES.catalog)),
    ])
    return meta
  },
  head: viewHead(),
  component: routeOf(KipPage, function KipRoute() {
    return <KipPage kip={route.useParams().kip} />
  }),
})
