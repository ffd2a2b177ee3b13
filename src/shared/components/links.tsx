import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { AppSearch } from '../../url/search-params'

/** In-app links keep the language and nothing else of the current URL state. */
const keepLang = (s: AppSearch): AppSearch => (s.lang ? { lang: s.lang } : {})

/** What every in-app link takes besides its target. */
interface LinkBody {
  children: ReactNode
  className?: string
}

export function ThreadLink({ id, children, className }: { id: string } & LinkBody) {
  return (
    <Link to="/thread/$threadId" params={{ threadId: id }} search={keepLang} className={className}>
      {children}
    </Link>
  )
}

export function WeekLink({ id, children, className }: { id: string } & LinkBody) {
  return (
    <Link to="/week/$weekId" params={{ weekId: id }} search={keepLang} className={className}>
      {children}
    </Link>
  )
}

/** Reads "KIP-1327" unless given other children. */
export function KipLink({ kip, children, className }: { kip: number } & Partial<LinkBody>) {
  return (
    <Link
      to="/kips/$kip"
      params={{ kip: String(kip) }}
      search={keepLang}
      className={className ?? 'kip-chip'}
    >
      {children ?? `KIP-${kip}`}
    </Link>
  )
}

/** A link to the rules page, at one status or stance ("status-done", "stance-support"). */
export function RulesLink({ anchor, children, className }: { anchor: string } & LinkBody) {
  return (
    <Link to="/rules" hash={anchor} search={keepLang} className={className}>
      {children}
    </Link>
  )
}

export function PersonLink({ id, children, className }: { id: string } & LinkBody) {
  return (
    <Link
      to="/people/$personId"
      params={{ personId: id }}
      search={keepLang}
      className={className ?? 'person-link'}
    >
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
