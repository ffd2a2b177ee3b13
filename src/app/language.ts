import type { Lang } from '../domain/dataset'
import { fromQueryString, parseLang } from '../url/search-params'

const STORAGE_KEY = 'kafka-digest.lang'

/** What decides the language of a page; read from the browser by `readLangInputs`. */
export interface LangInputs {
  /** The link's `lang` parameter, as written (read leniently). */
  link: string | undefined
  /** The reader's earlier choice, as stored. */
  remembered: string | null
  /** The browser's language, e.g. "fr-FR". */
  browser: string
}

/**
 * The ONE rule for the language of a page, used by the boot script before the first paint
 * (src/app/lang-boot.ts) and by the app (start.tsx), so that they never disagree: the link's
 * language, else the remembered one, else Chinese for a Chinese browser and English for every
 * other one (a French or Japanese reader more likely reads English than Chinese).
 * chooseLang({ link: "EN", remembered: "zh", browser: "zh-CN" }) → "en";
 * chooseLang({ link: undefined, remembered: null, browser: "fr-FR" }) → "en".
 */
export function chooseLang({ link, remembered, browser }: LangInputs): Lang {
  return parseLang(link) ?? parseLang(remembered) ?? (parseLang(browser) === 'zh' ? 'zh' : 'en')
}

/** The `lang` parameter of a location hash: "#/kips?lang=en?x=1" → "en?x=1". */
export function linkLang(hash: string): string | undefined {
  const at = hash.indexOf('?')
  return at < 0 ? undefined : fromQueryString(hash.slice(at + 1)).lang
}

/** The browser's side of the inputs: remembered choice (storage may be disabled) and language. */
export function readLangInputs(win: Window, hash = win.location.hash): LangInputs {
  let remembered: string | null = null
  try {
    remembered = win.localStorage.getItem(STORAGE_KEY)
  } catch {
    // storage may be disabled (private mode): fall through to the browser's language
  }
  return { link: linkLang(hash), remembered, browser: win.navigator?.language ?? '' }
}

/** The reader's language when the URL has none: remembered choice, else the browser's. */
export function preferredLang(): Lang {
  return chooseLang({ ...readLangInputs(window), link: undefined })
}

export function rememberLang(lang: Lang): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, lang)
  } catch {
    // not remembering is fine
  }
}
