import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  notFound,
  useLocation,
  type RouterHistory,
} from '@tanstack/react-router'
import type { FetchJson } from '../data/data-source'
import { indexQuery, weekQuery } from '../data/queries'
import { loadKeys, type DataKey } from '../data/query-registry'
import * as viewQueries from '../data/view-queries'
import { loadMessages, type Resources } from '../i18n/i18n'
import { TimelinePage } from '../features/timeline/timeline-page'
import { readSearch, toQueryString, type AppSearch } from '../url/search-params'
import { isLang, langOfPath } from '../url/site-paths'
import { AppShell } from './app-shell'
import { Landing } from './landing'
import { lazyView, routeOf } from '../shared/components/lazy-view'
import { DataFiles } from './data-files'
import { pageNumber } from '../shared/lib/paginate'
import { PageFailed, PageNotFound, ViewNotFound } from './page-not-found'
import { pageHead } from './page-head'
import { RootDocument } from './root-document'
import { pageMeta } from './route-meta'
import { VIEW_STYLESHEETS } from './view-stylesheets'

/** What a pre-rendered page tells the browser about itself. */
export interface PageData {
  data: DataKey[]
}

/** What every route can reach: the data, and whether the root renders the whole document. */
export interface RouterContext {
  queryClient: QueryClient
  fetchJson: FetchJson
  /**
   * True when the app owns `<html>` (the pre-render and the hydrated page); false where it is
   * mounted inside a container (component tests).
   */
  document: boolean
  /** The UI texts (default: the locales); tests pass them with keys removed. */
  messages?: Resources
}

// A route's loader loads every file its view shows, side by side: a page opened in the app then
// waits for one round of requests, not a second one that its view starts when it renders, and
// a pre-rendered page renders once (render-page.tsx renders it again for each file its view
// asked for). The views' queries (and their files' schemas) are imported with those views, not
// the first screen. A failure is the view's to show, with its retry: prefetch never throws.
//
// The views other than the timeline load with their route: the first load stays within
// its budget (README, Performance). The router downloads a view's code before it renders its route
// (routeOf), on the take-over of a pre-rendered page too: no view shows a fallback on its way.
const ThreadPage = lazyView('ThreadPage', () =>
  import('../features/thread/thread-page').then((m) => m.ThreadPage),
)
const WeekPage = lazyView('WeekPage', () =>
  import('../features/timeline/week-page').then((m) => m.WeekPage),
)
/**
 * The views readers open next from a timeline or a week: their code is fetched once the app has
 * taken the page over (take-over.tsx), so that a thread or a week opens at once, offline too.
 */
export const preloadNextViews = () => Promise.all([ThreadPage.preload(), WeekPage.preload()])
const JiraPage = lazyView('JiraPage', () =>
  import('../features/jira/jira-page').then((m) => m.JiraPage),
)
const KipPage = lazyView('KipPage', () =>
  import('../features/kips/kip-page').then((m) => m.KipPage),
)
const KipsPage = lazyView('KipsPage', () =>
  import('../features/kips/kips-page').then((m) => m.KipsPage),
)
const KipListPage = lazyView('KipListPage', () =>
  import('../features/kips/kip-list-page').then((m) => m.KipListPage),
)
const PeoplePage = lazyView('PeoplePage', () =>
  import('../features/people/people-page').then((m) => m.PeoplePage),
)
const PersonPage = lazyView('PersonPage', () =>
  import('../features/people/person-page').then((m) => m.PersonPage),
)
const SearchPage = lazyView('SearchPage', () =>
  import('../features/search/search-page').then((m) => m.SearchPage),
)
// A week's edition, every thread in full for reading and printing: opened from its week.
const EditionPage = lazyView('EditionPage', () =>
  import('../features/edition/edition-page').then((m) => m.EditionPage),
)
// What the reader follows, from this browser's storage: nothing of it is on the first screen.
const FollowingPage = lazyView('FollowingPage', () =>
  import('../features/following/following-page').then((m) => m.FollowingPage),
)
// The rules page's text and rule tables are only for readers who open the legend: loaded then.
const RulesPage = lazyView('RulesPage', () =>
  import('../features/rules/rules-page').then((m) => m.RulesPage),
)

