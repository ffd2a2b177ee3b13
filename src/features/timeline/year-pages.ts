import { WEEKS_PER_PAGE } from './first-screen'
import type { WeekGroup } from './timeline-weeks'

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
