/**
 * Entry of the SSR build used by scripts/prerender.ts at build time (never shipped to browsers):
 * renders the first screen, the unfiltered home page, in each language, to HTML from the built
 * data, so that content paints before any JavaScript runs.
 */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import type { FetchJson } from '../data/data-source'
import { indexQuery, weekQuery } from '../data/queries'
import { DATA_FILES } from '../domain/bundle'
import type { Lang } from '../domain/dataset'
import { firstScreenWeeks } from '../features/timeline/first-screen'
import { AppProviders, createQueryClient } from './providers'
import { createAppRouter } from './router'

export interface FirstScreen {
  /** The markup of #root. */
  html: string
  /** Data files the first screen needs, relative to the data folder: worth a `<link rel=preload>`. */
  dataFiles: string[]
}

/** Built data (read through `fetchJson`) → the home page's HTML in `lang`, and the data files it shows. */
export async function renderFirstScreen(fetchJson: FetchJson, lang: Lang): Promise<FirstScreen> {
  const queryClient = createQueryClient()
  const index = await queryClient.fetchQuery(indexQuery(fetchJson))
  const weeks = firstScreenWeeks(index)
  await Promise.all(weeks.map((id) => queryClient.fetchQuery(weekQuery(fetchJson, id))))

  const router = createAppRouter(createMemoryHistory({ initialEntries: [`/?lang=${lang}`] }))
  await router.load()
  const html = renderToString(
    <StrictMode>
      <AppProviders lang={lang} queryClient={queryClient} fetchJson={fetchJson}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
  return {
    html: html
      // Memory history writes plain paths; the app's links are relative hashes (hash-history.ts).
      .replace(/ href="\//g, ' href="#/')
      // The router's scroll-restoration script: inline scripts are against the CSP, and the
      // client does its own scroll restoration. (Digest text is escaped: it never holds a tag.)
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''),
    dataFiles: [DATA_FILES.index, ...weeks.map((id) => DATA_FILES.week(id))],
  }
}
