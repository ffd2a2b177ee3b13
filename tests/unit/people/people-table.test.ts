import { describe, expect, it } from 'vitest'
import { peopleStats } from '../../../src/domain/people-stats'
import {
  DEFAULT_PEOPLE_SORT,
  nextSort,
  peopleSortFromUrl,
  searchPeople,
  sortPeople,
  type PeopleSort,
} from '../../../src/features/people/people-table'
import { realDataset, threeWeeksDataset } from '../../helpers/datasets'

const realRows = peopleStats(realDataset())
const fixtureRows = peopleStats(threeWeeksDataset())

describe('peopleSortFromUrl', () => {
  it.each([
    [undefined, undefined, DEFAULT_PEOPLE_SORT],
    ['kips', undefined, { column: 'kips', dir: 'desc' }],
    ['name', undefined, { column: 'name', dir: 'asc' }],
    ['first-seen', 'asc', { column: 'first-seen', dir: 'asc' }],
    ['bogus', 'asc', DEFAULT_PEOPLE_SORT],
  ] as const)('(%s, %s) → %j', (sort, dir, expected) => {
    expect(peopleSortFromUrl(sort, dir)).toEqual(expected)
  })
})

describe('nextSort', () => {
  it.each([
    [{ column: 'positions', dir: 'desc' }, 'positions', { column: 'positions', dir: 'asc' }],
    [{ column: 'positions', dir: 'asc' }, 'positions', { column: 'positions', dir: 'desc' }],
    [{ column: 'positions', dir: 'asc' }, 'name', { column: 'name', dir: 'asc' }],
    [{ column: 'name', dir: 'asc' }, 'weeks', { column: 'weeks', dir: 'desc' }],
  ] as const)('%j + click %s → %j', (current, column, expected) => {
    expect(nextSort(current as PeopleSort, column)).toEqual(expected)
  })
})

describe('sortPeople', () => {
  it('by positions, most first, ties by name', () => {
    const names = sortPeople(realRows, { column: 'positions', dir: 'desc' }).map((r) => r.name)
    expect(names.slice(0, 4)).toEqual([
      'Jun Rao',
      'Matthias J. Sax',
      'Andrew Schofield',
      'Chia-Ping Tsai',
    ])
  })

  it('by name, both directions', () => {
    const asc = sortPeople(realRows, { column: 'name', dir: 'asc' }).map((r) => r.name)
    expect(asc[0]).toBe('Andrew Schofield')
    expect(asc.at(-1)).toBe('Viktor Somogyi-Vass')
    const desc = sortPeople(realRows, { column: 'name', dir: 'desc' }).map((r) => r.name)
    expect(desc).toEqual([...asc].reverse())
  })

  it('by first seen, earliest first, without changing the input', () => {
    const before = fixtureRows.map((r) => r.id)
    const sorted = sortPeople(fixtureRows, { column: 'first-seen', dir: 'asc' })
    expect(sorted.at(-1)?.firstSeen).toBe('2026-06-08')
    expect(sorted[0]?.firstSeen).toBe('2026-05-18')
    expect(fixtureRows.map((r) => r.id)).toEqual(before)
  })
})

describe('searchPeople', () => {
  it.each([
    ['mjsax', ['matthias-j-sax']],
    ['MJSAX', ['matthias-j-sax']],
    ['黃竣陽', ['ken-huang']],
    ['chia7712', ['chia-ping-tsai']],
    ['squah', ['sean-quah']],
    ['  jun   rao ', ['jun-rao']],
    ['nobody-here', []],
  ])('%s → %j', (q, expected) => {
    expect(searchPeople(realRows, q).map((r) => r.id)).toEqual(expected)
  })

  it('an empty query keeps everyone', () => {
    expect(searchPeople(realRows, '')).toHaveLength(19)
    expect(searchPeople(realRows, undefined)).toHaveLength(19)
  })
})