const rootRoute = createRootRouteWithContext<RouterContext>()({
  // The router parses every query string with readSearch (createAppRouter): the state arrives
  // typed, with what could not be understood inside it.
  validateSearch: (search: Record<string, unknown>): AppSearch => search as AppSearch,
  // The page's texts, before anything renders (a page of no language, not-found, in Chinese).
  beforeLoad: ({ location }) => loadMessages(langOfPath(location.pathname) ?? 'zh'),
  head: () => ({
    meta: [
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'color-scheme', content: 'light dark' },
    ],
    links: [{ rel: 'icon', href: 'favicon.svg', type: 'image/svg+xml' }],
  }),
  shellComponent: RootDocument,
  notFoundComponent: PageNotFound,
  errorComponent: PageFailed,
})

/** The site root: sends the reader to their language (entry-client.tsx); without script, a choice. */
const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  // It offers both languages, each in its own words.
  beforeLoad: () => loadMessages('zh', 'en'),
  head: () => pageHead('/zh/', 'zh', pageMeta.landing()),
  component: Landing,
})

/** Every view lives under its language: `/zh/…`, `/en/…`. */
const langRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$lang',
  beforeLoad: ({ params }) => {
    if (!isLang(params.lang)) throw notFound()
  },
  // Every view reads the index: on its way with the route, so that the page renders in one go
  // (render-page.tsx). A failure is the view's to show, with its retry: prefetch never throws.
  loader: ({ context }) => context.queryClient.prefetchQuery(indexQuery(context.fetchJson)),
  component: AppShell,
  // Inside the shell, which has the page's <main>.
  notFoundComponent: ViewNotFound,
})

// Each lazy module is imported from one place (data/view-queries.ts). Offline, its download
// fails: the loader then loads nothing, and the view, whose own code cannot be downloaded either,
// says so with its retry (a loader that threw would show a failure, not "no connection").
const kipQueries = () => viewQueries.kipQueries().catch(() => undefined)
const peopleQueries = () => viewQueries.peopleQueries().catch(() => undefined)
const jiraQueries = () => viewQueries.jiraQueries().catch(() => undefined)

/** The language of a matched view route (checked by langRoute before anything renders). */
const langOf = (params: { lang: string }) => (isLang(params.lang) ? params.lang : 'zh')

const timelineRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '/',
  head: ({ params, match }) =>
    pageHead(match.pathname, langOf(params), pageMeta.home(langOf(params))),
  component: TimelinePage,
})

const weekRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'week/$weekId',
  staticData: { code: import.meta.env.SSR ? ['src/features/timeline/week-page.tsx'] : undefined },
  loader: async ({ context, params }) => {
    const [meta] = await Promise.all([
      pageMeta.week(context, langOf(params), params.weekId),
      // The week's threads, and what its KIPs did (see langRoute's loader).
      context.queryClient.prefetchQuery(weekQuery(context.fetchJson, params.weekId)),
    ])
    return meta
  },
  head: ({ params, match, loaderData }) =>
    pageHead(match.pathname, langOf(params), loaderData ?? pageMeta.missing(langOf(params))),
  component: routeOf(WeekPage, function WeekRoute() {
    return <WeekPage weekId={weekRoute.useParams().weekId} />
  }),
})

/** A week's printable edition: only that week's file (and the index every view reads). */
const editionRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'week/$weekId/edition',
  loader: async ({ context, params }) => {
    const [meta] = await Promise.all([
      pageMeta.edition(context, langOf(params), params.weekId),
      context.queryClient.prefetchQuery(weekQuery(context.fetchJson, params.weekId)),
    ])
    return meta
  },
  head: ({ params, match, loaderData }) =>
    pageHead(match.pathname, langOf(params), loaderData ?? pageMeta.missing(langOf(params))),
  // Its own stylesheet (public/edition.css, see RootDocument): a pre-rendered edition is styled
  // without the app, and no other page loads it.
  staticData: {
    code: import.meta.env.SSR ? ['src/features/edition/edition-page.tsx'] : undefined,
    stylesheets: ['edition.css'],
  },
  component: routeOf(EditionPage, function EditionRoute() {
    return <EditionPage weekId={editionRoute.useParams().weekId} />
  }),
})

const threadRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'thread/$threadId',
  staticData: { code: import.meta.env.SSR ? ['src/features/thread/thread-page.tsx'] : undefined },
  loader: ({ context, params }) => pageMeta.thread(context, langOf(params), params.threadId),
  head: ({ params, match, loaderData }) =>
    pageHead(match.pathname, langOf(params), loaderData ?? pageMeta.missing(langOf(params))),
  component: routeOf(ThreadPage, function ThreadRoute() {
    return <ThreadPage threadId={threadRoute.useParams().threadId} />
  }),
})

const kipsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'kips',
  loader: ({ context }) => kipQueries().then((m) => m?.prefetchKipCatalog(context)),
  staticData: {
    code: import.meta.env.SSR
      ? ['src/features/kips/kip-list-page.tsx', 'src/data/kip-queries.ts']
      : undefined,
    stylesheets: VIEW_STYLESHEETS.kipList,
  },
  head: ({ params, match }) =>
    pageHead(match.pathname, langOf(params), pageMeta.view(langOf(params), 'kips')),
  component: KipListPage,
})

const kipCardsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'kips/cards',
  staticData: {
    code: import.meta.env.SSR
      ? ['src/features/kips/kips-page.tsx', 'src/data/kip-queries.ts']
      : undefined,
    stylesheets: VIEW_STYLESHEETS.kips,
  },
  head: ({ params, match }) =>
    pageHead(match.pathname, langOf(params), pageMeta.view(langOf(params), 'kipCards')),
  component: KipsPage,
})

const kipRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'kips/$kip',
  staticData: {
    code: import.meta.env.SSR
      ? ['src/features/kips/kip-page.tsx', 'src/data/kip-queries.ts']
      : undefined,
    stylesheets: VIEW_STYLESHEETS.kips,
  },
  loader: async ({ context, params }) => {
    const [meta] = await Promise.all([
      pageMeta.kip(context, langOf(params), params.kip),
      kipQueries().then((m) => m?.prefetchKipCatalog(context)),
    ])
    return meta
  },
  head: ({ params, match, loaderData }) =>
    pageHead(match.pathname, langOf(params), loaderData ?? pageMeta.missing(langOf(params))),
  component: routeOf(KipPage, function KipRoute() {
    return <KipPage kip={kipRoute.useParams().kip} />
  }),
})

/** The JIRA page opens with its charts of issues created: their code is fetched with the page. */
const JIRA_CHARTS = 'src/features/jira/jira-charts.tsx'

const jiraRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'jira',
  staticData: {
    code: import.meta.env.SSR
      ? ['src/features/jira/jira-page.tsx', 'src/data/jira-queries.ts']
      : undefined,
    onDemand: import.meta.env.SSR ? [JIRA_CHARTS] : undefined,
    stylesheets: VIEW_STYLESHEETS.jira,
  },
  loader: ({ context }) => jiraQueries().then((m) => m?.prefetchJira(context)),
  head: ({ params, match }) =>
    pageHead(match.pathname, langOf(params), pageMeta.view(langOf(params), 'jira')),
  component: JiraPage,
})

const peopleRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'people',
  staticData: {
    code: import.meta.env.SSR
      ? ['src/features/people/people-page.tsx', 'src/data/people-queries.ts']
      : undefined,
    stylesheets: VIEW_STYLESHEETS.people,
  },
  loader: ({ context }) => peopleQueries().then((m) => m?.prefetchPeopleStats(context)),
  head: ({ params, match }) =>
    pageHead(match.pathname, langOf(params), pageMeta.view(langOf(params), 'people')),
  component: PeoplePage,
})

const personRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'people/$personId',
  staticData: {
    code: import.meta.env.SSR
      ? ['src/features/people/person-page.tsx', 'src/data/people-queries.ts']
      : undefined,
    stylesheets: VIEW_STYLESHEETS.people,
  },
  // Not rerun for another page of their threads (not a loader dependency): the view keeps the
  // page on screen while the next one loads.
  loader: async ({ context, params, location }) => {
    const meta = await pageMeta.person(context, langOf(params), params.personId)
    // The person and their page of positions (see langRoute's loader); a name they are not
    // known by has none.
    const queries = meta && (await peopleQueries())
    if (queries) {
      const { personQuery, personPageQuery } = queries
      const { queryClient, fetchJson } = context
      const person = await queryClient
        .ensureQueryData(personQuery(fetchJson, params.personId))
        .catch(() => undefined)
      if (person)
        await queryClient.prefetchQuery(
          personPageQuery(
            fetchJson,
            params.personId,
            pageNumber((location.search as AppSearch).page, person.pages),
          ),
        )
    }
    return meta
  },
  head: ({ params, match, loaderData }) =>
    pageHead(match.pathname, langOf(params), loaderData ?? pageMeta.missing(langOf(params))),
  component: routeOf(PersonPage, function PersonRoute() {
    return <PersonPage personId={personRoute.useParams().personId} />
  }),
})

const searchRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'search',
  staticData: { code: import.meta.env.SSR ? ['src/features/search/search-page.tsx'] : undefined },
  head: ({ params, match }) =>
    pageHead(match.pathname, langOf(params), pageMeta.view(langOf(params), 'search')),
  component: SearchPage,
})

const followingRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'following',
  staticData: {
    code: import.meta.env.SSR ? ['src/features/following/following-page.tsx'] : undefined,
  },
  head: ({ params, match }) =>
    pageHead(match.pathname, langOf(params), pageMeta.view(langOf(params), 'following')),
  component: FollowingPage,
})

const rulesRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'rules',
  staticData: {
    code: import.meta.env.SSR ? ['src/features/rules/rules-page.tsx'] : undefined,
    stylesheets: VIEW_STYLESHEETS.rules,
  },
  head: ({ params, match }) =>
    pageHead(match.pathname, langOf(params), pageMeta.view(langOf(params), 'rules')),
  component: routeOf(RulesPage, function RulesRoute() {
    const hash = useLocation({ select: (l) => l.hash })
    return <RulesPage lang={langOf(rulesRoute.useParams())} hash={hash} />
  }),
})

const routeTree = rootRoute.addChildren([
  landingRoute,
  langRoute.addChildren([
    timelineRoute,
    weekRoute,
    editionRoute,
    threadRoute,
    kipsRoute,
    kipCardsRoute,
    searchRoute,
    kipRoute,
    jiraRoute,
    peopleRoute,
    personRoute,
    followingRoute,
    rulesRoute,
  ]),
])

/**
 * The one router of the app, for the pre-render (scripts/prerender.ts), the browser
 * (entry-client.tsx) and the tests, told apart only by their history and context. Addresses end
 * with a slash (each is a folder with an index.html); the query is plain `key=value` text, read
 * and written by src/url/search-params.ts only.
 */
export function createAppRouter({
  history,
  context,
  dehydrate,
}: {
  history: RouterHistory
  context: RouterContext
  /** The pre-render's (render-page.tsx): what the page tells the browser. Server code only. */
  dehydrate?: () => PageData
}) {
  return createRouter({
    routeTree,
    history,
    context,
    trailingSlash: 'always',
    parseSearch: readSearch,
    stringifySearch: (search) => {
      const query = toQueryString(search as AppSearch)
      return query ? `?${query}` : ''
    },
    defaultPreload: false,
    scrollRestoration: true,
    // A pre-rendered page names the data it was rendered from; the browser loads exactly that,
    // with the page's texts (at once: each is a request), before it takes the page over, so that
    // its first render is the page on screen.
    dehydrate,
    hydrate: async (page: PageData) => {
      await Promise.all([
        loadKeys(context.queryClient, context.fetchJson, page.data),
        loadMessages(langOfPath(history.location.pathname) ?? 'zh'),
      ])
    },
    Wrap: ({ children }) => (
      <DataFiles queryClient={context.queryClient} fetchJson={context.fetchJson}>
        {children}
      </DataFiles>
    ),
  })
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Stylesheets the route's pages need beyond the site's own (root-document.tsx): a view's
     * (view-stylesheets.ts), or one of public/ (the edition's).
     */
    stylesheets?: string[]
    /**
     * The modules the route's pages load to be taken over and to show what they are for, beyond
     * the app's own: the view, its queries, the charts it opens with. As Vite's manifest names
     * them (from the project's root), since a pre-rendered page fetches their chunks with the
     * app's code (scripts/prerender.ts), not one request after another once the app runs; a
     * module no chunk is made of fails the build. Only the pre-render reads them: each route
     * writes them as `import.meta.env.SSR ? [...] : undefined`, so the browser's code has none.
     */
    code?: string[]
    /**
     * Modules the route's pages fetch with the app's code, as `code`, but load only when they
     * need them, each failing in its place with its retry (the JIRA page's charts): the app
     * takes the page over without waiting for them (app/not-taken-over.ts). Server code only.
     */
    onDemand?: string[]
  }
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
