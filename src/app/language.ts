import type { Lang } from '../domain/dataset'
import { fromQueryString } from '../url/search-params'
import { parseLang } from '../url/site-paths'

const STORAGE_KEY = 'kafka-digest.lang'

/** What decides the language of the site root; read from the browser by `readLangInputs`. */
export interface LangInputs {
  /** The `lang` of an old hash link (`#/thread/…?lang=en`), as written (read leniently). */
  link: string | undefined
  /** The reader's earlier choice, as stored. */
  remembered: string | null
  /** The browser's language, e.g. "fr-FR". */
  browser: string
}

/**
 * The ONE rule for the language a reader lands in when the address does not name one (the site
 * root): an old link's language, else the one they read in last, else Chinese for a Chinese
 * browser and English for every other one (a French or Japanese reader more likely reads English
 * than Chinese). Every other address names its language in its path.
 * chooseLang({ link: "EN", remembered: "zh", browser: "zh-CN" }) → "en";
 * chooseLang({ link: undefined, remembered: null, browser: "fr-FR" }) → "en".
 */
export function chooseLang({ link, remembered, browser }: LangInputs): Lang {
  return parseLang(link) ?? parseLang(remembered) ?? (parseLang(browser) === 'zh' ? 'zh' : 'en')
}

/** The `lang` parameter of a location hash: "#/kips?lang=en?x=1" → "en?x=1". */
function linkLang(hash: string): string | undefined {
  const at = hash.indexOf('?')
  return at < 0 ? undefined : fromQueryString(hash.slice(at + 1)).lang
}

/** The browser's side of the inputs: remembered choice (storage may be disabled) and language. */
export function readLangInputs(win: Window): LangInputs {
  let remembered: string | null = null
  try {
    remembered = win.localStorage.getItem(STORAGE_KEY)
  } catch {
    // storage may be disabled (private mode): fall through to the browser's language
  }
  return { link: linkLang(win.location.hash), remembered, browser: win.navigator?.language ?? '' }
}

export function rememberLang(lang: Lang): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, lang)
  } catch {
    // not remembering is fine
  }
}
