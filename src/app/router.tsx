import {
  createRootRoute,
  createRoute,
  createRouter,
  useLocation,
  type RouterHistory,
} from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ThreadPage } from '../features/thread/thread-page'
import { TimelinePage } from '../features/timeline/timeline-page'
import { WeekPage } from '../features/timeline/week-page'
import { NotFound } from '../shared/components/not-found'
import { useLang } from '../shared/hooks/use-lang'
import {
  fromQueryString,
  parseSearch,
  toQueryStringLoose,
  type AppSearch,
} from '../url/search-params'
import { AppShell } from './app-shell'
import { createRelativeHashHistory } from './hash-history'
import { lazyView } from './lazy-view'

function PageNotFound() {
  const { t } = useTranslation()
  return <NotFound message={t('notFound.page')} />
}

// The views other than the timeline, a week and a thread load with their route: the first load
// stays within its budget (README, Performance).
const JiraPage = lazyView('JiraPage', () =>
  import('../features/jira/jira-page').then((m) => m.JiraPage),
)

const KipPage = lazyView('KipPage', () =>
  import('../features/kips/kip-page').then((m) => m.KipPage),
)

const KipsPage = lazyView('KipsPage', () =>
  import('../features/kips/kips-page').then((m) => m.KipsPage),
)

const PeoplePage = lazyView('PeoplePage', () =>
  import('../features/people/people-page').then((m) => m.PeoplePage),
)

const PersonPage = lazyView('PersonPage', () =>
  import('../features/people/person-page').then((m) => m.PersonPage),
)

const rootRoute = createRootRoute({
  // Bad values are dropped here; the timeline re-reads the raw query to say which were ignored.
  validateSearch: (raw: Record<string, unknown>): AppSearch => parseSearch(raw).search,
  component: AppShell,
  notFoundComponent: PageNotFound,
})

const timelineRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: TimelinePage,
})

const weekRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/week/$weekId',
  component: function WeekRoute() {
    return <WeekPage weekId={weekRoute.useParams().weekId} />
  },
})

const threadRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/thread/$threadId',
  component: function ThreadRoute() {
    return <ThreadPage threadId={threadRoute.useParams().threadId} />
  },
})

const kipsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/kips',
  component: KipsPage,
})

const kipRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/kips/$kip',
  component: function KipRoute() {
    return <KipPage kip={kipRoute.useParams().kip} />
  },
})

const jiraRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/jira',
  component: JiraPage,
})

const peopleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/people',
  component: PeoplePage,
})

const personRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/people/$personId',
  component: function PersonRoute() {
    return <PersonPage personId={personRoute.useParams().personId} />
  },
})

// The rules page's text and rule tables are only for readers who open the legend: loaded then.
const RulesPage = lazyView('RulesPage', () =>
  import('../features/rules/rules-page').then((m) => m.RulesPage),
)

const rulesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/rules',
  component: function RulesRoute() {
    const hash = useLocation({ select: (l) => l.hash })
    return <RulesPage lang={useLang()} hash={hash} />
  },
})

const routeTree = rootRoute.addChildren([
  rulesRoute,
  timelineRoute,
  weekRoute,
  threadRoute,
  kipsRoute,
  kipRoute,
  jiraRoute,
  peopleRoute,
  personRoute,
])

/**
 * Hash history (`#/thread/2026-W20-3?lang=en`) works from any static server under any sub-path.
 * The query is plain `key=value` text (not the router's JSON default) so shared links stay readable.
 */
export function createAppRouter(history: RouterHistory = createRelativeHashHistory()) {
  return createRouter({
    routeTree,
    history,
    parseSearch: (query) => fromQueryString(query),
    stringifySearch: (search) => {
      const query = toQueryStringLoose(search)
      return query ? `?${query}` : ''
    },
    defaultPreload: false,
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
