import {
  createBrowserHistory,
  createHistory,
  parseHref,
  type RouterHistory,
} from '@tanstack/history'
import { appPathOf, siteHref } from '../url/site-paths'

/**
 * The browser's history as the router sees it: addresses below the site root (`/zh/kips/`),
 * whatever sub-path the site is served under (found from `<base href>`, which every page has),
 * and links written relative to that root (`zh/kips/`), as the pre-render wrote them.
 */
export function createSiteHistory(win: Window = window): RouterHistory {
  const sitePath = new URL(win.document.baseURI).pathname
  return createBrowserHistory({
    window: win,
    parseLocation: () =>
      parseHref(
        `${appPathOf(win.location.pathname, sitePath)}${win.location.search}${win.location.hash}`,
        win.history.state,
      ),
    createHref: siteHref,
  })
}

/**
 * The history of a page written at build time: one address that never changes, whose links are
 * written as the browser's history writes them (createSiteHistory), so that the page the app
 * takes over is the page it would render.
 */
export function createPageHistory(path: string): RouterHistory {
  const location = parseHref(path, undefined)
  const fixed = () => {
    throw new Error(`${path}: a page being pre-rendered cannot navigate`)
  }
  return createHistory({
    getLocation: () => location,
    getLength: () => 1,
    pushState: fixed,
    replaceState: fixed,
    go: fixed,
    back: fixed,
    forward: fixed,
    createHref: siteHref,
  })
}
