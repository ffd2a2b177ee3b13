import { newestWeekFirst } from '../../domain/iso-week'
import type { KipPersonSummary } from '../../domain/kip-story'

/**
 * A KIP's people as its page lists them: the most recently active first, by the week of their
 * latest position (the story's order among those of one week). Over years the first are who
 * argues it now; the rest fold away (FoldedPeople).
 */
export function kipPeopleByLatest(people: readonly KipPersonSummary[]): KipPersonSummary[] {
  // Sorting is stable: people whose latest positions share a week keep the story's order.
  return [...people].sort((a, b) => newestWeekFirst(a.latest.week, b.latest.week))
}
