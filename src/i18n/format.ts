import type { Lang } from '../domain/dataset'

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
