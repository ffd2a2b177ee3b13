import { describe, expect, it } from 'vitest'
import { addDays } from '../../../src/domain/iso-week'
import {
  formatDate,
  formatDateSpan,
  formatMonth,
  formatNumber,
  LOCALES,
} from '../../../src/i18n/format'

describe('formatDateSpan', () => {
  it.each([
    ['2026-05-11', '2026-05-17', '11–17 May 2026', '2026年5月11日至17日'],
    ['2026-06-29', '2026-07-05', '29 June – 5 July 2026', '2026年6月29日至7月5日'],
    [
      '2026-12-28',
      '2027-01-03',
      '28 December 2026 – 3 January 2027',
      '2026年12月28日至2027年1月3日',
    ],
  ])('%s to %s: "%s", "%s"', (start, end, en, zh) => {
    expect(formatDateSpan(start, end, 'en')).toBe(en)
    expect(formatDateSpan(start, end, 'zh')).toBe(zh)
  })
})

describe('formatDate', () => {
  /** Every day from 2000 to 2039, as "YYYY-MM-DD". */
  const days = Array.from({ length: 40 * 366 }, (_, i) =>
    new Date(Date.UTC(2000, 0, 1 + i)).toISOString().slice(0, 10),
  ).filter((day) => day < '2040-01-01')

  it.each([
    ['en', 'long'],
    ['en', 'short'],
    ['zh', 'long'],
    ['zh', 'short'],
  ] as const)('writes every day of 40 years in %s (%s) as Intl does', (lang, style) => {
    const intl = new Intl.DateTimeFormat(LOCALES[lang], {
      timeZone: 'UTC',
      year: 'numeric',
      month: style,
      day: 'numeric',
    })
    const wrong = days.filter(
      (day) => formatDate(day, lang, style) !== intl.format(new Date(`${day}T00:00:00Z`)),
    )
    expect(wrong.slice(0, 5)).toEqual([])
  })

  it('writes a span across two months with the day and month as Intl does, every month of 40 years', () => {
    const intl = (lang: 'en' | 'zh', month?: 'long') =>
      new Intl.DateTimeFormat(LOCALES[lang], {
        timeZone: 'UTC',
        ...(month ? {} : { year: 'numeric' }),
        month: 'long',
        day: 'numeric',
      })
    const at = (day: string) => new Date(`${day}T00:00:00Z`)
    const wrong: string[] = []
    for (const day of days.filter((d) => d.endsWith('-01') && d > '2000-01-01')) {
      const end = addDays(day, 2)
      const start = addDays(day, -2)
      const en = `${intl('en', 'long').format(at(start))} – ${intl('en').format(at(end))}`
      const zh = `${intl('zh').format(at(start))}至${intl('zh', 'long').format(at(end))}`
      if (start.slice(0, 4) !== end.slice(0, 4)) continue
      if (formatDateSpan(start, end, 'en') !== en) wrong.push(`${start} en`)
      if (formatDateSpan(start, end, 'zh') !== zh) wrong.push(`${start} zh`)
    }
    expect(wrong.slice(0, 5)).toEqual([])
  })

  it.each(['2026-02-30', '2026-13-01', '2026-5-1', '2026-05-11T10:00:00Z', 'next week', ''])(
    'shows "%s", which is no calendar day, as it is',
    (text) => {
      expect(formatDate(text, 'en')).toBe(text)
      expect(formatDate(text, 'zh')).toBe(text)
    },
  )
})

describe('formatMonth', () => {
  it.each(['en', 'zh'] as const)('writes every month of 40 years in %s as Intl does', (lang) => {
    const intl = new Intl.DateTimeFormat(LOCALES[lang], {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'short',
    })
    const months = Array.from({ length: 40 * 12 }, (_, i) =>
      new Date(Date.UTC(2000, i, 21)).toISOString().slice(0, 10),
    )
    const wrong = months.filter(
      (day) => formatMonth(day, lang) !== intl.format(new Date(`${day}T00:00:00Z`)),
    )
    expect(wrong.slice(0, 5)).toEqual([])
    expect(formatMonth('2024-10-21', lang)).toBe(lang === 'en' ? 'Oct 2024' : '2024年10月')
  })

  it('shows what is no calendar day as it is', () => {
    expect(formatMonth('October 2024', 'en')).toBe('October 2024')
  })
})

describe('formatNumber', () => {
  // Every count up to 100,000, then a spread of larger and negative ones, as Intl writes them.
  const counts = [
    ...Array.from({ length: 100_001 }, (_, n) => n),
    ...Array.from({ length: 2_000 }, (_, n) => Math.round(1.0137 ** (n + 1) * 977)),
    ...[-1, -999, -1000, -123456789, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER],
  ].filter(Number.isSafeInteger)

  it.each(['zh', 'en'] as const)('writes every count as Intl does (%s)', (lang) => {
    const intl = new Intl.NumberFormat(LOCALES[lang])
    const wrong = counts.filter((n) => formatNumber(n, lang) !== intl.format(n))
    expect(wrong.map((n) => `${n}: ${formatNumber(n, lang)} ≠ ${intl.format(n)}`)).toEqual([])
  })

  it('leaves what is no count to Intl', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5')
    expect(formatNumber(-0, 'zh')).toBe(new Intl.NumberFormat('zh-CN').format(-0))
  })
})
