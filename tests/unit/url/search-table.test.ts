import { describe, expect, it } from 'vitest'
import {
  MAX_VALUE_LENGTH,
  SEARCH_PARAMS,
  parseSearch,
  readSearch,
  toQueryString,
  type AppSearch,
} from '../../../src/url/search-params'

type Param = keyof typeof SEARCH_PARAMS

/**
 * Each parameter of the table (src/url/search-params.ts), as the URL writes it and as the state
 * holds it; a parameter added to the table without its line here fails to compile, and the test
 * below says which.
 */
const EXAMPLES: { [K in Param]: [string, NonNullable<AppSearch[K]>] } = {
  week: ['2026-W18..2026-W20', { from: '2026-W18', to: '2026-W20' }],
  kip: ['1327,1332', [1327, 1332]],
  person: ['黃竣陽,jun-rao', ['黃竣陽', 'jun-rao']],
  status: ['open,agreed', ['open', 'agreed']],
  wiki: ['under-discussion,accepted', ['under discussion', 'accepted']],
  discussed: ['no', false],
  author: ['José Armando', 'José Armando'],
  year: ['2025', 2025],
  quarter: ['3', 3],
  disagree: ['yes', true],
  standing: ['in-vote', 'in-vote'],
  became: ['not-accepted', 'not accepted'],
  month: ['2026-03', '2026-03'],
  q: [' data loss ', ' data loss '],
  sort: ['first-seen', 'first-seen'],
  dir: ['desc', 'desc'],
  range: ['2025-06..2026-05', '2025-06..2026-05'],
  page: ['3', 3],
}

/** A text each parameter cannot read (every one: one too long to be read). */
const UNREADABLE: { [K in Param]: string } = {
  week: '2026-W54',
  kip: 'KIP-0',
  person: Array.from({ length: 21 }, (_, i) => `p${i}`).join(','),
  status: 'open,bogus',
  wiki: 'pending',
  discussed: 'maybe',
  author: 'x'.repeat(MAX_VALUE_LENGTH + 1),
  year: '1999',
  quarter: '5',
  disagree: 'true',
  standing: 'asleep',
  became: 'accepted,rejected',
  month: '2026-3',
  q: 'x'.repeat(MAX_VALUE_LENGTH + 1),
  sort: 'First Seen',
  dir: 'up',
  range: '2y',
  page: '0',
}

const PARAMS = Object.keys(SEARCH_PARAMS) as Param[]

describe('the table of parameters', () => {
  it('has an example and an unreadable text for every parameter', () => {
    expect(Object.keys(EXAMPLES)).toEqual(PARAMS)
    expect(Object.keys(UNREADABLE).sort()).toEqual([...PARAMS].sort())
  })

  it.each(PARAMS)('%s: its text reads as its value, and its value writes as that text', (name) => {
    const [text, value] = EXAMPLES[name]
    const { search, problems } = parseSearch({ [name]: text })
    expect(problems).toEqual([])
    expect(search).toEqual({ [name]: value })
    expect(toQueryString(search)).toBe(new URLSearchParams({ [name]: text }).toString())
    expect(readSearch(toQueryString(search))).toEqual(search)
  })

  it.each(PARAMS)('%s: a text it cannot read is a problem, kept in the URL as written', (name) => {
    const text = UNREADABLE[name]
    const { search, problems } = parseSearch({ [name]: text })
    expect(search).toEqual({})
    expect(problems).toHaveLength(1)
    expect(problems[0]?.param).toBe(name)
    const state = readSearch(new URLSearchParams({ [name]: text }).toString())
    expect(state.problems?.map((p) => p.param)).toEqual([name])
    // Written back as the reader wrote it (cut short when it was too long to read).
    expect(new URLSearchParams(toQueryString(state)).get(name)).toBe(problems[0]?.value)
  })

  it('writes every parameter at once in the table’s order', () => {
    const state = Object.fromEntries(PARAMS.map((name) => [name, EXAMPLES[name][1]])) as AppSearch
    expect([...new URLSearchParams(toQueryString(state)).keys()]).toEqual(PARAMS)
    expect(readSearch(toQueryString(state))).toEqual(state)
  })

  it('leaves a default out of the URL: the first page', () => {
    expect(toQueryString({ page: 1, kip: [1327] })).toBe('kip=1327')
  })
})
