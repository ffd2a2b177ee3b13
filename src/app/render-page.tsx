/**
 * Entry of the build's server bundle (never shipped to browsers): renders one page of the site
 * to HTML at build time (scripts/prerender.ts), with TanStack Router's SSR API, in the browser's
 * way: same router, same histories' links (site-history.ts), same data. The browser hydrates it in
 * place (entry-client.tsx).
 */
import type { QueryClient } from '@tanstack/react-query'
import {
  attachRouterServerSsrUtils,
  renderRouterToString,
  RouterServer,
} from '@tanstack/react-router/ssr/server'
import type { Manifest } from '@tanstack/react-router'
import type { FetchJson } from '../data/data-source'
import { viewCode } from '../shared/components/lazy-view'
import { createQueryClient } from './query-client'
import { dataPaths } from '../data/page-data-paths'
import { createAppRouter } from './router'
import { createPageHistory } from './site-history'
import { textsModule } from '../i18n/i18n'
import { langOfPath } from '../url/site-paths'

export type { Manifest }
/** The pages the build writes (scripts/prerender.ts), read from the route tree. */
export { sitePages } from './site-pages'

export interface RenderedPage {
  html: string
  /** 200, or 404 for an address no route or no data knows. */
  status: number
  /**
   * The data files the page was rendered from, sorted: the page names them (data/page-data-files.ts)
   * so that the browser asks for them as soon as it has painted.
   */
  dataFiles: string[]
  /**
   * The modules the page loads to be taken over, beyond the app's own (as Vite's manifest names
   * them): its texts, and the code its routes name (their `staticData.code`). The pre-render has
   * the page fetch their chunks with the app's code.
   */
  code: string[]
  /**
   * The modules its routes name that the page fetches with the app's code but loads only when it
   * needs them, each failing in its place (their `staticData.onDemand`: the JIRA charts).
   */
  onDemand: string[]
  /**
   * How many times it was rendered: 1 when its route loaded all it shows and its view's code was
   * there; each render more costs the build a whole page's rendering.
   */
  renders: number
}

/** Renders that found the cache short of what the page shows, before a page is given up on. */
const MAX_PASSES = 5

/**
 * The page at app path `path` ("/zh/thread/2026-W20-kip-1327/"), from the data read by
 * `fetchJson`, with the scripts and styles of `manifest` (the client build's, by route).
 *
 * The route loaders fill the query cache with what most pages show, so one render usually
 * suffices. A view that asks for more (the KIP list's cards load their own stories), or whose
 * code has not arrived yet, suspends: its query or download starts, and the page is rendered
 * again once it has settled, with a fresh router, so that the page's hydration data names every
 * query it was rendered from.
 */
export async function renderPage(
  path: string,
  fetchJson: FetchJson,
  manifest: Manifest,
): Promise<RenderedPage> {
  const queryClient = createQueryClient()
  const read = new Set<string>()
  const recording: FetchJson = async (file) => {
    const value = await fetchJson(file)
    read.add(file)
    return value
  }
  const context = { queryClient, fetchJson: recording, document: true }
  for (let pass = 1; ; pass++) {
    const router = createAppRouter({
      history: createPageHistory(path),
      context,
      dehydrate: () => ({ data: dataPaths(queryClient) }),
    })
    attachRouterServerSsrUtils({ router, manifest })
    await router.load()
    await router.serverSsr?.dehydrate()
    // A view whose code is on its way, for this page or another rendered alongside, shows its
    // fallback.
    const views = viewCode.started()
    const viewsArriving = viewCode.inFlight() > 0
    // A query that starts during the render was not in the cache: its view showed a fallback.
    let fetched = false
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'fetch') fetched = true
    })
    const response = await renderRouterToString({
      router,
      responseHeaders: new Headers(),
      children: <RouterServer router={router} />,
    })
    unsubscribe()
    if (!fetched && !viewsArriving && viewCode.started() === views)
      return {
        html: await response.text(),
        status: response.status,
        dataFiles: [...read].sort(),
        code: [
          textsModule(langOfPath(path) ?? 'zh'),
          ...new Set(router.state.matches.flatMap((match) => match.staticData.code ?? [])),
        ],
        onDemand: [
          ...new Set(router.state.matches.flatMap((match) => match.staticData.onDemand ?? [])),
        ],
        renders: pass,
      }
    if (pass === MAX_PASSES)
      throw new Error(`render-page: ${path} still loads after ${MAX_PASSES} renders`)
    await Promise.all([viewCode.arrived(), settled(queryClient)])
  }
}

/** Resolves once no query of `queryClient` is fetching (a failed one has settled too). */
function settled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (queryClient.isFetching()) return
      unsubscribe()
      resolve()
    }
    const unsubscribe = queryClient.getQueryCache().subscribe(check)
    check()
  })
}
