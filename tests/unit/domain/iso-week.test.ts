import { describe, expect, it } from 'vitest'
import {
  addDays,
  isMonday,
  isoWeekId,
  isoWeekday,
  isValidIsoDate,
  newestWeekFirst,
  parseIsoDate,
  weekOfYear,
} from '../../../src/domain/iso-week'

describe('iso-week', () => {
  it.each([
    ['2026-05-11', '2026-W20'],
    ['2026-05-17', '2026-W20'],
    ['2026-01-01', '2026-W01'],
    ['2027-01-01', '2026-W53'],
    ['2024-12-30', '2025-W01'],
    ['2021-01-03', '2020-W53'],
  ])('isoWeekId(%s) = %s', (date, id) => {
    expect(isoWeekId(date)).toBe(id)
  })

  it('adds days across months, leap days and years', () => {
    expect(addDays('2026-05-11', 6)).toBe('2026-05-17')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04')
  })

  it('knows weekdays and validates dates', () => {
    expect(isoWeekday('2026-05-11')).toBe(1)
    expect(isoWeekday('2026-05-17')).toBe(7)
    expect(isMonday('2026-05-11')).toBe(true)
    expect(isMonday('2026-05-12')).toBe(false)
    expect(isValidIsoDate('2026-02-30')).toBe(false)
    expect(isValidIsoDate('2026-13-01')).toBe(false)
    expect(isValidIsoDate('2026-5-1')).toBe(false)
    // The years 1–99 are years, not 1901–1999: 0001-01-01 is a real date, and a Monday.
    expect(isValidIsoDate('0001-01-01')).toBe(true)
    expect(isMonday('0001-01-01')).toBe(true)
    expect(parseIsoDate('2026-05-11')).toBe(Date.UTC(2026, 4, 11))
    expect(() => addDays('nope', 1)).toThrow(RangeError)
  })

  it.each([
    ['2026-W20', { year: 2026, week: 20 }],
    ['2020-W53', { year: 2020, week: 53 }],
    ['2026-W54', undefined],
    ['2026-W00', undefined],
    ['W20', undefined],
  ])('weekOfYear(%s) = %j', (id, expected) => {
    expect(weekOfYear(id)).toEqual(expected)
  })

  it('newestWeekFirst sorts week ids newest first, equal weeks in their order', () => {
    const weeks = [
      { id: '2016-W22', n: 1 },
      { id: '2026-W20', n: 2 },
      { id: '2026-W09', n: 3 },
      { id: '2026-W20', n: 4 },
      { id: '2025-W53', n: 5 },
    ]
    expect(weeks.sort((a, b) => newestWeekFirst(a.id, b.id)).map((w) => w.n)).toEqual([
      2, 4, 3, 5, 1,
    ])
  })
})
