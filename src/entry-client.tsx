import './styles.css'
import { afterFirstPaint } from './app/after-first-paint'
import { chooseLang, readLangInputs } from './app/language'
import { askForPageData } from './data/page-data-files'
import { appPath, appPathOf, hashLinkTarget, langOfPath, siteHref } from './url/site-paths'

/*
 * The browser's entry. Every page arrives whole, pre-rendered (scripts/prerender.ts); this takes it
 * over in place. Two addresses are sent on instead: a link of the earlier hash form (`#/thread/…`,
 * every address of the first site) to its page today, and the site root to the reader's language.
 * Only what decides that is loaded with the page; the app's code comes once the page has painted
 * (after-first-paint.ts).
 */
const base = document.baseURI
const path = appPathOf(window.location.pathname, new URL(base).pathname)
const lang = chooseLang(readLangInputs(window))
const target =
  hashLinkTarget(window.location.hash, lang) ??
  (path === '/' ? `${siteHref(appPath(lang))}${window.location.search}` : undefined)

if (target !== undefined) {
  window.location.replace(new URL(target, base))
} else {
  await afterFirstPaint()
  // The page's data files, asked for with the app's code rather than once it has run.
  const early = askForPageData(document)
  const { takeOver } = await import('./app/take-over')
  takeOver(langOfPath(path) ?? 'zh', early)
}
