import type { Lang } from '../domain/dataset'
import { addDays, isoWeekStart } from '../domain/iso-week'

export const LOCALES: Record<Lang, string> = { zh: 'zh-CN', en: 'en-GB' }

// Creating an Intl formatter costs far more than using one, and a filter bar formats hundreds
// of week labels per render: one formatter per language and style, made on first use.
const dateFormats = new Map<string, Intl.DateTimeFormat>()
const numberFormats = new Map<Lang, Intl.NumberFormat>()

/** "2026-05-11" → "11 May 2026" (en) / "2026年5月11日" (zh). Dates are calendar days: UTC. */
export function formatDate(iso: string, lang: Lang, style: 'long' | 'short' = 'long'): string {
  const date = new Date(`${iso}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return iso
  const key = `${lang}:${style}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], {
      timeZone: 'UTC',
      year: 'numeric',
      month: style === 'long' ? 'long' : 'short',
      day: 'numeric',
    })
    dateFormats.set(key, format)
  }
  return format.format(date)
}

/** 1234 → "1,234". */
export function formatNumber(value: number, lang: Lang): string {
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

const dayMonthFormats = new Map<Lang, Intl.DateTimeFormat>()

/** "2026-06-29" → "29 June" (en) / "6月29日" (zh). */
function formatDayMonth(iso: string, lang: Lang): string {
  let format = dayMonthFormats.get(lang)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], {
      timeZone: 'UTC',
      month: 'long',
      day: 'numeric',
    })
    dayMonthFormats.set(lang, format)
  }
  return format.format(new Date(`${iso}T00:00:00Z`))
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
