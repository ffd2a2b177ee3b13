import { useLocation, useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect, useLayoutEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { Lang } from '../domain/dataset'
import { isLang, parseLang, type AppSearch } from '../url/search-params'
import { preferredLang, rememberLang } from './language'

declare module '@tanstack/history' {
  interface HistoryState {
    /** A `lang` value of the link that could not be read: the shell says it was ignored. */
    ignoredLang?: string
  }
}

/**
 * The URL decides the language, read leniently (`EN`, `zh-CN`, `en?x=1`). A URL without a
 * language, or with one written otherwise than the app writes it, gets it written in (replacing
 * the entry, on the same page: an unknown path stays not-found); a value that cannot be read is
 * replaced by the reader's language and kept in the history entry's state, so that the shell can
 * say it was ignored (src/app/start.tsx does the same before the first render).
 */
export function useLanguageFromUrl(): { lang: Lang; ignored: string | undefined } {
  const raw = useSearch({ strict: false, select: (s) => (s as Record<string, unknown>).lang })
  const location = useLocation()
  const navigate = useNavigate()
  const { i18n } = useTranslation()
  const urlLang = parseLang(raw)
  // Without one in the URL: the language the app started in (i18n was created with it).
  const lang = urlLang ?? (isLang(i18n.language) ? i18n.language : preferredLang())
  const written = raw === undefined ? undefined : String(raw)
  useEffect(() => {
    if (written === lang) return
    void navigate({
      to: location.pathname as '/',
      search: (s: AppSearch) => ({ ...s, lang }),
      state: (prev) => ({
        ...prev,
        ignoredLang: written !== undefined && !urlLang ? written : prev.ignoredLang,
      }),
      replace: true,
    })
  }, [written, urlLang, lang, navigate, location.pathname])
  useLayoutEffect(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang)
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en'
    if (urlLang) rememberLang(urlLang)
  }, [lang, urlLang, i18n])
  return { lang, ignored: location.state.ignoredLang }
}
