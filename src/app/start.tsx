import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { isUnfilteredHome } from '../features/timeline/first-screen'
import { fromQueryString, isLang } from '../url/search-params'
import { resources } from '../i18n/i18n'
import { preferredLang } from './language'
import { loadFirstScreen } from './load-first-screen'
import { AppProviders, createQueryClient } from './providers'
import { createAppRouter } from './router'

/* The app itself, imported by src/main.tsx once the pre-rendered first screen has been painted. */

/** The language of the first render: the link's, else the remembered one. */
function initialLang() {
  const query = window.location.hash.split('?')[1] ?? ''
  const lang = fromQueryString(query).lang
  return isLang(lang) ? lang : preferredLang()
}

const lang = initialLang()
const router = createAppRouter()
const queryClient = createQueryClient()
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// index.html holds the pre-rendered home page in Chinese (scripts/prerender.ts). It stays on
// screen until the first render has its data; a link to any other page or language drops it now.
const { hash } = window.location
if (!(isUnfilteredHome(hash) && lang === 'zh')) {
  const loading = document.createElement('p')
  loading.className = 'loading'
  loading.textContent = resources[lang].translation.common.loading
  root.replaceChildren(loading)
}
await loadFirstScreen(queryClient, router, hash)
createRoot(root).render(
  <StrictMode>
    <AppProviders lang={lang} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
