// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { filterLine, grouped, viewsTable, type ViewRow } from '../../../tools/lib/views-table'

/** Made-up figures of one visit: what the bench's table does with them, not measurements. */
const visit = {
  contentMs: 900,
  lcpMs: 880,
  longestTaskMs: 120,
  domAtContent: 300,
  domSettled: 1400,
  screens: 4.26,
  kb: 240.55,
  interactiveMs: 1200,
  goneMs: 0,
}
const row = ({
  median,
  ...over
}: Partial<Omit<ViewRow, 'median'>> & { median?: Partial<typeof visit> }): ViewRow => ({
  view: 'home',
  device: 'phone',
  ...over,
  median: { ...visit, ...median },
})
const cells = (r: ViewRow) => viewsTable([r])[2]!.split(' | ')

describe('the views table of npm run bench', () => {
  it('marks each figure against its goal, the limit itself within it', () => {
    expect(cells(row({}))).toEqual([
      '| home',
      'phone',
      '900 ✓',
      '880',
      '120 ✓',
      '300 / 1 400 ✓',
      '4.3 ✓',
      '240.6',
      '1 200 ✓ |',
    ])
    const limits = cells(
      row({
        median: {
          contentMs: 1500,
          longestTaskMs: 200,
          domSettled: 5000,
          screens: 20,
          interactiveMs: 1500,
        },
      }),
    )
    expect(limits.filter((c) => c.includes('✗'))).toEqual([])
    const over = cells(
      row({
        median: {
          contentMs: 1501,
          longestTaskMs: 201,
          domAtContent: 5001,
          screens: 20.04,
          interactiveMs: 1501,
        },
      }),
    )
    expect([over[2], over[4], over[5], over[6], over[8]]).toEqual([
      '1 501 ✗',
      '201 ✗',
      '5 001 / 1 400 ✗',
      '20.0 ✗',
      '1 501 ✗ |',
    ])
  })

  it('holds the phone’s goals to the phone, and the interactive goal to home', () => {
    const desktop = cells(
      row({ device: 'desktop', median: { contentMs: 2000, interactiveMs: 3000 } }),
    )
    expect([desktop[2], desktop[8]]).toEqual(['2 000', '3 000 |'])
    const week = cells(row({ view: 'week', median: { interactiveMs: 3000 } }))
    expect(week[8]).toBe('3 000 |')
  })

  it('says when no task was long, or the app had not taken over', () => {
    const r = cells(row({ median: { longestTaskMs: 0, interactiveMs: -1 } }))
    expect([r[4], r[8]]).toEqual(['< 50 ✓', 'not yet |'])
  })

  it('a filter change is within its goal under 100 ms only', () => {
    expect(filterLine({ first: 99.6, next: 100 })).toMatch(/first 100 ms ✓, next 100 ms ✗/)
  })

  it('groups thousands with a space, as docs/performance.md writes them', () => {
    expect([grouped(999.4), grouped(1234.5), grouped(1234567)]).toEqual([
      '999',
      '1 235',
      '1 234 567',
    ])
  })
})
