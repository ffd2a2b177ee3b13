import type { i18n as I18n } from 'i18next'
import { useContext } from 'react'
import { getI18n, I18nContext } from 'react-i18next'

/** Each instance's `t`, made once. */
const made = new WeakMap<I18n, I18n['t']>()

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
  let t = made.get(i18n)
  // The pre-render renders some 15,000 pages with each instance: there every text is looked up
  // once. In the browser a page renders its labels a few times, which does not pay for the
  // memo's bytes in the first load (its budget, tests/build/first-load-size.test.ts): the build leaves it out.
  if (!t) made.set(i18n, (t = import.meta.env.SSR ? memoisedT(i18n) : i18n.t.bind(i18n)))
  return t
}

/**
 * The instance's `t`, bound to it (i18next's `t` is a method that reads `this`), that looks each
 * text up once: the same key with the same plain options gives the same text until the
 * instance's texts change. Its language never does (see useT), but the other language's texts
 * arrive after the page's (the fallback of a missing key, i18n.ts): what was remembered is
 * forgotten then. i18next's own lookup (key parsing, resolving, interpolating) was a tenth of
 * the pre-render's time. Options holding anything but strings, numbers and booleans (objects,
 * functions) are passed through, never remembered. What is kept is bounded by what is shown:
 * the labels, and the names, counts and weeks put into them.
 */
export function memoisedT(i18n: I18n): I18n['t'] {
  const t = i18n.t.bind(i18n) as (key: unknown, options?: unknown) => unknown
  const texts = new Map<string, unknown>()
  // Texts are only ever added (i18n.ts): the other language, after the page's.
  i18n.store.on('added', () => texts.clear())
  const memo = (key: unknown, options?: unknown): unknown => {
    const id = memoKey(key, options)
    if (id === undefined) return t(key, options)
    if (!texts.has(id)) texts.set(id, t(key, options))
    return texts.get(id)
  }
  return memo as I18n['t']
}

/** The key and options as one string, or undefined when they are not plain enough to remember. */
function memoKey(key: unknown, options: unknown): string | undefined {
  if (typeof key !== 'string') return undefined
  if (options === undefined) return key
  if (typeof options !== 'object' || options === null) return undefined
  for (const value of Object.values(options))
    if (value !== undefined && !['string', 'number', 'boolean'].includes(typeof value))
      return undefined
  return `${key}\u0000${JSON.stringify(options)}`
}
