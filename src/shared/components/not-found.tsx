import { useT } from '../../i18n/use-t'
import { ViewLink } from './links'

/** A clear dead end with a way back, for unknown weeks, threads, KIPs, people and pages. */
export function NotFound({ message }: { message: string }) {
  const t = useT()
  return (
    <section className="not-found" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{t('notFound.heading')}</h1>
      <p>{message}</p>
      <p>
        <ViewLink to="/$lang/">← {t('notFound.back')}</ViewLink>
      </p>
    </section>
  )
}
