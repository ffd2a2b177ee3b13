import './styles.css'
import { afterFirstPaint } from './app/after-first-paint'
import { chooseLang, readLangInputs } from './app/language'
import { pageCodeArrived, pageDataArrived, sayNotTakenOver } from './app/not-taken-over'
import { askForPageData } from './data/page-data-files'
import { appPath, appPathOf, isHashLink, langOfPath, siteHref } from './url/site-paths'

/*
 * The browser's entry. Every page arrives whole, pre-rendered (scripts/prerender.ts); this takes it
 * over in place. Two addresses are sent on instead: a link of the earlier hash form (`#/thread/…`,
 * every address of the first site) to its page today, and the site root to the reader's language.
 * Only what decides that is loaded with the page; the app's code comes once the page has painted
 * (after-first-paint.ts), and where an old link leads is worked out by a module of its own.
 */
const base = document.baseURI
const path = appPathOf(window.location.pathname, new URL(base).pathname)
const lang = langOfPath(path) ?? chooseLang(readLangInputs(window))

/** Sends the old link in the address on to its page today (url/hash-links.ts). */
async function forwardHashLink() {
  const { hashLinkTarget } = await import('./url/hash-links')
  window.location.replace(new URL(hashLinkTarget(window.location.hash, lang) ?? './', base))
}

if (isHashLink(window.location.hash)) await forwardHashLink()
else if (path === '/')
  window.location.replace(new URL(`${siteHref(appPath(lang))}${window.location.search}`, base))
else {
  // An old link put into the address of a page already open changes only its hash.
  window.addEventListener('hashchange', () => {
    if (isHashLink(window.location.hash)) void forwardHashLink()
  })
  await afterFirstPaint()
  // The page's data files, asked for with the app's code rather than once it has run.
  const early = askForPageData(document)
  // Until both have arrived the page is left as it is: should either fail, it stays as written
  // and says why.
  const app = await Promise.all([
    import('./app/take-over'),
    pageCodeArrived(document, import.meta.url),
  ]).then(
    ([module]) => module,
    () => undefined,
  )
  if (!app) sayNotTakenOver(document, 'code')
  else if (!(await pageDataArrived(early))) sayNotTakenOver(document, 'data')
  else app.takeOver(lang, early)
}
