/**
 * "Since your last visit": what a browser remembers of its reader's visits, and which weeks are
 * new to them. Pure: the browser keeps the record (shared/hooks/use-visit-mark.ts); the clock and
 * the reader's calendar day are given.
 */
import { addDays, isoWeekId } from './iso-week'

/** What the current visit shows as new: every week after `after`. */
export interface VisitMark {
  /** The newest week already seen (an ISO week id): the weeks after it are new. */
  after: string
  /** The day the mark stands for (YYYY-MM-DD): the last visit, or the day the reader chose. */
  since: string
  /** Set by the reader's last visit, by a day they chose, or by "mark all as read". */
  by: 'visit' | 'chosen' | 'read'
}

/** What the browser keeps. */
export interface VisitRecord {
  /** The newest week the site had when the reader last looked. */
  newest: string
  /** When they last looked (ms since the epoch), and that day on their calendar. */
  at: number
  day: string
  /** What this visit marks as new; null on a first visit (nothing is new yet). */
  mark: VisitMark | null
}

/** Page loads closer together than this are one visit: its marks stay while the reader reads. */
export const VISIT_GAP_MS = 30 * 60_000

/**
 * The record after the reader opens a page at `now` (on calendar day `day`) while the site's
 * newest week is `newest`. A first visit marks nothing; a visit after a pause marks what came
 * after the last one; a page of the same visit keeps its marks.
 * recordVisit({ newest: "2026-W20", at: t, day: "2026-05-18", mark: null }, "2026-W21", t + 7 days, "2026-05-25")
 *   → { newest: "2026-W21", …, mark: { after: "2026-W20", since: "2026-05-18", by: "visit" } }.
 */
export function recordVisit(
  record: VisitRecord | null,
  newest: string,
  now: number,
  day: string,
): VisitRecord {
  if (!record) return { newest, at: now, day, mark: null }
  const sameVisit = now >= record.at && now - record.at < VISIT_GAP_MS
  // The newest week of the two: a site rebuilt with fewer weeks does not unmark what was read.
  const seen = record.newest > newest ? record.newest : newest
  return {
    newest: seen,
    at: now,
    day,
    mark: sameVisit ? record.mark : { after: record.newest, since: record.day, by: 'visit' },
  }
}

/**
 * The record once the reader asks for what is new since `day`: the week holding that day and
 * every later one. markSince(record, "2026-05-13") marks "2026-W20" (11–17 May) and after.
 */
export function markSince(record: VisitRecord, day: string): VisitRecord {
  return { ...record, mark: { after: isoWeekId(addDays(day, -7)), since: day, by: 'chosen' } }
}

/** The record once the reader has marked everything as read (on calendar day `day`). */
export function markAllRead(record: VisitRecord, day: string): VisitRecord {
  return { ...record, mark: { after: record.newest, since: day, by: 'read' } }
}

/** Whether a week is new to the reader: isNewWeek("2026-W21", { after: "2026-W20", … }) → true. */
export function isNewWeek(week: string, mark: VisitMark | null | undefined): boolean {
  // ISO week ids ("2026-W09") sort as text in calendar order.
  return mark ? week > mark.after : false
}

/** How many weeks and threads are new: newSince([{ id: "2026-W21", threadCount: 9 }], mark) → { weeks: 1, threads: 9 }. */
export function newSince(
  weeks: readonly { id: string; threadCount: number }[],
  mark: VisitMark,
): { weeks: number; threads: number } {
  const fresh = weeks.filter((w) => isNewWeek(w.id, mark))
  return { weeks: fresh.length, threads: fresh.reduce((sum, w) => sum + w.threadCount, 0) }
}
