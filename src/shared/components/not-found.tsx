import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { AppSearch } from '../../url/search-params'

/** A clear dead end with a way back, for unknown weeks, threads, KIPs, people and pages. */
export function NotFound({ message }: { message: string }) {
  const { t } = useTranslation()
  return (
    <section className="not-found" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{t('notFound.heading')}</h1>
      <p>{message}</p>
      <p>
        <Link to="/" search={(s: AppSearch) => (s.lang ? { lang: s.lang } : {})}>
          ← {t('notFound.back')}
        </Link>
      </p>
    </section>
  )
}
