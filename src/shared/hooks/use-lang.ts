import { useSearch } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Lang } from '../../domain/dataset'
import { isLang, parseLang } from '../../url/search-params'

/**
 * The language shown: the URL's; before the app shell has written one into the URL, the one the
 * app started in (the remembered or the browser's), so that UI and content never disagree.
 */
export function useLang(): Lang {
  const lang = useSearch({ strict: false, select: (s) => (s as { lang?: unknown }).lang })
  const { i18n } = useTranslation()
  const fromUrl = parseLang(lang)
  if (fromUrl) return fromUrl
  return isLang(i18n.language) ? i18n.language : 'zh'
}
