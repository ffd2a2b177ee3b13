import { useParams } from '@tanstack/react-router'
import type { Lang } from '../../domain/dataset'
import { isLang } from '../../url/site-paths'

/** The page's language: the first segment of its address (`/en/…`); the router has checked it. */
export function useLang(): Lang {
  const lang = useParams({ strict: false, select: (p) => p.lang })
  return isLang(lang) ? lang : 'zh'
}
