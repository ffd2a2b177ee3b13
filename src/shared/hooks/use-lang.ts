import { useSearch } from '@tanstack/react-router'
import type { Lang } from '../../domain/dataset'
import { isLang } from '../../url/search-params'

/** The language shown: the URL's, else Chinese (the app shell writes one into the URL at start). */
export function useLang(): Lang {
  const lang = useSearch({ strict: false, select: (s) => (s as { lang?: unknown }).lang })
  return isLang(lang) ? lang : 'zh'
}
