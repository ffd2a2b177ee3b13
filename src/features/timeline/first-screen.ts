import type { DataIndex } from '../../domain/bundle'

/** Weeks the home page shows at first, and per "show more". */
export const WEEKS_PER_PAGE = 6

/** The weeks of home's first page, whose data the first screen loads, newest first: index of 2026-W18..W20 → ["2026-W20", "2026-W19", "2026-W18"]. */
export function firstScreenWeeks(index: Pick<DataIndex, 'weeks'>): string[] {
  return index.weeks
    .slice(-WEEKS_PER_PAGE)
    .reverse()
    .map((w) => w.id)
}
