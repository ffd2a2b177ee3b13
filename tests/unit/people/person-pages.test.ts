import { describe, expect, it } from 'vitest'
import type { PersonThreadPositions, PositionGroup } from '../../../src/domain/people-stats'
import { pageOfGroups } from '../../../src/features/people/position-pages'

// Made-up threads: only their ids matter here.
const thread = (id: string) => ({ thread: id }) as PersonThreadPositions
const groups: PositionGroup[] = [
  { kip: 1327, threads: [thread('a'), thread('b'), thread('c')] },
  { kip: null, threads: [thread('d')] },
  { kip: 1163, threads: [thread('e')] },
]
const ids = (page: PositionGroup[]) =>
  page.map((g) => [g.kip, g.threads.map((t) => t.thread).join('')])

describe('pageOfGroups', () => {
  it('cuts the threads into pages in the groups’ order, a cut group on both pages', () => {
    const first = pageOfGroups(groups, 2, undefined)
    expect(first).toMatchObject({ page: 1, pages: 3, threads: 5 })
    expect(ids(first.groups)).toEqual([[1327, 'ab']])
    expect(ids(pageOfGroups(groups, 2, 2).groups)).toEqual([
      [1327, 'c'],
      [null, 'd'],
    ])
    expect(ids(pageOfGroups(groups, 2, 3).groups)).toEqual([[1163, 'e']])
  })

  it('shows the last page for a page past the end, and one page for a short list', () => {
    expect(pageOfGroups(groups, 2, 99).page).toBe(3)
    const one = pageOfGroups(groups, 20, undefined)
    expect(one).toMatchObject({ page: 1, pages: 1 })
    expect(ids(one.groups)).toEqual(ids(groups))
  })
})
