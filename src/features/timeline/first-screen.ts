import type { DataIndex } from '../../domain/bundle'
import { fromQueryString } from '../../url/search-params'

/** Weeks the home page shows at first, and per "show more". */
export const WEEKS_PER_PAGE = 6

/**
 * Thread cards of the newest week in the pre-rendered first screen: two rows on a wide screen,
 * more than a phone shows. Only what is on screen is worth its HTML, style, layout and paint
 * before the first paint (with all six weeks of 520 it took about 15 % longer); the app
 * renders the rest as soon as it has taken over, below the fold, so nothing on screen moves.
 */
export const PRERENDERED_THREADS = 6

/** The weeks of home's first page, whose data the first screen loads, newest first: index of 2026-W18..W20 → ["2026-W20", "2026-W19", "2026-W18"]. */
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
