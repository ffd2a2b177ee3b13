import { describe, expect, it } from 'vitest'
import { kipSortOf } from '../../../src/features/kips/kip-sort'
import { parseSearch, toQueryString } from '../../../src/url/search-params'

describe('the KIP cards read the sort param', () => {
  it.each([
    [undefined, 'recent', false],
    ['recent', 'recent', false],
    ['number', 'number', false],
    ['people', 'people', false],
    ['first-seen', 'recent', true], // another view's column: ignored, and said so
    ['People', 'recent', true],
  ] as const)('sort=%s → %s (ignored: %s)', (value, sort, ignored) => {
    expect(kipSortOf(value)).toEqual({ sort, ignored })
  })

  it.each([
    ['sort=people&status=open', { sort: 'people', status: ['open'] }],
    ['sort=number&person=Jun%20Rao', { sort: 'number', person: ['Jun Rao'] }],
    ['week=2026-W20&sort=recent', { week: { from: '2026-W20', to: '2026-W20' }, sort: 'recent' }],
  ])('%s round-trips with the filters', (query, search) => {
    const parsed = parseSearch(Object.fromEntries(new URLSearchParams(query)))
    expect(parsed).toEqual({ search, problems: [] })
    expect(
      parseSearch(Object.fromEntries(new URLSearchParams(toQueryString(parsed.search)))).search,
    ).toEqual(search)
  })
})
