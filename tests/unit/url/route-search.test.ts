import { describe, expect, it } from 'vitest'
import { fromQueryString, searchSchemaFor, toQueryString } from '../../../src/url/search-params'

/** The texts of an address (the router hands a route these, or the values it read of them). */
const texts = (query: string): Record<string, unknown> => fromQueryString(query)

/** A route that reads the JIRA view's parameters only. */
const jiraSearch = searchSchemaFor(['range', 'page'])

describe('searchSchemaFor: a route reads its own parameters from the table', () => {
  it('reads its parameters typed, with the problems of its parameters only', () => {
    const search = jiraSearch(texts('range=2y&page=3&status=maybe&kip=1327'))
    expect(search).toEqual({ page: 3, problems: [{ param: 'range', value: '2y' }] })
  })

  it('names each of its parameters, so that a text it could not read is not left in the state', () => {
    const search = jiraSearch(texts('range=2y'))
    expect(Object.keys(search).sort()).toEqual(['page', 'problems', 'range'])
    expect(search.range).toBeUndefined()
  })

  it('reads a state it gave back as it was: typed values and problems (a navigation passes them)', () => {
    const read = searchSchemaFor(['week', 'kip', 'status', 'q'])
    const first = read(texts('week=2026-W20..2026-W18&kip=KIP-1327&status=bogus&q=+a+'))
    expect(first).toEqual({
      week: { from: '2026-W18', to: '2026-W20' },
      kip: [1327],
      q: ' a ',
      problems: [{ param: 'status', value: 'bogus' }],
    })
    expect(read(first)).toEqual(first)
  })

  it('writes back, as they were written, the parameters a route does not read', () => {
    const search = { ...texts('kip=1327&status=maybe'), ...jiraSearch(texts('range=1y')) }
    expect(toQueryString(search)).toBe('kip=1327&status=maybe&range=1y')
  })
})
