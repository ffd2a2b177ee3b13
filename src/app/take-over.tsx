import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { fetchFromServer } from '../data/data-source'
import { LANGS, type Lang } from '../domain/dataset'
import { loadMessages } from '../i18n/i18n'
import { createQueryClient } from './query-client'
import { createAppRouter, preloadNextViews } from './router'
import { createSiteHistory } from './site-history'

/**
 * The app takes over the pre-rendered page in `pageLang` in place (entry-client.tsx loads this
 * once the page has painted), with the answers to the page's data files already asked for.
 */
export function takeOver(pageLang: Lang, early: Map<string, Promise<Response>>): void {
  // The router loads the page's texts with its data before hydrating (router.tsx, hydrate).
  const queryClient = createQueryClient()
  const router = createAppRouter({
    history: createSiteHistory(),
    context: { queryClient, fetchJson: fetchFromServer(early), document: true },
  })
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
    {
      // A reader who follows a link while the app takes over makes React render that part
      // afresh: harmless, so a warning (the e2e suite fails on any "[hydration]" warning on a
      // quiet load).
      onRecoverableError: (error) => console.warn('[hydration]', error),
    },
  )
  // The other language's texts and the thread view's code, once the page is the reader's: a
  // language switch or a thread then renders at once, offline too.
  setTimeout(() => {
    void loadMessages(...LANGS.filter((l) => l !== pageLang))
    void preloadNextViews(router)
  })
}
