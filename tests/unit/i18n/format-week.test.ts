import { describe, expect, it } from 'vitest'
import { addDays, isoWeekDates, isoWeekId, isoWeekStart } from '../../../src/domain/iso-week'
import { formatList, formatWeek } from '../../../src/i18n/format'

describe('isoWeekStart', () => {
  it('is the Monday of the week, also when it falls in the year before', () => {
    expect(isoWeekStart('2026-W20')).toBe('2026-05-11')
    expect(isoWeekStart('2026-W01')).toBe('2025-12-29')
    expect(isoWeekStart('2020-W53')).toBe('2020-12-28')
  })
  it('is the inverse of isoWeekId for every week of ten years', () => {
    let day = '2020-01-06'
    for (let i = 0; i < 520; i++) {
      expect(isoWeekStart(isoWeekId(day))).toBe(day)
      day = new Date(Date.parse(`${day}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10)
    }
  })
  it('is null for an id that names no week', () => {
    for (const id of ['2026-W00', '2025-W53', '2026-20', 'W20', '2026-W2']) {
      expect(isoWeekStart(id)).toBeNull()
      expect(isoWeekDates(id)).toBeNull()
    }
  })
  it('ends its week six days later (isoWeekDates)', () => {
    let day = '2020-01-06'
    for (let i = 0; i < 520; i++) {
      expect(isoWeekDates(isoWeekId(day))).toEqual({ start: day, end: addDays(day, 6) })
      day = addDays(day, 7)
    }
  })
})

describe('formatWeek', () => {
  it('names a week as people say it, in each language', () => {
    expect(formatWeek('2026-W20', 'en')).toBe('Week 20, 11–17 May 2026')
    expect(formatWeek('2026-W20', 'zh')).toBe('2026 年第 20 周（5 月 11 日–17 日）')
    expect(formatWeek('2026-W20', 'en', 'short')).toBe('11–17 May 2026')
    expect(formatWeek('2026-W20', 'zh', 'short')).toBe('2026 年 5 月 11 日–17 日')
  })
  it('says both months, or both years, when the week spans them', () => {
    expect(formatWeek('2026-W18', 'en')).toBe('Week 18, 27 April – 3 May 2026')
    expect(formatWeek('2026-W18', 'zh')).toBe('2026 年第 18 周（4 月 27 日–5 月 3 日）')
    expect(formatWeek('2026-W01', 'en')).toBe('Week 1, 29 December 2025 – 4 January 2026')
    expect(formatWeek('2026-W01', 'zh')).toBe(
      '2026 年第 1 周（2025 年 12 月 29 日–2026 年 1 月 4 日）',
    )
  })
  it('shows a malformed id as it is', () => {
    expect(formatWeek('2026-W99', 'en')).toBe('2026-W99')
  })
})

describe('formatList', () => {
  it('joins with the enumeration comma in Chinese, a comma in English', () => {
    expect(formatList(['KIP-1', 'KIP-2'], 'zh')).toBe('KIP-1、KIP-2')
    expect(formatList(['KIP-1', 'KIP-2'], 'en')).toBe('KIP-1, KIP-2')
  })
})
