import { HeadContent, Scripts, useLocation, useRouteContext } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { langOfPath } from '../url/site-paths'
import { htmlLang } from './page-head'

/**
 * The whole document, as the pre-render writes it and the browser hydrates it: the router's
 * shell, around every page, not-found and error alike. The pre-render
 * puts `<base href>` (the site root, from wherever the page is) first into `<head>`
 * (scripts/lib/finish-page.ts), before any address it resolves, where React would not: it keeps
 * pointing at the site root as the app moves between pages, so every relative address (the app's
 * links, scripts, styles and data) works under any sub-path of any static server.
 */
export function RootDocument({ children }: { children: ReactNode }) {
  const { document: whole } = useRouteContext({ from: '__root__' })
  const path = useLocation({ select: (l) => l.pathname })
  if (!whole) return children
  return (
    <html lang={htmlLang(langOfPath(path) ?? 'zh')}>
      <head>
        <meta charSet="utf-8" />
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
