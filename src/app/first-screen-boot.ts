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
}
