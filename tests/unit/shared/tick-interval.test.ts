import { describe, expect, it } from 'vitest'
import { tickInterval } from '../../../src/shared/lib/tick-interval'

describe('tickInterval: every how many bars an axis is labelled', () => {
  it('labels every bar where all fit', () => {
    expect(tickInterval({ bars: 4, labelChars: 8, plotWidth: 336 })).toBe(0)
  })

  it('skips bars so that the labels fit: 52 weeks of "2026-W20" on 336 units, 5 labels at most', () => {
    const interval = tickInterval({ bars: 52, labelChars: 8, plotWidth: 336 })
    expect(Math.ceil(52 / (interval + 1))).toBeLessThanOrEqual(5)
    expect(Math.ceil(52 / interval)).toBeGreaterThan(5)
  })

  it('labels one bar where even one label hardly fits', () => {
    expect(tickInterval({ bars: 3, labelChars: 40, plotWidth: 100 })).toBe(2)
  })
})
