import { createRoute } from '@tanstack/react-router'
import kips from '../../features/kips/kips.css?url'
import { lazyView } from '../../shared/components/lazy-view'
import { langRoute, viewHead } from '../lang-route'
import { sheets } from '../view-stylesheets'
import { searchSchemaFor } from '../../url/search-params'

const KipsPage = lazyView('KipsPage', () =>
  import('../../features/kips/kips-page').then((m) => m.KipsPage),
)

/** The KIPs the digests discussed, as cards. */
export const route = createRoute({
  getParentRoute: () => langRoute,
  path: 'kips/cards',
  validateSearch: searchSchemaFor(['week', 'kip', 'person', 'status', 'q', 'sort', 'page']),
  staticData: {
    stylesheets: sheets(kips),
    ...(import.meta.env.SSR
      ? { code: ['src/features/kips/kips-page.tsx', 'src/domain/files/view-descriptors.ts'] }
      : {}),
  },
  head: viewHead('kipCards'),
  component: KipsPage,
})
