import { describe, expect, it } from 'vitest'
import {
  firstScreenWeeks,
  isUnfilteredHome,
  WEEKS_PER_PAGE,
} from '../../../src/features/timeline/first-screen'

describe('the pre-rendered first screen', () => {
  it.each([
    ['', true],
    ['#/', true],
    ['#/?lang=zh', true],
    ['#/?lang=en', true],
    ['#/?kip=1327&lang=zh', false],
    ['#/?q=%E5%85%B1%E8%AF%86', false],
    ['#/kips?lang=zh', false],
    ['#/thread/2026-W20-kip-1327', false],
  ])('%s is the unfiltered home page: %s', (hash, expected) => {
    expect(isUnfilteredHome(hash)).toBe(expected)
  })

  it('shows the newest weeks first, one page of them', () => {
    const weeks = Array.from({ length: 10 }, (_, i) => ({ id: `2026-W${10 + i}` }))
    expect(firstScreenWeeks({ weeks } as never)).toEqual(
      ['2026-W19', '2026-W18', '2026-W17', '2026-W16', '2026-W15', '2026-W14'].slice(
        0,
        WEEKS_PER_PAGE,
      ),
    )
  })
})
