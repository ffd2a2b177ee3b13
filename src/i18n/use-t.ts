import type { i18n as I18n } from 'i18next'
import { useContext } from 'react'
import { getI18n, I18nContext } from 'react-i18next'

/** Each instance's `t`, bound to it once (i18next's `t` is a method that reads `this`). */
const bound = new WeakMap<I18n, I18n['t']>()

/**
 * The translate function of the language the view renders in (InLanguage's i18next instance).
 *
 * Not react-i18next's useTranslation: on every call outside a kept render (each page of the
 * pre-render) it copies the whole i18next instance (createI18nWrapper), a fifth of the
 * pre-render's time. It also waits for texts and follows language changes; here neither is
 * needed: the texts are loaded before anything renders (router.tsx), and a language is an
 * instance of its own, so a switch gives the context a new value and re-renders its readers.
 */
export function useT() {
  // Outside any InLanguage, the instance set up last, as react-i18next's own hook does.
  const i18n = useContext(I18nContext)?.i18n ?? getI18n()
  let t = bound.get(i18n)
  if (!t) bound.set(i18n, (t = i18n.t.bind(i18n)))
  return t
}
