import './styles.css'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { chooseLang, readLangInputs } from './app/language'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'
import { createSiteHistory } from './app/site-history'
import { fetchFromServer } from './data/data-source'
import { LANGS } from './domain/dataset'
import { loadMessages } from './i18n/i18n'
import { appPath, appPathOf, hashLinkTarget, langOfPath, siteHref } from './url/site-paths'

/*
 * The browser's entry. Every page arrives whole, pre-rendered (scripts/prerender.ts); this takes it
 * over in place. Two addresses are sent on instead: a link of the earlier hash form (`#/thread/…`,
 * every address of the first site) to its page today, and the site root to the reader's language.
 */
const base = document.baseURI
const path = appPathOf(window.location.pathname, new URL(base).pathname)
const lang = chooseLang(readLangInputs(window))
const target =
  hashLinkTarget(window.location.hash, lang) ??
  (path === '/' ? `${siteHref(appPath(lang))}${window.location.search}` : undefined)

if (target !== undefined) {
  window.location.replace(new URL(target, base))
} else {
  // The page's texts first (the router loads them too, but hydration does not wait for it).
  const pageLang = langOfPath(path) ?? 'zh'
  await loadMessages(pageLang)
  const queryClient = createQueryClient()
  const router = createAppRouter({
    history: createSiteHistory(),
    context: { queryClient, fetchJson: fetchFromServer, document: true },
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
  // The other language's texts, once the page is the reader's: a switch then renders at once,
  // offline too.
  setTimeout(() => void loadMessages(...LANGS.filter((l) => l !== pageLang)))
}
