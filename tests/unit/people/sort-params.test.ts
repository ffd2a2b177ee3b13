import { describe, expect, it } from 'vitest'
import {
  parseSearch,
  readSearch,
  toQueryString,
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
      { sort: 'kips', q: 'mjsax' },
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
    { sort: 'name', dir: 'asc' },
    { q: '黃竣陽', sort: 'last-seen', dir: 'desc' },
  ])('%j survives a round trip', (state) => {
    expect(readSearch(toQueryString(state))).toEqual(state)
  })

  it('writes sort and dir after the filters', () => {
    expect(toQueryString({ dir: 'asc', sort: 'kips', q: 'x' })).toBe('q=x&sort=kips&dir=asc')
  })

  it('keeps a sort that did not validate in the URL, as a problem of the state', () => {
    const state = readSearch('sort=Bad!&dir=asc')
    expect(state).toEqual({ dir: 'asc', problems: [{ param: 'sort', value: 'Bad!' }] })
    expect(toQueryString(state)).toBe('sort=Bad%21&dir=asc')
    // A sort the reader picks replaces it.
    expect(toQueryString({ ...state, sort: 'kips' })).toBe('sort=kips&dir=asc')
  })
})
