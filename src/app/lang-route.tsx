import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, createRoute, notFound } from '@tanstack/react-router'
import type { FetchJson } from '../data/data-source'
import { prefetchFile } from '../data/file-queries'
import { FILES } from '../domain/files/descriptors'
import type { Lang } from '../domain/dataset'
import { loadMessages, type Resources } from '../i18n/i18n'
import { isLang, langOfPath } from '../url/site-paths'
import { AppShell } from './app-shell'
import { Landing } from './landing'
import { PageFailed, PageNotFound, ViewNotFound } from './page-not-found'
import { pageHead, type PageMeta } from './page-head'
import { RootDocument } from './root-document'
import { pageMeta, type ViewTexts } from './route-meta'

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

export const rootRoute = createRootRouteWithContext<RouterContext>()({
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
export const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  // It offers both languages, each in its own words.
  beforeLoad: () => loadMessages('zh', 'en'),
  head: () => pageHead('/zh/', 'zh', pageMeta.landing()),
  component: Landing,
})

/**
 * Every view lives under its language: `/zh/…`, `/en/…`. Each view is one module of
 * src/app/routes/, a child of this route (router.tsx gathers them).
 */
export const langRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$lang',
  beforeLoad: ({ params }) => {
    if (!isLang(params.lang)) throw notFound()
  },
  // Every view reads the index: on its way with the route, so that the page renders in one go
  // (render-page.tsx). A failure is the view's to show, with its retry: prefetch never throws.
  loader: ({ context }) => prefetchFile(context, FILES.index),
  component: AppShell,
  // Inside the shell, which has the page's <main>.
  notFoundComponent: ViewNotFound,
})

/**
 * A view's queries, each module imported from one place (data/view-queries.ts). Offline, its
 * download fails: the loader then loads nothing, and the view, whose own code cannot be downloaded
 * either, says so with its retry (a loader that threw would show a failure, not "no connection").
 */
export const orNothing = <T,>(load: () => Promise<T>): Promise<T | undefined> =>
  load().catch(() => undefined)

/** The language of a matched view route (checked by langRoute before anything renders). */
export const langOf = (params: { lang: string }): Lang => (isLang(params.lang) ? params.lang : 'zh')

/**
 * A view's `head`: the page's meta in its language, from the view's loader (what the data says
 * of the page) or, for a view whose page is the same whatever the data, from its texts
 * (`meta.<view>.title` and `.description`); a page its data does not know gets not-found's.
 * viewHead() for a view whose loader returns its PageMeta; viewHead("jira") for the JIRA page.
 */
export const viewHead =
  (texts?: ViewTexts) =>
  ({
    params,
    match,
    loaderData,
  }: {
    params: { lang: string }
    match: { pathname: string }
    loaderData?: PageMeta | void
  }) => {
    const lang = langOf(params)
    const meta = texts ? pageMeta.view(lang, texts) : loaderData
    return pageHead(match.pathname, lang, meta ?? pageMeta.missing(lang))
  }

/** What the build knows of the site when it lists its pages (scripts/prerender.ts). */
export interface SiteIds {
  weeks: readonly string[]
  threads: readonly string[]
  kips: readonly number[]
  people: readonly string[]
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
     * writes them inside `import.meta.env.SSR ? … : {}`, so the browser's code has none.
     */
    code?: string[]
    /**
     * Modules the route's pages fetch with the app's code, as `code`, but load only when they
     * need them, each failing in its place with its retry (the JIRA page's charts): the app
     * takes the page over without waiting for them (app/not-taken-over.ts). Server code only.
     */
    onDemand?: string[]
    /**
     * The pages the build writes of the view, in each language, as the values of its path's
     * parameters: `(site) => site.threads.map((threadId) => ({ threadId }))`. Absent: one page
     * (a view whose path has none). Server code only, as `code` (app/site-pages.ts).
     */
    pages?: (site: SiteIds) => Record<string, string>[]
  }
}
