import { useLocation } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { InLanguage } from '../i18n/in-language'
import { NotFound } from '../shared/components/not-found'
import { langOfPath } from '../url/site-paths'

/** An address below a language that no view knows, inside the shell (router.tsx). */
export function ViewNotFound() {
  const { t } = useTranslation()
  return <NotFound message={t('notFound.page')} />
}

/** An address no route knows, in the language its path names (else Chinese, the digests' own). */
export function PageNotFound() {
  const lang = useLocation({ select: (l) => langOfPath(l.pathname) ?? 'zh' })
  return (
    <InLanguage lang={lang}>
      <main id="main" className="not-found-page">
        <ViewNotFound />
      </main>
    </InLanguage>
  )
}
