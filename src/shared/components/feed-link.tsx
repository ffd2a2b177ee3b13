import type { ReactNode } from 'react'
import { siteHref } from '../../url/site-paths'

/**
 * A link to an Atom feed (src/url/site-paths.ts: feedPath), for readers who subscribe by hand; the
 * page's head names the same feed for feed readers. A plain link: the feed is a file, not a view.
 */
export function FeedLink({ path, children }: { path: string; children: ReactNode }) {
  return (
    <a className="feed-link" href={siteHref(path)} type="application/atom+xml">
      {children}
    </a>
  )
}
