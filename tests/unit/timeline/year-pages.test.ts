import { describe, expect, it } from 'vitest'
import { yearPages } from '../../../src/features/timeline/year-pages'

/** Made-up week ids, newest first, as the timeline lists them (six a page). */
const weeks = (...ids: string[]) => ids.map((week) => ({ week, threadIds: undefined }))

describe('the years of the timeline, each with the page of its newest week', () => {
  it('a year per ISO year, newest first, on the page its newest week is listed on', () => {
    const listed = weeks(
      '2026-W02',
      '2026-W01',
      '2025-W52',
      '2025-W51',
      '2025-W50',
      '2025-W49',
      '2025-W48',
      '2024-W03',
    )
    expect(yearPages(listed)).toEqual([
      { year: '2026', page: 1 },
      { year: '2025', page: 1 },
      { year: '2024', page: 2 },
    ])
  })

  it('a filtered list: only the years it holds, on its own pages', () => {
    const listed = weeks(
      ...Array.from({ length: 13 }, (_, i) => `2026-W${String(20 - i).padStart(2, '0')}`),
      '2023-W10',
    )
    expect(yearPages(listed)).toEqual([
      { year: '2026', page: 1 },
      { year: '2023', page: 3 },
    ])
  })

  it('nothing listed, no year', () => {
    expect(yearPages([])).toEqual([])
  })
})
