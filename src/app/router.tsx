import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { loadPaths } from '../data/file-queries'
import { loadMessages } from '../i18n/i18n'
import { readQuery, toQueryString } from '../url/search-params'
import { langOfPath } from '../url/site-paths'
import { DataFiles } from './data-files'
import { landingRoute, langRoute, rootRoute, type RouterContext } from './lang-route'
import * as edition from './routes/edition'
import * as following from './routes/following'
import * as jira from './routes/jira'
import * as kip from './routes/kip'
import * as kipCards from './routes/kip-cards'
import * as kips from './routes/kips'
import * as people from './routes/people'
import * as person from './routes/person'
import * as rules from './routes/rules'
import * as search from './routes/search'
import * as thread from './routes/thread'
import * as timeline from './routes/timeline'
import * as week from './routes/week'

export type { RouterContext }

/** What a pre-rendered page tells the browser about itself: the paths of the data files it shows. */
export interface PageData {
  data: string[]
}

// Each view is one module of ./routes (its path, search, loader, head, stylesheets and code): the
// pages the build writes (site-pages.ts) and the modules a page fetches (render-page.tsx) are
// read from this tree.
//
// A route's loader loads every file its view shows, side by side: a page opened in the app then
// waits for one round of requests, not a second one that its view starts when it renders, and
// a pre-rendered page renders once (render-page.tsx renders it again for each file its view
// asked for). The views' queries (and their files' schemas) are imported with those views, not
// the first screen. A failure is the view's to show, with its retry: prefetch never throws.
//
// The views other than the timeline load with their route: the first load stays within its
// budget (docs/performance.md). The router downloads a view's code before it renders its route
// (its component's `preload`, lazy-view.tsx), on the take-over of a pre-rendered page too: no
// view shows a fallback on its way.
export const routeTree = rootRoute.addChildren([
  landingRoute,
  langRoute.addChildren([
    timeline.route,
    week.route,
    edition.route,
    thread.route,
    kips.route,
    kipCards.route,
    search.route,
    kip.route,
    jira.route,
    people.route,
    person.route,
    following.route,
    rules.route,
  ]),
])

/**
 * The views readers open next from a timeline or a week: their code is fetched once the app has
 * taken the page over (take-over.tsx), so that a thread or a week opens at once, offline too.
 */
export const preloadNextViews = (router: ReturnType<typeof createAppRouter>) =>
  Promise.all([thread.route, week.route].map((route) => router.loadRouteChunk(route)))

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
    // The address's texts of the table's parameters: each view's route reads its own, typed and
    // checked (`validateSearch: searchSchemaFor([...])`); the others are written back as they were.
    parseSearch: readQuery,
    stringifySearch: (search) => {
      const query = toQueryString(search)
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
        loadPaths(context.queryClient, context.fetchJson, page.data),
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
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
