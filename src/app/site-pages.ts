import type { AnyRoute } from '@tanstack/react-router'
import { LANGS } from '../domain/dataset'
import type { DataIndex } from '../domain/files/schemas'
import type { SiteIds } from './lang-route'
import { routeTree } from './router'

/** The routes that render a page of their own: the tree's leaves, in its order. */
export function pageRoutes(route: AnyRoute = routeTree): AnyRoute[] {
  const children = Object.values((route.children ?? {}) as Record<string, AnyRoute>)
  return children.length ? children.flatMap(pageRoutes) : [route]
}

/**
 * The segments of a route's path, its parents' first (read from the routes' options: a router
 * fills in `fullPath` only once it is made): the thread's route → ["$lang", "thread", "$threadId"].
 */
function segmentsOf(route: AnyRoute): string[] {
  const parent = route.options.getParentRoute?.() as AnyRoute | undefined
  const own = ((route.options as { path?: string }).path ?? '').split('/').filter(Boolean)
  return [...(parent ? segmentsOf(parent) : []), ...own]
}

/**
 * A route's path with the values of its parameters, as the site writes addresses (a folder with
 * an index.html): (["$lang", "thread", "$threadId"], {lang: "zh", threadId: "2026-W20-kip-1327"})
 * → "/zh/thread/2026-W20-kip-1327/"; [] → "/".
 */
function pathOf(segments: readonly string[], params: Record<string, string>): string {
  const parts = segments.map((part) => {
    if (!part.startsWith('$')) return part
    const value = params[part.slice(1)]
    if (value === undefined) throw new Error(`site-pages: /${segments.join('/')} needs ${part}`)
    return value
  })
  return parts.length ? `/${parts.map(encodeURIComponent).join('/')}/` : '/'
}

/**
 * Every address of the site, as the build writes them (scripts/prerender.ts), read from the route
 * tree: each route's pages (its `staticData.pages`, else the one page of its path), in each
 * language when its path has one: the site root, then in each language home and the lists, each
 * week and its printable edition, each thread, each KIP (of the wiki's catalog and of the digests:
 * kip-catalog.json) and each person who took a position.
 * sitePages({weeks: [{id: "2026-W20"}], people: [{id: "jun-rao"}]}, ["2026-W20-kip-1327"], [1327])
 *   → ["/", "/zh/", …, "/zh/thread/2026-W20-kip-1327/", …, "/en/…"].
 */
export function sitePages(
  index: Pick<DataIndex, 'weeks' | 'people'>,
  threadIds: readonly string[],
  kips: readonly number[],
): string[] {
  const site: SiteIds = {
    weeks: index.weeks.map((w) => w.id),
    threads: threadIds,
    kips,
    people: index.people.map((p) => p.id),
  }
  const routes = pageRoutes()
  const pagesOf = (route: AnyRoute, lang?: string) =>
    (route.options.staticData?.pages?.(site) ?? [{}]).map((params) =>
      pathOf(segmentsOf(route), lang ? { ...params, lang } : params),
    )
  const inLang = (route: AnyRoute) => segmentsOf(route).includes('$lang')
  return [
    ...routes.filter((r) => !inLang(r)).flatMap((r) => pagesOf(r)),
    ...LANGS.flatMap((lang) => routes.filter(inLang).flatMap((r) => pagesOf(r, lang))),
  ]
}
