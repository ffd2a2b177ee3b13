import { describe, expect, it } from 'vitest'
import type { PersonThreadPositions, PositionGroup } from '../../../src/domain/people-stats'
import { groupPages } from '../../../src/domain/person-pages'

// Made-up threads: only their ids matter here.
const thread = (id: string) => ({ thread: id }) as PersonThreadPositions
const groups: PositionGroup[] = [
  { kip: 1327, threads: [thread('a'), thread('b'), thread('c')] },
  { kip: null, threads: [thread('d')] },
  { kip: 1163, threads: [thread('e')] },
]
const ids = (page: PositionGroup[]) =>
  page.map((g) => [g.kip, g.threads.map((t) => t.thread).join('')])

describe('groupPages', () => {
  it('cuts the threads into pages in the groups’ order, a cut group on both pages', () => {
    const pages = groupPages(groups, 2)
    expect(pages.map(ids)).toEqual([
      [[1327, 'ab']],
      [
        [1327, 'c'],
        [null, 'd'],
      ],
      [[1163, 'e']],
    ])
  })

  it('makes one page of a short list, and one empty page of none', () => {
    expect(groupPages(groups, 20).map(ids)).toEqual([ids(groups)])
    expect(groupPages(groups, 5).map(ids)).toEqual([ids(groups)])
    expect(groupPages([], 20)).toEqual([[]])
  })

  it('leaves the groups it reads as they were', () => {
    const before = structuredClone(groups)
    groupPages(groups, 2)
    expect(groups).toEqual(before)
  })
})
