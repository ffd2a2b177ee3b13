import { isUnfilteredHome } from '../features/timeline/first-screen'
import { chooseLang, readLangInputs } from './language'

/**
 * What src/app/lang-boot.ts does before the first paint: marks <html> with the reader's language
 * (chooseLang, the app's own rule), so that the pre-rendered page shows in it (CSS hides the other
 * copy), and says whether the link is to the pre-rendered screen, the unfiltered home page. Any
 * other link shows the pre-rendered shell with a loading line instead of the home page's content
 * (styles.css), never a blank page, until the app has rendered it.
 */
export function bootFirstScreen(win: Window): void {
  const hash = win.location.hash
  const lang = chooseLang(readLangInputs(win, hash))
  const root = win.document.documentElement
  root.setAttribute('data-lang', lang)
  root.setAttribute('data-first-screen', isUnfilteredHome(hash) ? 'home' : 'other')
  root.lang = lang === 'zh' ? 'zh-CN' : 'en'
  watchAppLoad(win)
}

/**
 * A script of the app that cannot be downloaded (offline, the site gone) fires an error on its
 * element, which no code of the app would be there to hear: mark <html> so that styles.css shows
 * the pre-rendered "could not be downloaded" message, whose retry button reloads the page.
 * (A failed dynamic import is caught by src/main.tsx, which marks it the same way.)
 */
function watchAppLoad(win: Window): void {
  const doc = win.document
  win.addEventListener(
    'error',
    (event) => {
      const el = event.target as Element | null
      const code = el?.tagName === 'SCRIPT' || el?.getAttribute?.('rel') === 'modulepreload'
      if (code) doc.documentElement.setAttribute('data-boot-failed', '')
    },
    true,
  )
  doc.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest?.('[data-boot-retry]')) win.location.reload()
  })
}
