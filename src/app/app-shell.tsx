import { Link, Outlet, useParams, useRouteContext, useRouterState } from '@tanstack/react-router'
import { Suspense, useEffect } from 'react'
import { useT } from '../i18n/use-t'
import { LANGS, type Lang } from '../domain/dataset'
import { useQuery } from '@tanstack/react-query'
import { useFetchJson } from '../data/data-source'
import { fileQuery } from '../data/file-queries'
import { FILES } from '../domain/files/descriptors'
import { formatDate } from '../i18n/format'
import { InLanguage } from '../i18n/in-language'
import { useQueryApplies } from '../shared/hooks/use-view-search'
import { SearchTrigger } from '../features/search/search-trigger'
import { feedPath, isLang } from '../url/site-paths'
import { FeedLink } from '../shared/components/feed-link'
import { ViewErrorBoundary } from '../shared/components/error-boundary'
import { rememberLang } from './language'
import { htmlLang } from './page-head'

const LANG_NAMES: Record<Lang, string> = { zh: '中文', en: 'English' }

/**
 * The search of a link to the page itself (in the other language, or to its content): the page's
 * own query as its route holds it, once applied (the page as written has none: useQueryApplies).
 */
function useOwnQuery(): true | undefined {
  const says = useRouterState({ select: (s) => s.location.searchStr !== '' })
  return useQueryApplies(says) ? true : undefined
}

/** The same page in the other language: a link (it works before, and without, the script). */
function LanguageSwitch({ lang }: { lang: Lang }) {
  const t = useT()
  // The page's filters go along.
  const search = useOwnQuery()
  return (
    <nav className="lang-switch" aria-label={t('app.language')}>
      {LANGS.map((other) => (
        <Link
          key={other}
          to="./"
          params={(p: Record<string, string>) => ({ ...p, lang: other })}
          search={search}
          lang={htmlLang(other)}
          hrefLang={htmlLang(other)}
          aria-current={other === lang ? 'page' : undefined}
        >
          {LANG_NAMES[other]}
        </Link>
      ))}
    </nav>
  )
}

function DataAsOf({ lang }: { lang: Lang }) {
  const t = useT()
  const index = useQuery(fileQuery(useFetchJson(), FILES.index)).data
  const last = index?.weeks.at(-1)
  if (!last) return null
  return <p className="as-of">{t('app.dataAsOf', { date: formatDate(last.end, lang) })}</p>
}

/** The page in its language (the first segment of its address), with the shell around the view. */
export function AppShell() {
  const param = useParams({ strict: false, select: (p) => p.lang })
  const { messages } = useRouteContext({ from: '__root__' })
  const lang: Lang = isLang(param) ? param : 'zh'
  // The language the reader reads in is the one the site root sends them to next time.
  useEffect(() => rememberLang(lang), [lang])
  return (
    <InLanguage lang={lang} messages={messages}>
      <Shell lang={lang} />
    </InLanguage>
  )
}

function Shell({ lang }: { lang: Lang }) {
  const t = useT()
  const search = useOwnQuery()
  // The page actually shown: `location` changes before the new route renders, and resetting the
  // error boundary then would let the failed view throw again.
  const pathname = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname })
  const navItems = [
    { to: '/$lang/', label: t('nav.timeline') },
    { to: '/$lang/kips/', label: t('nav.kips') },
    { to: '/$lang/jira/', label: t('nav.jira') },
    { to: '/$lang/people/', label: t('nav.people') },
    { to: '/$lang/following/', label: t('nav.following') },
  ] as const
  return (
    <>
      {/* The page's own address with #main: every href is relative to <base>, the site root. */}
      <Link
        className="skip-link"
        to="./"
        search={search}
        hash="main"
        onClick={(e) => {
          e.preventDefault()
          document.getElementById('main')?.focus()
        }}
      >
        {t('app.skipToContent')}
      </Link>
      <header className="app-header">
        <div className="brand">
          {/* The current page only on home itself: the router would mark it on every page below. */}
          <Link
            to="/$lang/"
            params={{ lang }}
            className="brand-link"
            activeOptions={{ exact: true, includeSearch: false }}
          >
            {t('app.title')}
          </Link>
          <DataAsOf lang={lang} />
        </div>
        <nav aria-label={t('nav.label')} className="main-nav">
          {navItems.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              params={{ lang }}
              activeOptions={{ exact: item.to === '/$lang/', includeSearch: false }}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="header-tools">
          <SearchTrigger />
          <LanguageSwitch lang={lang} />
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <ViewErrorBoundary resetKey={pathname}>
          <Suspense fallback={<p className="loading">{t('common.loading')}</p>}>
            <Outlet />
          </Suspense>
        </ViewErrorBoundary>
      </main>
      <footer className="app-footer">
        <Link to="/$lang/rules/" params={{ lang }}>
          {t('rules.footerLink')}
        </Link>
        {' · '}
        <FeedLink path={feedPath(lang)}>{t('feed.site')}</FeedLink>
      </footer>
    </>
  )
}
