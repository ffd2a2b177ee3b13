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
): { items: WeekGroup[]; page: number; pages: number; groups: WeekGroup[] } {
  const groups: WeekGroup[] = filtered
    ? filtered.weeks
    : [...index.weeks].reverse().map((w) => ({ week: w.id, threadIds: undefined }))
  return { ...paginate(groups, WEEKS_PER_PAGE, page), groups }
}
