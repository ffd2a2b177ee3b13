import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Lang } from '../domain/dataset'
import { isoWeekStart } from '../domain/iso-week'
import { formatDate, formatMonth, formatWeek } from './format'
import type { Messages } from './locales/en'

export type { Messages }

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: Messages }
  }
}

/** The messages of the languages at hand; tests pass a copy with keys removed. */
export type Resources = Partial<Record<Lang, { translation: object }>>

/**
 * Each language's texts are a file of their own, loaded when a page needs them: a page ships its
 * own language first, the other one after (for a switch, and as the fallback of a missing key).
 */
const LOCALES: Record<Lang, () => Promise<Messages>> = {
  zh: () => import('./locales/zh').then((m) => m.zh),
  en: () => import('./locales/en').then((m) => m.en),
}
/**
 * The module of a language's texts, as Vite's manifest names it: a pre-rendered page fetches its
 * texts with the app's code (scripts/prerender.ts). Beside LOCALES, which imports it.
 */
export const textsModule = (lang: Lang) => `src/i18n/locales/${lang}.ts`
const loaded: Resources = {}
const pending = new Map<Lang, Promise<void>>()

/** Loads the texts of `langs` (once each). The browser awaits its page's language before it renders. */
export function loadMessages(...langs: Lang[]): Promise<void> {
  return Promise.all(
    langs.map((lang) => {
      let load = pending.get(lang)
      if (!load) {
        load = LOCALES[lang]().then((messages) => {
          loaded[lang] = { translation: messages }
          // Instances made before it came get it as their fallback.
          for (const instance of instances.get(loaded)?.values() ?? [])
            instance.addResourceBundle(lang, 'translation', messages)
        })
        pending.set(lang, load)
      }
      return load
    }),
  ).then(() => undefined)
}

/** The texts of a loaded language (loadMessages first: a page's language always is). */
export function messagesOf(lang: Lang): Messages {
  const messages = loaded[lang]?.translation
  if (!messages) throw new Error(`the ${lang} texts are not loaded`)
  return messages as Messages
}

/**
 * A fresh i18next instance in one language (the page's: the first segment of its address).
 * A key one language lacks shows the other language's text, and a key both lack shows nothing:
 * never the raw key (`nav.timeline`) on screen (tests/component/no-raw-keys.test.tsx).
 */
function createI18n(lang: Lang, messages: Resources) {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources: { ...messages },
    lng: lang,
    supportedLngs: ['zh', 'en'],
    fallbackLng: { zh: ['en'], en: ['zh'], default: ['en'] },
    parseMissingKeyHandler: () => '',
    interpolation: { escapeValue: false }, // React escapes; digest text is never HTML
    returnNull: false,
    initAsync: false,
  })
  // Weeks are named as people say them wherever a text holds one: "{{week, week}}" → "Week 20,
  // 11–17 May 2026", "{{week, weekShort}}" → "11–17 May 2026" (ids stay in addresses only).
  const isLang = (lng: string | undefined): lng is Lang => lng === 'zh' || lng === 'en'
  const asLang = (lng: string | undefined): Lang => (isLang(lng) ? lng : lang)
  instance.services.formatter?.add('week', (value, lng) => formatWeek(String(value), asLang(lng)))
  instance.services.formatter?.add('weekShort', (value, lng) =>
    formatWeek(String(value), asLang(lng), 'short'),
  )
  // "{{week, weekOf}}" → "11 May 2026": the week by the day it starts ("in the week of …").
  instance.services.formatter?.add('weekOf', (value, lng) => {
    const start = isoWeekStart(String(value))
    return start === null ? String(value) : formatDate(start, asLang(lng))
  })
  // "{{day, month}}" → "Oct 2024": a list's date where the month says enough (the committers').
  instance.services.formatter?.add('month', (value, lng) => formatMonth(String(value), asLang(lng)))
  return instance
}

const instances = new WeakMap<Resources, Map<Lang, ReturnType<typeof createI18n>>>()

/**
 * The i18next instance of a language, made once per set of messages (default: the loaded
 * texts): a page in English and a page in Chinese each render with their own, so switching
 * language never renders one frame of the other (nor changes a shared instance under a render
 * in progress).
 */
export function i18nFor(lang: Lang, messages: Resources = loaded) {
  let byLang = instances.get(messages)
  if (!byLang) instances.set(messages, (byLang = new Map()))
  let instance = byLang.get(lang)
  if (!instance) byLang.set(lang, (instance = createI18n(lang, messages)))
  return instance
}
