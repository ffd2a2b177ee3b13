/*
 * The inline script every pre-rendered page runs first, before its entry script is even asked for
 * (scripts/lib/finish-page.ts writes it, bundled into one plain script, allowed by its hash). When
 * the entry itself cannot be downloaded nothing of the app runs, not even what says so when the
 * app's other code is missing (entry-client.tsx): the page's filters, export, follow and search
 * would do nothing, silently. This says so then, as the entry would: the page stays as written,
 * with the notice and its retry at the top of its content.
 */
import { sayNotTakenOver } from './not-taken-over'

// A script's failure to load does not bubble: it is seen on its way down to the element. The
// page's only module script is its entry (the app's other modules are preloaded links).
window.addEventListener(
  'error',
  (event) => {
    const target = event.target
    if (target instanceof HTMLScriptElement && target.type === 'module')
      sayNotTakenOver(document, 'code')
  },
  true,
)
