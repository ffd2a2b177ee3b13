import { describe, expect, it } from 'vitest'
import {
  KIP_LIST_COLUMNS,
  KIP_LIST_HEADERS,
  listFilterCount,
} from '../../../src/features/kips/kip-list'

describe("the KIP list's count of filters set (its folded panel's button)", () => {
  it('counts the filters the list reads, not its order, page or what it ignores', () => {
    expect(listFilterCount({})).toBe(0)
    expect(
      listFilterCount({ wiki: ['accepted'], q: 'x', sort: 'title', dir: 'desc', page: 2 }),
    ).toBe(2)
    // The timeline's filters mean nothing to the list.
    expect(listFilterCount({ person: ['jun-rao'], week: { from: '2026-W20' } })).toBe(0)
  })
})

describe("the KIP list's header", () => {
  it('has a sort button for every column the URL can sort by, once, in the seven columns it shows', () => {
    expect(KIP_LIST_HEADERS).toHaveLength(7)
    expect([...KIP_LIST_HEADERS.flat()].sort()).toEqual([...KIP_LIST_COLUMNS].sort())
  })
})
