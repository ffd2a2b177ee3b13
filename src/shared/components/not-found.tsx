import type { ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { ViewLink } from './links'

/**
 * A clear dead end with a way back, for unknown weeks, threads, KIPs, people and pages; a view
 * adds the ways on it can offer (not-found-help.tsx), loaded with the view.
 */
export function NotFound({ message, children }: { message: string; children?: ReactNode }) {
  const t = useT()
  return (
    <section className="not-found" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{t('notFound.heading')}</h1>
      <p>{message}</p>
      {children}
      <p>
        <ViewLink to="/$lang/">← {t('notFound.back')}</ViewLink>
      </p>
    </section>
  )
}
