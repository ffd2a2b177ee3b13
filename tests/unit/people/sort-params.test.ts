import { describe, expect, it } from 'vitest'
import {
  fromQueryString,
  parseSearch,
  toQueryString,
  toQueryStringLoose,
  typedSearch,
  type AppSearch,
} from '../../../src/url/search-params'

describe('sort and dir in the URL', () => {
  it.each([
    [
      { sort: 'positions', dir: 'desc' },
      { sort: 'positions', dir: 'desc' },
    ],
    [{ sort: 'first-seen' }, { sort: 'first-seen' }],
    [{ dir: 'asc' }, { dir: 'asc' }],
    [
      { sort: 'kips', q: 'mjsax', lang: 'en' },
      { sort: 'kips', q: 'mjsax', lang: 'en' },
    ],
  ])('%j → %j', (raw, expected) => {
    const { search, problems } = parseSearch(raw)
    expect(search).toEqual(expected)
    expect(problems).toEqual([])
  })

  it.each([
    ['sort', 'Name'],
    ['sort', '<script>'],
    ['sort', 'x'.repeat(40)],
    ['dir', 'up'],
  ])('reports %s=%s as a problem and drops it', (param, value) => {
    const { search, problems } = parseSearch({ [param]: value })
    expect(search).toEqual({})
    expect(problems).toEqual([{ param, value }])
  })

  it.each<AppSearch>([
    { sort: 'name', dir: 'asc', lang: 'zh' },
    { q: '黃竣陽', sort: 'last-seen', dir: 'desc', lang: 'en' },
  ])('%j survives a round trip', (state) => {
    expect(parseSearch(fromQueryString(toQueryString(state))).search).toEqual(state)
  })

  it('writes sort and dir after the filters and before the language', () => {
    expect(toQueryString({ lang: 'en', dir: 'asc', sort: 'kips', q: 'x' })).toBe(
      'q=x&sort=kips&dir=asc&lang=en',
    )
  })

  it('keeps a raw sort that did not validate, and typedSearch drops it', () => {
    expect(toQueryStringLoose({ sort: 'Bad!', dir: 'asc', lang: 'en' })).toBe(
      'sort=Bad%21&dir=asc&lang=en',
    )
    expect(typedSearch({ sort: 'Bad!', dir: 'sideways', lang: 'en' })).toEqual({ lang: 'en' })
    expect(typedSearch({ sort: 'kips', dir: 'desc' })).toEqual({ sort: 'kips', dir: 'desc' })
  })
})
