import { Link, useLocation, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLang } from '../hooks/use-lang'

/* In-app links stay in the page's language and carry nothing else of the current URL state. */

/** What every in-app link takes besides its target. */
interface LinkBody {
  children: ReactNode
  className?: string
}

export function ThreadLink({ id, children, className }: { id: string } & LinkBody) {
  const lang = useLang()
  return (
    <Link to="/$lang/thread/$threadId/" params={{ lang, threadId: id }} className={className}>
      {children}
    </Link>
  )
}

export function WeekLink({ id, children, className }: { id: string } & LinkBody) {
  const lang = useLang()
  return (
    <Link to="/$lang/week/$weekId/" params={{ lang, weekId: id }} className={className}>
      {children}
    </Link>
  )
}

/** A week's printable edition: every thread of the week in full. */
export function WeekEditionLink({ id, children, className }: { id: string } & LinkBody) {
  const lang = useLang()
  return (
    <Link to="/$lang/week/$weekId/edition/" params={{ lang, weekId: id }} className={className}>
      {children}
    </Link>
  )
}

/**
 * A link to a place on the page shown (`#id`), as a plain anchor to the page's own address: a
 * bare "#id" would resolve against <base href>, the site root, and the router's Link marks every
 * link to the page shown as the current page (aria-current), whatever its hash. The browser
 * scrolls to the place, and the router follows the address.
 */
export function PlaceLink({ id, children, className }: { id: string } & LinkBody) {
  const history = useRouter().history
  const pathname = useLocation({ select: (l) => l.pathname })
  return (
    <a href={history.createHref(`${pathname}#${encodeURIComponent(id)}`)} className={className}>
      {children}
    </a>
  )
}

/** Reads "KIP-1327" unless given other children. */
export function KipLink({ kip, children, className }: { kip: number } & Partial<LinkBody>) {
  const lang = useLang()
  return (
    <Link
      to="/$lang/kips/$kip/"
      params={{ lang, kip: String(kip) }}
      className={className ?? 'kip-chip'}
    >
      {children ?? `KIP-${kip}`}
    </Link>
  )
}

/** A link to the rules page, at one status or stance ("status-done", "stance-support"). */
export function RulesLink({ anchor, children, className }: { anchor: string } & LinkBody) {
  const lang = useLang()
  return (
    <Link to="/$lang/rules/" params={{ lang }} hash={anchor} className={className}>
      {children}
    </Link>
  )
}

export function PersonLink({ id, children, className }: { id: string } & LinkBody) {
  const lang = useLang()
  return (
    <Link
      to="/$lang/people/$personId/"
      params={{ lang, personId: id }}
      className={className ?? 'person-link'}
    >
      {children}
    </Link>
  )
}

/** A link to the views' lists: home (the timeline), the KIPs, …, in the page's language. */
export function ViewLink({
  to,
  children,
  className,
}: { to: '/$lang/' | '/$lang/kips/' | '/$lang/people/' } & LinkBody) {
  const lang = useLang()
  return (
    <Link to={to} params={{ lang }} className={className}>
      {children}
    </Link>
  )
}

/** A link outside the app (wiki, mailing list, JIRA): only http(s), never with the opener. */
export function ExternalLink({
  href,
  children,
}: {
  href: string | null | undefined
  children: ReactNode
}) {
  if (!href || !/^https?:\/\//i.test(href)) return null
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="external">
      {children}
    </a>
  )
}
