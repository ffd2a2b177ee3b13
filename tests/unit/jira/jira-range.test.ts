import { describe, expect, it } from 'vitest'
import { weekAxis, type CreatedPoint } from '../../../src/domain/jira-series'
import {
  createdBars,
  MAX_BARS,
  monthsOf,
  readRange,
  weeksOf,
} from '../../../src/features/jira/jira-range'

/** `weeks` consecutive made-up weeks ending with 2026-W20, 10 issues each, W19 without a digest. */
function points(weeks: number): CreatedPoint[] {
  let total = 0
  const start = new Date(Date.UTC(2026, 4, 11) - (weeks - 1) * 7 * 86_400_000)
  return weekAxis(start.toISOString().slice(0, 10), '2026-05-11').map(({ week, start }) => {
    if (week === '2026-W19')
      return { week, start, created: null, change: null, cumulative: null, missing: 'no-digest' }
    total += 10
    return { week, start, created: 10, change: null, cumulative: total }
  })
}

describe('createdBars', () => {
  it('a range of weeks: a bar each, the last 12 or 52', () => {
    const twelve = createdBars(points(100), '12w')
    expect(twelve.grouping).toBe('week')
    expect(twelve.bars.map((b) => b.key)).toHaveLength(12)
    expect(twelve.bars.at(-1)).toMatchObject({ key: '2026-W20', created: 10, change: null })
    expect(twelve.bars.at(-2)).toMatchObject({
      key: '2026-W19',
      created: null,
      missing: 'no-digest',
    })
    expect(twelve.bars.at(-3)).toMatchObject({ created: 10, change: 0 })
    expect(createdBars(points(100), '1y').bars).toHaveLength(52)
  })

  it('too many weeks: months, then quarters, then years, never more than the bars that fit', () => {
    expect(createdBars(points(200), 'all').grouping).toBe('month')
    const ten = createdBars(points(520), 'all')
    expect(ten.grouping).toBe('quarter')
    expect(ten.bars.length).toBeLessThanOrEqual(MAX_BARS)
    expect(ten.bars.at(-1)).toMatchObject({ key: '2026-Q2', from: '2026-W15', to: '2026-W20' })
    // A quarter's count is its weeks' sum (W19 has none), its running total its last one's.
    expect(ten.bars.at(-1)!.created).toBe(50)
    expect(ten.bars.at(-1)!.cumulative).toBe((520 - 1) * 10)
    const fifty = createdBars(points(2600), 'all')
    expect(fifty.grouping).toBe('year')
    expect(fifty.bars.at(-1)!.key).toBe('2026')
  })

  it('a month, quarter or year the range holds only part of is marked so: its first and last', () => {
    // 520 weeks ending with 2026-W20, in the middle of a quarter, begun in the middle of one.
    const { grouping, bars } = createdBars(points(520), 'all')
    expect(grouping).toBe('quarter')
    expect(bars[0]).toMatchObject({ key: '2016-Q2', partial: true })
    expect(bars.at(-1)).toMatchObject({ key: '2026-Q2', partial: true })
    expect(bars.slice(1, -1).filter((bar) => bar.partial)).toEqual([])
    // Weeks are never part of anything; a range that ends with a quarter's last week is whole.
    expect(createdBars(points(100), '12w').bars.filter((bar) => bar.partial)).toEqual([])
    const months = createdBars(points(200), 'all').bars
    expect(months.at(-1)).toMatchObject({ key: '2026-05', partial: true })
  })

  it('every week is in exactly one bar', () => {
    const all = points(520)
    const { bars } = createdBars(all, 'all')
    const covered = bars.flatMap((b) => all.filter((p) => p.week >= b.from && p.week <= b.to))
    expect(covered.map((p) => p.week)).toEqual(all.map((p) => p.week))
  })
})

describe('a range of months chosen by the reader', () => {
  it('holds the weeks whose Monday falls in its months, whichever end is written first', () => {
    const all = points(100)
    const { grouping, bars } = createdBars(all, '2025-06..2025-11')
    expect(grouping).toBe('week')
    // 2 June 2025 is the first Monday of June, 24 November the last of November.
    expect(bars[0]).toMatchObject({ key: '2025-W23', start: '2025-06-02' })
    expect(bars.at(-1)).toMatchObject({ key: '2025-W48', start: '2025-11-24' })
    expect(bars).toHaveLength(26)
    expect(createdBars(all, '2025-11..2025-06')).toEqual({ grouping, bars })
    expect([...weeksOf(all, '2025-06..2025-11')]).toEqual(bars.map((bar) => bar.key))
  })

  it('one month is a range of its weeks; months without data hold none', () => {
    expect(createdBars(points(100), '2026-05..2026-05').bars.map((bar) => bar.key)).toEqual([
      '2026-W19',
      '2026-W20',
    ])
    expect(createdBars(points(100), '2010-01..2010-12').bars).toEqual([])
  })

  it('a long one is grouped as the presets are', () => {
    const { grouping, bars } = createdBars(points(520), '2017-01..2026-05')
    expect(grouping).toBe('quarter')
    expect(bars[0]).toMatchObject({ key: '2017-Q1' })
    expect(bars.length).toBeLessThanOrEqual(MAX_BARS)
  })

  it('the months a reader can choose from: the first to the last the data has', () => {
    const months = monthsOf(points(12))
    expect(months[0]).toBe('2026-02')
    expect(months.at(-1)).toBe('2026-05')
    expect(months).toHaveLength(4)
    expect(monthsOf([])).toEqual([])
  })

  it('reads the address: a preset, a span of months in order, or the last year when none', () => {
    expect(readRange(undefined)).toBe('1y')
    expect(readRange('all')).toBe('all')
    expect(readRange('2026-05..2025-06')).toEqual({ from: '2025-06', to: '2026-05' })
  })
})
