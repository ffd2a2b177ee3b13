/**
 * Calendar helpers for the digests' weeks. Everything works on "YYYY-MM-DD" strings and UTC
 * milliseconds, so the result never depends on the machine's time zone or locale.
 */

const DAY_MS = 86_400_000
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** UTC midnight of a valid "YYYY-MM-DD", or null: "2026-05-11" → 1778457600000; "2026-02-30" → null. */
export function parseIsoDate(date: string): number | null {
  const m = ISO_DATE.exec(date)
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  // Not Date.UTC(y, …), which reads the years 0–99 as 1900–1999.
  const back = new Date(0)
  back.setUTCFullYear(y, mo - 1, d)
  const ms = back.getTime()
  // Date.UTC rolls 2026-02-30 over to March: a real date survives the round trip unchanged.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    return null
  }
  return ms
}

/** Whether a string is a real calendar date: "2026-05-11" → true, "2026-13-01" → false. */
export function isValidIsoDate(date: string): boolean {
  return parseIsoDate(date) !== null
}

function formatUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

function requireDate(date: string): number {
  const ms = parseIsoDate(date)
  if (ms === null) throw new RangeError(`not a valid YYYY-MM-DD date: "${date}"`)
  return ms
}

/** Adds days to a date: addDays("2026-05-11", 6) → "2026-05-17"; addDays("2026-03-01", -1) → "2026-02-28". */
export function addDays(date: string, days: number): string {
  return formatUtc(requireDate(date) + days * DAY_MS)
}

/** ISO weekday, Monday = 1 … Sunday = 7: isoWeekday("2026-05-11") → 1. */
export function isoWeekday(date: string): number {
  const day = new Date(requireDate(date)).getUTCDay()
  return day === 0 ? 7 : day
}

/** Whether the date is a Monday: isMonday("2026-05-11") → true, isMonday("2026-05-12") → false. */
export function isMonday(date: string): boolean {
  return isoWeekday(date) === 1
}

/**
 * ISO 8601 week id of a date: the week belongs to the year of its Thursday.
 * isoWeekId("2026-05-11") → "2026-W20"; isoWeekId("2027-01-01") → "2026-W53".
 */
export function isoWeekId(date: string): string {
  const ms = requireDate(date)
  const thursday = ms + (4 - isoWeekday(date)) * DAY_MS
  const year = new Date(thursday).getUTCFullYear()
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1
  return `${year}-W${String(week).padStart(2, '0')}`
}

/**
 * A sort comparator of week ids, the newest first (ids of the same form sort as text: "2026-W09"
 * before "2026-W10"); equal weeks compare equal, so a stable sort keeps their order.
 * ["2016-W22", "2026-W20"].sort(newestWeekFirst) → ["2026-W20", "2016-W22"].
 */
export function newestWeekFirst(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0
}

/**
 * The Monday an ISO week id starts on, or null for a malformed id.
 * isoWeekStart("2026-W20") → "2026-05-11"; isoWeekStart("2026-W01") → "2025-12-29".
 */
export function isoWeekStart(id: string): string | null {
  return isoWeekDates(id)?.start ?? null
}

/**
 * The first and last day of an ISO week, or null for a malformed id (or a week 53 of a year that
 * has 52): isoWeekDates("2026-W20") → { start: "2026-05-11", end: "2026-05-17" }. Arithmetic on
 * milliseconds only, no parsing of dates: the index's thousands of weeks are dated with it on
 * every first load (schemas.ts).
 */
export function isoWeekDates(id: string): { start: string; end: string } | null {
  const match = /^(\d{4})-W(\d{2})$/.exec(id)
  if (!match) return null
  const [year, week] = [Number(match[1]), Number(match[2])]
  // 4 January is always in week 1; its week's Monday is week 1's.
  const jan4 = Date.UTC(year, 0, 4)
  const weekday = (new Date(jan4).getUTCDay() + 6) % 7
  const monday = jan4 - weekday * DAY_MS + (week - 1) * 7 * DAY_MS
  // A week is its Thursday's year's: a week 53 whose Thursday is in the next year is not one.
  if (week < 1 || new Date(monday + 3 * DAY_MS).getUTCFullYear() !== year) return null
  return { start: formatUtc(monday), end: formatUtc(monday + 6 * DAY_MS) }
}

/**
 * The year and number of an ISO week id, as people name a week: weekOfYear("2026-W20") →
 * { year: 2026, week: 20 }; "2026-W54", "20" → undefined.
 */
export function weekOfYear(id: string): { year: number; week: number } | undefined {
  const m = /^(\d{4})-W(\d{2})$/.exec(id)
  const week = Number(m?.[2])
  return m && week >= 1 && week <= 53 ? { year: Number(m[1]), week } : undefined
}

/**
 * How many weeks from one ISO week to another, both counted; 0 where either id is malformed or
 * `to` is before `from`. weeksSpanned("2026-W20", "2026-W25") → 6; ("2026-W20", "2026-W20") → 1.
 */
export function weeksSpanned(from: string, to: string): number {
  const [start, end] = [isoWeekStart(from), isoWeekStart(to)]
  if (start === null || end === null || end < start) return 0
  return Math.round((Date.parse(end) - Date.parse(start)) / (7 * DAY_MS)) + 1
}
