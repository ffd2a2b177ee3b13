import { describe, expect, it } from 'vitest'
import type { KipCatalogRow } from '../../../src/domain/kip-catalog'
import { kipCatalog } from '../../../src/domain/kip-catalog'
import { wikiStateChanges, wikiStateSpans } from '../../../src/domain/kip-facts'
import { changesPerMonth, createdPerQuarter } from '../../../src/features/kips/kip-flow'
import { kipList } from '../../../src/features/kips/kip-list'
import { realDataset } from '../../helpers/datasets'

/** A made-up catalogue row (only what the flow and the filters read). */
const row = (kip: number, over: Partial<KipCatalogRow>): KipCatalogRow => ({
  kip,
  title: `Made-up ${kip}`,
  state: 'under discussion',
  author: null,
  created: null,
  changes: [],
  digest: null,
  mentioned: false,
  ...over,
})

describe('createdPerQuarter', () => {
  const rows = [
    row(1, { created: '2015-02-10', state: 'accepted' }),
    row(2, { created: '2015-03-31', state: 'not accepted' }),
    row(3, { created: '2015-11-01', state: 'accepted' }),
    row(4, { created: '2016-04-01', state: 'under discussion' }),
    row(5, { created: null }),
    row(6, { created: '2016-05-01', state: null }),
  ]
  const bars = createdPerQuarter(rows)

  it('one bar per quarter from 2015 Q1 to the last, empty quarters included', () => {
    expect(bars.map((b) => b.label)).toEqual([
      '2015 Q1',
      '2015 Q2',
      '2015 Q3',
      '2015 Q4',
      '2016 Q1',
      '2016 Q2',
    ])
    expect(bars[1]?.total).toBe(0)
  })

  it('counts each dated wiki KIP once, by its state today', () => {
    expect(bars[0]?.counts).toEqual({
      accepted: 1,
      'under discussion': 0,
      'not accepted': 1,
      unknown: 0,
    })
    expect(bars[3]?.counts.accepted).toBe(1)
    expect(bars.reduce((n, b) => n + b.total, 0)).toBe(4)
  })

  it('on the real catalogue, every KIP of the wiki is in a bar', () => {
    const real = kipCatalog(realDataset())
    const total = createdPerQuarter(real).reduce((n, b) => n + b.total, 0)
    expect(total).toBe(real.filter((r) => r.state && r.created && r.created >= '2015').length)
    expect(total).toBeGreaterThan(1300)
  })
})

describe('changesPerMonth', () => {
  const rows = [
    row(1, {
      changes: [
        { date: '2026-02-03', state: 'accepted' },
        { date: '2026-02-20', state: 'under discussion' },
      ],
    }),
    row(2, {
      changes: [
        { date: '2026-04-30', state: 'not accepted' },
        { date: '2026-05-01', state: 'unknown' },
      ],
    }),
  ]
  it('one bar per month of the range; "unknown" is no decision and is not counted', () => {
    const bars = changesPerMonth(rows, '2026-01', '2026-05')
    expect(bars.map((b) => b.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
    ])
    expect(bars[1]?.counts).toEqual({ accepted: 1, 'under discussion': 1, 'not accepted': 0 })
    expect(bars[3]?.counts['not accepted']).toBe(1)
    expect(bars[4]?.total).toBe(0)
  })
  it('crosses a year', () => {
    expect(changesPerMonth([], '2025-11', '2026-02').map((b) => b.month)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ])
  })
})

describe('the KIP list filters the charts lead to', () => {
  const rows = [
    row(1, {
      created: '2025-08-14',
      state: 'accepted',
      changes: [{ date: '2026-03-05', state: 'accepted' }],
    }),
    row(2, { created: '2025-02-01', state: 'accepted' }),
    row(3, {
      created: '2024-07-01',
      state: 'under discussion',
      digest: {
        lastWeek: '2026-W25',
        status: 'done',
        people: 3,
        binding: null,
        bindingByCommittersList: null,
        wikiDisagrees: true,
        since: '2026-W25',
        vote: null,
      },
    }),
  ]
  const kips = (search: Parameters<typeof kipList>[1]) =>
    kipList(rows, search, null).rows.map((r) => r.kip)

  it('a quarter of a year, and a quarter of any year', () => {
    expect(kips({ year: 2025, quarter: 3 })).toEqual([1])
    expect(kips({ quarter: 3 })).toEqual([3, 1])
  })
  it('a state changed to, in a month', () => {
    expect(kips({ became: 'accepted', month: '2026-03' })).toEqual([1])
    expect(kips({ became: 'accepted', month: '2026-04' })).toEqual([])
    expect(kips({ month: '2026-03' })).toEqual([1])
  })
  it('the digests and the wiki disagree, or not', () => {
    expect(kips({ disagree: true })).toEqual([3])
    expect(kips({ disagree: false })).toEqual([2, 1])
  })
})

describe('the wiki state history', () => {
  const history = [
    { date: '2026-01-01', state: 'under discussion' as const },
    { date: '2026-03-03', state: 'accepted' as const },
  ]
  it('changes: a first record on the first recorded day is the state then, not a change', () => {
    expect(wikiStateChanges({ stateHistory: history })).toEqual([history[1]])
    const created = [{ date: '2026-02-10', state: 'under discussion' as const }]
    expect(wikiStateChanges({ stateHistory: created })).toEqual(created)
  })
  it('spans: each state as long as it lasted, up to the facts’ date', () => {
    expect(wikiStateSpans(history, '2026-08-22')).toEqual([
      { state: 'under discussion', from: '2026-01-01', to: '2026-03-03', days: 61 },
      { state: 'accepted', from: '2026-03-03', to: '2026-08-22', days: 172 },
    ])
  })
})
