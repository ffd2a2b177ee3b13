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
 * A fresh i18next instance; the language is driven by the URL (see app/use-language-from-url).
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
