import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Lang } from '../domain/dataset'
import { en } from './locales/en'
import { zh } from './locales/zh'

export const resources = { en: { translation: en }, zh: { translation: zh } } as const

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: (typeof resources)['en']
  }
}

/** The messages of every language; tests pass a copy with keys removed. */
export type Resources = Record<Lang, { translation: object }>

/**
 * A fresh i18next instance in one language (the page's: the first segment of its address).
 * A key one language lacks shows the other language's text, and a key both lack shows nothing:
 * never the raw key (`nav.timeline`) on screen (tests/component/no-raw-keys.test.tsx).
 */
export function createI18n(lang: Lang, messages: Resources = resources) {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources: messages,
    lng: lang,
    supportedLngs: ['zh', 'en'],
    fallbackLng: { zh: ['en'], en: ['zh'], default: ['en'] },
    parseMissingKeyHandler: () => '',
    interpolation: { escapeValue: false }, // React escapes; digest text is never HTML
    returnNull: false,
    initAsync: false,
  })
  return instance
}

const instances = new WeakMap<Resources, Map<Lang, ReturnType<typeof createI18n>>>()

/**
 * The i18next instance of a language, made once per set of messages: a page in English and a
 * page in Chinese each render with their own, so switching language never renders one frame of
 * the other (nor changes a shared instance under a render in progress).
 */
export function i18nFor(lang: Lang, messages: Resources = resources) {
  let byLang = instances.get(messages)
  if (!byLang) instances.set(messages, (byLang = new Map()))
  let instance = byLang.get(lang)
  if (!instance) byLang.set(lang, (instance = createI18n(lang, messages)))
  return instance
}
