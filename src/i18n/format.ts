import type { Lang } from '../domain/dataset'
import { addDays, isoWeekStart } from '../domain/iso-week'

export const LOCALES: Record<Lang, string> = { zh: 'zh-CN', en: 'en-GB' }

const numberFormats = new Map<Lang, Intl.NumberFormat>()

// Dates are written from these tables, not with Intl.DateTimeFormat: a page's first date
// formatter is a long task on a slow phone (the browser's date formatting starting), in the
// task that takes the page over; and the pre-render (Node) and every browser then write the same
// words. Checked against Intl day by day (tests/unit/i18n/format.test.ts).
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const MONTHS_SHORT = MONTHS_LONG.map((month) =>
  month === 'September' ? 'Sept' : month.slice(0, 3),
)

/** "2026-05-11" → [2026, 5, 11], or null when it is no calendar day. */
function calendarDay(iso: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) return null
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? [year, month, day] : null
}

/** "2026-05-11" → "11 May 2026" (en; short: "11 Sept 2026") / "2026年5月11日" (zh). */
export function formatDate(iso: string, lang: Lang, style: 'long' | 'short' = 'long'): string {
  const day = calendarDay(iso)
  if (!day) return iso
  const [year, month, date] = day
  if (lang === 'zh') return `${year}年${month}月${date}日`
  return `${date} ${(style === 'long' ? MONTHS_LONG : MONTHS_SHORT)[month - 1]} ${year}`
}

/** The month of a day: "2024-10-21" → "Oct 2024" (en) / "2024年10月" (zh). */
export function formatMonth(iso: string, lang: Lang): string {
  const day = calendarDay(iso)
  if (!day) return iso
  const [year, month] = day
  return lang === 'zh' ? `${year}年${month}月` : `${MONTHS_SHORT[month - 1]} ${year}`
}

/**
 * 1234 → "1,234". Counts (whole numbers, all this site writes) are grouped here, not with
 * Intl.NumberFormat: as with dates, a page's first number formatter is a long task on a slow
 * phone, in the task that takes the JIRA page over. Both languages group digits in threes
 * with ","; checked against Intl (tests/unit/i18n/format.test.ts). Anything else goes to Intl.
 */
export function formatNumber(value: number, lang: Lang): string {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return intlNumber(value, lang)
  const grouped = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',')
  return value < 0 ? `-${grouped}` : grouped
}

function intlNumber(value: number, lang: Lang): string {
  let format = numberFormats.get(lang)
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang])
    numberFormats.set(lang, format)
  }
  return format.format(value)
}

/** 5 → "+5", -3 → "−3", 0 → "±0". */
export function formatDelta(value: number, lang: Lang): string {
  const sign = value > 0 ? '+' : value < 0 ? '−' : '±'
  return `${sign}${formatNumber(Math.abs(value), lang)}`
}

/** What separates the items of a list in the reader's language: "、" / ", ". */
export const listSeparator = (lang: Lang): string => (lang === 'zh' ? '、' : ', ')

/** Items as a list in the reader's language: ["KIP-1", "KIP-2"] → "KIP-1、KIP-2" / "KIP-1, KIP-2". */
export function formatList(items: readonly string[], lang: Lang): string {
  return items.join(listSeparator(lang))
}

/**
 * A week as people say it. long: "Week 20, 11–17 May 2026" / "2026 年第 20 周（5 月 11 日–17 日）";
 * short, for lists and secondary text: "11–17 May 2026" / "2026 年 5 月 11 日–17 日". A malformed
 * id is shown as it is.
 */
export function formatWeek(id: string, lang: Lang, style: 'long' | 'short' = 'long'): string {
  const start = isoWeekStart(id)
  if (start === null) return id
  const end = addDays(start, 6)
  const [, number] = id.split('-W')
  const week = Number(number)
  const year = id.slice(0, 4)
  if (lang === 'zh') {
    const [sy, sm, sd] = start.split('-').map(Number) as [number, number, number]
    const [ey, em, ed] = end.split('-').map(Number) as [number, number, number]
    const endText =
      ey !== sy ? `${ey} 年 ${em} 月 ${ed} 日` : em !== sm ? `${em} 月 ${ed} 日` : `${ed} 日`
    if (style === 'short') return `${sy} 年 ${sm} 月 ${sd} 日–${endText}`
    return `${year} 年第 ${week} 周（${sy !== Number(year) ? `${sy} 年 ` : ''}${sm} 月 ${sd} 日–${endText}）`
  }
  // The same words as a span of dates anywhere else (formatDateSpan), not Intl's formatRange,
  // whose output differs between Node (the pre-render) and browsers.
  const range = formatDateSpan(start, end, lang)
  return style === 'short' ? range : `Week ${week}, ${range}`
}

/** "2026-06-29" → "29 June" (en) / "6月29日" (zh). */
function formatDayMonth(iso: string, lang: Lang): string {
  const day = calendarDay(iso)
  if (!day) return iso
  const [, month, date] = day
  return lang === 'zh' ? `${month}月${date}日` : `${date} ${MONTHS_LONG[month - 1]}`
}

/**
 * A span of days as people say it, the month and year they share said once:
 * ("2026-05-11", "2026-05-17") → "11–17 May 2026" (en) / "2026年5月11日至17日" (zh);
 * ("2026-06-29", "2026-07-05") → "29 June – 5 July 2026" / "2026年6月29日至7月5日";
 * across a new year both dates in full. Not Intl's formatRange: Node's Chinese ("2026/5/11 –
 * 2026/5/17") is not the browsers', and a page is rendered by both.
 */
export function formatDateSpan(start: string, end: string, lang: Lang): string {
  const zh = lang === 'zh'
  const [startYear, startMonth, startDay] = start.split('-').map(Number)
  const [endYear, endMonth, endDay] = end.split('-').map(Number)
  if (startYear !== endYear || startDay === undefined || endDay === undefined)
    return `${formatDate(start, lang)}${zh ? '至' : ' – '}${formatDate(end, lang)}`
  if (startMonth !== endMonth)
    return zh
      ? `${formatDate(start, lang)}至${formatDayMonth(end, lang)}`
      : `${formatDayMonth(start, lang)} – ${formatDate(end, lang)}`
  return zh ? `${formatDate(start, lang)}至${endDay}日` : `${startDay}–${formatDate(end, lang)}`
}
