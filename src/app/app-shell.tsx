import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router'
import { Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { Lang } from '../domain/dataset'
import { useQuery } from '@tanstack/react-query'
import { useFetchJson } from '../data/data-source'
import { indexQuery } from '../data/queries'
import { formatDate } from '../i18n/format'
import type { AppSearch } from '../url/search-params'
import { ViewErrorBoundary } from './error-boundary'
import { useLanguageFromUrl } from './use-language-from-url'

const keepLang = (s: AppSearch): AppSearch => (s.lang ? { lang: s.lang } : {})

function LanguageSwitch({ lang }: { lang: Lang }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const set = (next: Lang) =>
    void navigate({ to: '.', search: (s: AppSearch) => ({ ...s, lang: next }) })
  return (
    <div className="lang-switch" role="group" aria-label={t('app.language')}>
      <button type="button" lang="zh" aria-pressed={lang === 'zh'} onClick={() => set('zh')}>
        中文
      </button>
      <button type="button" lang="en" aria-pressed={lang === 'en'} onClick={() => set('en')}>
        English
      </button>
    </div>
  )
}

function DataAsOf({ lang }: { lang: Lang }) {
  const { t } = useTranslation()
  const index = useQuery(indexQuery(useFetchJson())).data
  const last = index?.weeks.at(-1)
  if (!last) return null
  return <p className="as-of">{t('app.dataAsOf', { date: formatDate(last.end, lang) })}</p>
}

export function AppShell() {
  const { t } = useTranslation()
  const { lang, ignored } = useLanguageFromUrl()
  // The page actually shown: `location` changes before the new route renders, and resetting the
  // error boundary then would let the failed view throw again.
  const pathname = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname })
  useEffect(() => {
    document.title = t('app.title')
  }, [t, lang])
  const navItems = [
    { to: '/', label: t('nav.timeline') },
    { to: '/kips', label: t('nav.kips') },
    { to: '/jira', label: t('nav.jira') },
    { to: '/people', label: t('nav.people') },
  ] as const
  return (
    <>
      <a
        className="skip-link"
        href="#main"
        onClick={(e) => {
          e.preventDefault()
          document.getElementById('main')?.focus()
        }}
      >
        {t('app.skipToContent')}
      </a>
      <header className="app-header">
        <div className="brand">
          <Link to="/" search={keepLang} className="brand-link">
            {t('app.title')}
          </Link>
          <DataAsOf lang={lang} />
        </div>
        <nav aria-label={t('nav.label')} className="main-nav">
          {navItems.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              search={keepLang}
              activeOptions={{ exact: item.to === '/', includeSearch: false }}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <LanguageSwitch lang={lang} />
      </header>
      <main id="main" tabIndex={-1}>
        {ignored !== undefined && (
          <p className="notice" role="status">
            {t('notices.langIgnored', { value: ignored })}
          </p>
        )}
        <ViewErrorBoundary resetKey={pathname}>
          <Suspense fallback={<p className="loading">{t('common.loading')}</p>}>
            <Outlet />
          </Suspense>
        </ViewErrorBoundary>
      </main>
      <footer className="app-footer">
        <Link to="/rules" search={keepLang}>
          {t('rules.footerLink')}
        </Link>
      </footer>
    </>
  )
}
