import type { Lang } from '../../domain/dataset'
import { LOCALES } from '../../i18n/format'

/**
 * The units of Intl.NumberFormat's compact notation, largest first: en-GB 12345 → "12.3k",
 * zh-CN 12345 → "1.2万".
 */
const UNITS: Record<Lang, readonly (readonly [number, string])[]> = {
  en: [
    [1e12, 'tn'],
    [1e9, 'bn'],
    [1e6, 'm'],
    [1e3, 'k'],
  ],
  zh: [
    [1e12, '万亿'],
    [1e8, '亿'],
    [1e4, '万'],
  ],
}

/** Past this, compact notation groups the digits of its largest unit ("10,000tn"): Intl's to write. */
const WRITTEN_UP_TO = 1e15

/**
 * An axis number that fits its room however large, as compact notation with at most one decimal
 * writes it (12345 → "12.3k" in English, "1.2万" in Chinese). Written here, not with Intl: the
 * first compact formatter is a long task on a slow phone before the JIRA page can draw its
 * charts (the page's other numbers are written without Intl too, i18n/format.ts). Checked
 * against Intl (tests/unit/jira/axis-number.test.ts); what is no whole number goes to Intl.
 */
export function axisNumber(value: number, lang: Lang): string {
  const size = Math.abs(value)
  if (!Number.isSafeInteger(value) || Object.is(value, -0) || size >= WRITTEN_UP_TO)
    return intlCompact(value, lang)
  const sign = value < 0 ? '-' : ''
  const units = UNITS[lang]
  let at = units.findIndex(([unit]) => unit <= size)
  if (at < 0) return `${sign}${size}`
  // Tenths of the unit, rounded half away from zero as Intl does, in whole numbers (exact).
  const tenths = (unit: number) => Math.floor((size + unit / 20) / (unit / 10))
  let count = tenths(units[at]![0])
  // 999,950 rounds to 1,000.0k: Intl writes it in the next unit, "1m".
  const next = units[at - 1]
  if (next && count >= (10 * next[0]) / units[at]![0]) count = tenths(units[--at]![0])
  const whole = Math.floor(count / 10)
  const tenth = count % 10
  return `${sign}${whole}${tenth ? `.${tenth}` : ''}${units[at]![1]}`
}

const formats = new Map<Lang, Intl.NumberFormat>()

function intlCompact(value: number, lang: Lang): string {
  let format = formats.get(lang)
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], { notation: 'compact', maximumFractionDigits: 1 })
    formats.set(lang, format)
  }
  return format.format(value)
}
