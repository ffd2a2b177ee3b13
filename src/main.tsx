import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppRouter } from './app/router'
import { AppProviders } from './app/providers'
import { preferredLang } from './app/language'
import { fromQueryString, isLang } from './url/search-params'
import './styles.css'

/** The language of the first render: the link's, else the remembered one. */
function initialLang() {
  const query = window.location.hash.split('?')[1] ?? ''
  const lang = fromQueryString(query).lang
  return isLang(lang) ? lang : preferredLang()
}

const router = createAppRouter()
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <AppProviders lang={initialLang()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
