import type { DataIndex } from '../../domain/files/schemas'
import type { FilterResult } from '../../shared/lib/match-threads'
import { paginate } from '../../shared/lib/paginate'
import { WEEKS_PER_PAGE } from './first-screen'

/** A week of the timeline, and the threads of it a filter keeps (all when undefined). */
export interface WeekGroup {
  week: string
  threadIds: string[] | undefined
}

/**
 * The page of weeks the timeline lists, newest first: every week when nothing is filtered
 * (`filtered` undefined), else the weeks with threads the filters keep.
 * timelineWeeks(index, undefined, 2) → the 7th to 12th newest weeks, each whole.
 */
export function timelineWeeks(
  index: DataIndex,
  filtered: FilterResult | undefined,
  page: number | undefined,
): { items: WeekGroup[]; page: number; pages: number; years: YearPage[] } {
  const groups: WeekGroup[] = filtered
    ? filtered.weeks
    : [...index.weeks].reverse().map((w) => ({ week: w.id, threadIds: undefined }))
  return { ...paginate(groups, WEEKS_PER_PAGE, page), years: yearPages(groups) }
}

/** A year of the timeline and the page that opens on its newest week listed. */
export interface YearPage {
  year: string
  page: number
}

/**
 * The years of a list of weeks, newest first, each with the page of its newest week: a long
 * history is reached by year, not page after page. A week's year is its ISO year ("2026-W01").
 * yearPages(weeks 2026-W02, 2026-W01, 2025-W52, … 2024-W40) → [2026 → 1, 2025 → 1, 2024 → 10].
 */
export function yearPages(groups: readonly WeekGroup[]): YearPage[] {
  const years: YearPage[] = []
  groups.forEach(({ week }, i) => {
    const year = week.slice(0, 4)
    if (years.at(-1)?.year !== year) years.push({ year, page: Math.floor(i / WEEKS_PER_PAGE) + 1 })
  })
  return years
}
