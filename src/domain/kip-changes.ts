/**
 * What changed for a KIP since the reader's mark ("since your last visit", last-visit.ts): who
 * took a position in the weeks since, how its status moved, the vote cast since, and a change of
 * its wiki state. Pure, from the KIP's card (kips.json, kips/<n>.json).
 */
import type { KipWikiState, ThreadStatus } from './dataset'
import type { KipCardSummary } from './kip-story'
import { isNewWeek, type VisitMark } from './last-visit'

export interface KipChanges {
  /** The weeks since the mark that discussed it, oldest first. */
  weeks: string[]
  /** The people with a position about it in those weeks, in order of first position. */
  people: string[]
  /** Its status before the mark and now; `from` null when it was first discussed since. */
  status: { from: ThreadStatus | null; to: ThreadStatus } | null
  /** The latest vote, when it was cast since the mark. */
  vote: KipCardSummary['lastVote']
  /** The wiki's latest change of state, when it was recorded on or after the mark's day. */
  wiki: { date: string; state: KipWikiState } | null
}

/**
 * What changed for the KIP of `card` since `mark`; null when nothing did.
 * kipChangesSince(card of KIP-1327 discussed in W20 (open) and W22 (agreed), { after: "2026-W20", … })
 *   → { weeks: ["2026-W22"], people: […], status: { from: "open", to: "agreed" }, vote: …, wiki: null }.
 */
export function kipChangesSince(
  card: Pick<KipCardSummary, 'weeks' | 'status' | 'statusBasis' | 'lastVote' | 'wiki'>,
  mark: VisitMark,
): KipChanges | null {
  const fresh = card.weeks.filter((w) => isNewWeek(w.week, mark))
  const before = card.weeks.filter((w) => !isNewWeek(w.week, mark)).at(-1)
  // A status the rules could not decide, now or before the mark, is no move to report; `from` is
  // null only for a KIP first discussed since.
  const decided = (w: { statusBasis: string } | undefined) => w?.statusBasis !== 'unsure'
  const from = before?.status ?? null
  const status =
    fresh.length > 0 && decided(card) && decided(before) && from !== card.status
      ? { from, to: card.status }
      : null
  const vote = card.lastVote && isNewWeek(card.lastVote.week, mark) ? card.lastVote : null
  const lastChange = card.wiki.lastChange
  const wiki = lastChange && lastChange.date >= mark.since ? lastChange : null
  if (fresh.length === 0 && !vote && !wiki) return null
  return {
    weeks: fresh.map((w) => w.week),
    people: [...new Set(fresh.flatMap((w) => w.people))],
    status,
    vote,
    wiki,
  }
}
