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

/** A fresh i18next instance; the language is driven by the URL (see app/language-sync). */
export function createI18n(lang: Lang) {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: false,
    interpolation: { escapeValue: false }, // React escapes; digest text is never HTML
    returnNull: false,
    initAsync: false,
  })
  return instance
}
