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

/** Items as a list in the reader's language: ["KIP-1", "KIP-2"] → "KIP-1、KIP-2" / "KIP-1, KIP-2". */
export function formatList(items: readonly string[], lang: Lang): string {
  return items.join(lang === 'zh' ? '、' : ', ')
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
  // ICU sets the dash between thin spaces, even between two days ("11 – 17 May"): a range of
  // days takes none ("11–17 May"), a range of dates plain spaces ("29 Dec 2025 – 4 Jan 2026").
  const range = weekRangeFormat()
    .formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`))
    .replace(/\s–\s/, ' – ')
    .replace(/^(\d+) – (\d)/, '$1–$2')
  return style === 'short' ? range : `Week ${week}, ${range}`
}

let rangeFormat: Intl.DateTimeFormat | undefined
function weekRangeFormat(): Intl.DateTimeFormat {
  rangeFormat ??= new Intl.DateTimeFormat(LOCALES.en, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  })
  return rangeFormat
}
