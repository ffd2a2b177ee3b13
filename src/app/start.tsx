import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { isUnfilteredHome } from '../features/timeline/first-screen'
import { parseLang, withLang } from '../url/search-params'
import { resources } from '../i18n/i18n'
import { chooseLang, readLangInputs } from './language'
import { loadFirstScreen } from './load-first-screen'
import { AppProviders, createQueryClient } from './providers'
import { createAppRouter } from './router'

/* The app itself, imported by src/main.tsx once the pre-rendered first screen has been painted. */

// The language of the first render, by the rule lang-boot.ts applied before the first paint.
const inputs = readLangInputs(window)
const lang = chooseLang(inputs)
// The language goes into the URL before anything renders, as the app writes it: every link then
// carries it. A value that could not be read is kept in the entry's state: the shell says so.
const ignoredLang = inputs.link !== undefined && !parseLang(inputs.link) ? inputs.link : undefined
window.history.replaceState(window.history.state, '', withLang(window.location.hash, lang))
const router = createAppRouter()
if (ignoredLang !== undefined) {
  const { href, state } = router.history.location
  router.history.replace(href, { ...state, ignoredLang })
}
const queryClient = createQueryClient()
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// index.html holds the pre-rendered home page in both languages (scripts/prerender.ts), the
// reader's shown by src/app/lang-boot.ts. On that page the app hydrates the reader's copy: the
// markup on screen stays, nothing is painted twice. On any other page the pre-rendered header
// with a loading line stays on screen until React's first render replaces it (React empties
// the container when it commits: no blank frame in between).
const { hash } = window.location
const prerendered = isUnfilteredHome(hash)
  ? root.querySelector<HTMLElement>(`:scope > [data-prerender="${lang}"]`)
  : null
if (prerendered) {
  for (const node of root.querySelectorAll(':scope > [data-prerender], :scope > .boot-status'))
    if (node !== prerendered) node.remove()
} else if (!root.querySelector(':scope > .boot-status')) {
  // No pre-render (vite dev): a loading line of our own.
  const loading = document.createElement('p')
  loading.className = 'loading'
  loading.textContent = resources[lang].translation.common.loading
  root.replaceChildren(loading)
}
await loadFirstScreen(queryClient, router, hash)
const app = (
  <StrictMode>
    <AppProviders lang={lang} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
)
if (prerendered && window.location.hash === hash) {
  // What TanStack Router's own hydration sets: render the match tree as on the server (without
  // the client-only Suspense wrapper), so that the markup matches the pre-rendered one.
  router.ssr = { manifest: undefined }
  hydrateRoot(prerendered, app, {
    // A reader who follows a link while the app takes over makes React render that part afresh:
    // harmless, so a warning (the e2e suite fails on any "[hydration]" warning on a quiet load).
    onRecoverableError: (error) => console.warn('[hydration]', error),
  })
} else {
  // No pre-rendered copy, or the reader already moved on (a link followed while loading).
  createRoot(root).render(app)
}
// The router listens to the address bar once it is on screen; an address typed or a link followed
// before that is caught up with here, so the page shown is the one in the address bar.
requestAnimationFrame(() =>
  setTimeout(() => {
    if (router.history.location.href !== router.state.location.href) void router.load()
  }),
)
