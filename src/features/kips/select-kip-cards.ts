import { normalizeForSearch } from '../../domain/search-text'
import type { KipCardSummary, KipWeekStatus } from '../../domain/kip-story'
import { inWeekRange, type Filters } from '../../url/search-params'
import type { KipSort } from './kip-sort'

/** A card as the list shows it: the weeks inside the week filter, the last of them deciding. */
export interface KipCardView {
  card: KipCardSummary
  /** The weeks it was discussed within the week filter (all weeks without one), oldest first. */
  weeks: KipWeekStatus[]
  /** The last of those weeks: its status, evidence, thread and wiki state are the card's. */
  last: KipWeekStatus
  /** People with a position in those weeks. */
  people: string[]
}

function inView(card: KipCardSummary, filters: Filters): KipCardView | undefined {
  const range = filters.week
  const weeks = range ? card.weeks.filter((w) => inWeekRange(w.week, range)) : card.weeks
  const last = weeks.at(-1)
  if (!last) return undefined
  return { card, weeks, last, people: [...new Set(weeks.flatMap((w) => w.people))] }
}

function matches(view: KipCardView, filters: Filters): boolean {
  if (filters.kip?.length && !filters.kip.includes(view.card.kip)) return false
  if (filters.status?.length && !filters.status.includes(view.last.status)) return false
  if (filters.person?.length && !filters.person.some((p) => view.people.includes(p))) return false
  if (filters.q) {
    const text = normalizeForSearch(`KIP-${view.card.kip} ${view.card.title ?? ''}`)
    if (!text.includes(normalizeForSearch(filters.q))) return false
  }
  return true
}

const byNumber = (a: KipCardView, b: KipCardView) => a.card.kip - b.card.kip
const byRecent = (a: KipCardView, b: KipCardView) =>
  a.last.week === b.last.week ? byNumber(a, b) : a.last.week < b.last.week ? 1 : -1

const COMPARE: Record<KipSort, (a: KipCardView, b: KipCardView) => number> = {
  recent: byRecent,
  number: byNumber,
  people: (a, b) => b.people.length - a.people.length || byRecent(a, b),
}

/**
 * The cards to show, filtered and sorted. A KIP matches when it was discussed in the week range,
 * its status there (that of its last week in the range) is one of the statuses, one of the people
 * took a position there, and the free text is in its number or title.
 * selectKipCards(cards, { status: ["contested"] }, "recent") → the KIPs last seen contested, newest first;
 * sort "people" → most people first, then last discussed, then number.
 */
export function selectKipCards(
  cards: readonly KipCardSummary[],
  filters: Filters,
  sort: KipSort,
): KipCardView[] {
  return cards
    .map((card) => inView(card, filters))
    .filter((view): view is KipCardView => view !== undefined && matches(view, filters))
    .sort(COMPARE[sort])
}
