import {
  HeadContent,
  Scripts,
  useLocation,
  useMatches,
  useRouteContext,
} from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { langOfPath } from '../url/site-paths'
import { htmlLang } from './page-head'

/**
 * The whole document, as the pre-render writes it and the browser hydrates it: the router's
 * shell, around every page, not-found and error alike. The pre-render puts `<base href>` (the
 * site root, from wherever the page is) first into `<head>`, after only the encoding
 * (scripts/lib/finish-page.ts), before any address it resolves, where React would not: it keeps
 * pointing at the site root as the app moves between pages, so every relative address (the app's
 * links, scripts, styles and data) works under any sub-path of any static server.
 *
 * After the router's head, the stylesheets of only some pages: the print stylesheet, and those
 * the matched routes name (`staticData.stylesheets`: a view's own, app/view-stylesheets.ts, or
 * the edition's, whose print rules refine print.css). React puts them after the site's
 * stylesheet, whose rules they override, and a page that needs one is shown once it has loaded.
 */
export function RootDocument({ children }: { children: ReactNode }) {
  const { document: whole } = useRouteContext({ from: '__root__' })
  const path = useLocation({ select: (l) => l.pathname })
  // A string, compared by value: the page's stylesheets change only with its routes.
  const stylesheets = useMatches({
    select: (matches) => matches.flatMap((m) => m.staticData.stylesheets ?? []).join(' '),
  })
  if (!whole) return children
  return (
    <html lang={htmlLang(langOfPath(path) ?? 'zh')}>
      <head>
        <meta charSet="utf-8" />
        <HeadContent />
        {/* Fetched without holding up the first paint, and no part of the first load. */}
        <link rel="stylesheet" href="print.css" media="print" precedence="default" />
        {stylesheets
          .split(' ')
          .filter(Boolean)
          .map((href) => (
            <link key={href} rel="stylesheet" href={href} precedence="default" />
          ))}
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
