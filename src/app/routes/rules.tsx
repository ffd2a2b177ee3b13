import { createRoute, useLocation } from '@tanstack/react-router'
import rules from '../../features/rules/rules-page.css?url'
import { lazyView, routeOf } from '../../shared/components/lazy-view'
import { langOf, langRoute, viewHead } from '../lang-route'
import { sheets } from '../view-stylesheets'

// The rules page's text and rule tables are only for readers who open the legend: loaded then.
const RulesPage = lazyView('RulesPage', () =>
  import('../../features/rules/rules-page').then((m) => m.RulesPage),
)

/** How the digests' words become a thread's status. */
export const route = createRoute({
  getParentRoute: () => langRoute,
  path: 'rules',
  staticData: {
    stylesheets: sheets(rules),
    ...(import.meta.env.SSR ? { code: ['src/features/rules/rules-page.tsx'] } : {}),
  },
  head: viewHead('rules'),
  component: routeOf(RulesPage, function RulesRoute() {
    const hash = useLocation({ select: (l) => l.hash })
    return <RulesPage lang={langOf(route.useParams())} hash={hash} />
  }),
})
