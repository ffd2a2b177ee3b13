import type { KipPersonSummary } from '../../domain/kip-story'

/** People listed on a KIP's page before the rest fold away. */
export const PEOPLE_SHOWN = 12

/**
 * A KIP's people as its page lists them: the most recently active first (by the week of their
 * latest position; the story's order among those of one week), the first PEOPLE_SHOWN shown and
 * the rest folded. A KIP argued over for years gathers a hundred people and more: listed whole,
 * they were most of its page (873 of its 1,512 elements at 520 synthetic weeks).
 */
export function kipPeopleShown(
  people: readonly KipPersonSummary[],
  shown = PEOPLE_SHOWN,
): { shown: KipPersonSummary[]; folded: KipPersonSummary[] } {
  // Sorting is stable: people whose latest positions share a week keep the story's order.
  const byLatest = [...people].sort((a, b) =>
    a.latest.week < b.latest.week ? 1 : a.latest.week > b.latest.week ? -1 : 0,
  )
  return { shown: byLatest.slice(0, shown), folded: byLatest.slice(shown) }
}
