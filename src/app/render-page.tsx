/**
 * Entry of the build's server bundle (never shipped to browsers): renders one page of the site
 * to HTML at build time (scripts/prerender.ts), with TanStack Router's SSR API, in the browser's
 * way: same router, same histories' links (site-history.ts), same data. The browser hydrates it in
 * place (entry-client.tsx).
 */
import { RouterProvider } from '@tanstack/react-router'
import {
  attachRouterServerSsrUtils,
  renderRouterToString,
  RouterServer,
} from '@tanstack/react-router/ssr/server'
import type { Manifest } from '@tanstack/router-core'
import { prerender } from 'react-dom/static'
import type { FetchJson } from '../data/data-source'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { createPageHistory } from './site-history'

export type { Manifest }

export interface RenderedPage {
  html: string
  /** 200, or 404 for an address no route or no data knows. */
  status: number
}

/**
 * The page at app path `path` ("/zh/thread/2026-W20-kip-1327/"), from the data read by
 * `fetchJson`, with the scripts and styles of `manifest` (the client build's, by route).
 *
 * Two passes: React's static prerender first, which waits for every view and query the page
 * suspends on (the KIP list's cards load their own stories), so that the query cache holds all
 * the page shows; then TanStack Router's SSR render of the page itself from that cache, whose
 * hydration data names those queries for the browser.
 */
export async function renderPage(
  path: string,
  fetchJson: FetchJson,
  manifest: Manifest,
): Promise<RenderedPage> {
  const queryClient = createQueryClient()
  const context = { queryClient, fetchJson, document: true }

  const probe = createAppRouter({ history: createPageHistory(path), context })
  await probe.load()
  const probed = await prerender(<RouterProvider router={probe} />)
  await probed.prelude.cancel()

  const router = createAppRouter({ history: createPageHistory(path), context })
  attachRouterServerSsrUtils({ router, manifest })
  await router.load()
  await router.serverSsr?.dehydrate()
  const response = await renderRouterToString({
    router,
    responseHeaders: new Headers(),
    children: <RouterServer router={router} />,
  })
  return { html: await response.text(), status: response.status }
}
