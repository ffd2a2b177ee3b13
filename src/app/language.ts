import type { Lang } from '../domain/dataset'
import { isLang } from '../url/search-params'

const STORAGE_KEY = 'kafka-digest.lang'

/** The reader's language when the URL has none: remembered choice, else the browser's, else Chinese. */
export function preferredLang(): Lang {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY)
    if (isLang(stored)) return stored
  } catch {
    // storage may be disabled (private mode); fall through to the browser's language
  }
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.toLowerCase()
  return browser.startsWith('en') ? 'en' : 'zh'
}

export function rememberLang(lang: Lang): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, lang)
  } catch {
    // not remembering is fine
  }
}
