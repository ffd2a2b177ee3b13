import type { DataIndex } from '../../domain/bundle'
import { fromQueryString } from '../../url/search-params'

/** Weeks the home page shows at first, and per "show more". */
export const WEEKS_PER_PAGE = 6

/** The weeks of the first screen of home, newest first: index of 2026-W18..W20 → ["2026-W20", "2026-W19", "2026-W18"]. */
export function firstScreenWeeks(index: Pick<DataIndex, 'weeks'>): string[] {
  return index.weeks
    .slice(-WEEKS_PER_PAGE)
    .reverse()
    .map((w) => w.id)
}

/**
 * Whether a location hash shows the unfiltered home page (any language), the page that is
 * pre-rendered at build time: "", "#/", "#/?lang=en" → true; "#/?kip=1327", "#/kips" → false.
 */
export function isUnfilteredHome(hash: string): boolean {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?')
  if (path !== '' && path !== '/') return false
  return Object.keys(fromQueryString(query)).every((key) => key === 'lang')
}
