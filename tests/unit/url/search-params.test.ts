import { describe, expect, it } from 'vitest'
import {
  fromQueryString,
  inWeekRange,
  parseKipParam,
  parseSearch,
  parseWeekRange,
  readSearch,
  weekRange,
  toQueryString,
  withFilters,
  withoutFilter,
  type AppSearch,
} from '../../../src/url/search-params'

describe('parseSearch', () => {
  it.each([
    [{ kip: '1327' }, { kip: [1327] }],
    [{ kip: 'KIP-1327,1332,1327' }, { kip: [1327, 1332] }],
    [{ status: 'open,contested' }, { status: ['open', 'contested'] }],
    [{ week: '2026-W20' }, { week: { from: '2026-W20', to: '2026-W20' } }],
    [{ week: '2026-W22..2026-W18' }, { week: { from: '2026-W18', to: '2026-W22' } }],
    [{ person: '黃竣陽' }, { person: ['黃竣陽'] }],
    [{ week: '2026-W20..' }, { week: { from: '2026-W20' } }],
    [{ week: '..2026-W20' }, { week: { to: '2026-W20' } }],
    // What the reader typed, spaces included: the box shows the URL's value back.
    [{ q: 'data loss' }, { q: 'data loss' }],
    [{ q: 'data ' }, { q: 'data ' }],
    [{ q: '  数据   丢失 ' }, { q: '  数据   丢失 ' }],
    [{ q: '   ' }, {}],
    // The path carries the language now: an old link's `lang` is no filter, and no problem.
    [{ lang: 'en' }, {}],
    [{ unknown: 'x' }, {}],
    // The KIP list's own filters.
    [{ wiki: 'under-discussion,accepted' }, { wiki: ['under discussion', 'accepted'] }],
    [{ discussed: 'no' }, { discussed: false }],
    [
      { year: '2025', quarter: '3' },
      { year: 2025, quarter: 3 },
    ],
    [{ disagree: 'yes' }, { disagree: true }],
    [
      { became: 'not-accepted', month: '2026-03' },
      { became: 'not accepted', month: '2026-03' },
    ],
  ])('%j → %j', (raw, expected) => {
    const { search, problems } = parseSearch(raw)
    expect(search).toEqual(expected)
    expect(problems).toEqual([])
  })

  it.each([
    ['kip', 'abc'],
    ['kip', '-5'],
    ['status', 'open,bogus'],
    ['week', '2026-W54'],
    ['week', '2026-W01..2026-W02..2026-W03'],
    ['week', '..'],
    ['week', '2026-W20..2026-W99'],
    ['q', 'x'.repeat(500)],
    ['quarter', '5'],
    ['disagree', 'maybe'],
    ['became', 'accepted,under-discussion'],
    ['month', '2026-13'],
    ['month', '2026-3'],
  ])('reports %s=%s as a problem and drops it', (param, value) => {
    const { search, problems } = parseSearch({ [param]: value })
    expect(search).toEqual({})
    expect(problems).toHaveLength(1)
    expect(problems[0]?.param).toBe(param)
  })
})

describe('round trip through the query string', () => {
  const states: AppSearch[] = [
    {},
    { kip: [1327] },
    { person: ['黃竣陽', 'ken-huang'], status: ['agreed'] },
    { week: { from: '2026-W18', to: '2026-W20' }, q: '数据 丢失 & <script>' },
    { wiki: ['under discussion'], discussed: true, year: 2025, quarter: 4, disagree: true },
    {
      became: 'not accepted',
      month: '2026-02',
      author: 'José',
      sort: 'created',
      dir: 'asc',
      page: 3,
    },
  ]
  it.each(states)('%j survives', (state) => {
    const query = toQueryString(state)
    expect(readSearch(query)).toEqual(state)
  })

  it('writes parameters in a fixed order', () => {
    expect(toQueryString({ kip: [1], week: { from: '2026-W20', to: '2026-W20' } })).toBe(
      'week=2026-W20&kip=1',
    )
  })

  it('the problems travel with the state, and the URL keeps them as written', () => {
    const state = readSearch('?kip=1327&status=bogus&other=x')
    expect(state).toEqual({ kip: [1327], problems: [{ param: 'status', value: 'bogus' }] })
    expect(toQueryString(state)).toBe('kip=1327&status=bogus')
    // A value of the reader's own replaces what was not understood.
    expect(toQueryString({ ...state, status: ['open'] })).toBe('kip=1327&status=open')
  })
})

describe('helpers', () => {
  it('parseKipParam reads a KIP as addresses and filters write it, and nothing else', () => {
    for (const [value, kip] of [
      ['1327', 1327],
      ['KIP-1327', 1327],
      ['kip1327', 1327],
      [' 1327 ', 1327],
      ['0', undefined],
      ['KIP-0', undefined],
      ['KIP--1327', undefined],
      ['1327x', undefined],
      ['1234567', undefined],
      ['', undefined],
    ] as const)
      expect(parseKipParam(value), value).toBe(kip)
    // The same rule for a list in the query string: one bad part makes the whole a problem.
    expect(parseSearch({ kip: '1327,KIP-1332' }).search.kip).toEqual([1327, 1332])
    expect(parseSearch({ kip: '1327,KIP-0' }).search.kip).toBeUndefined()
  })

  it('withoutFilter removes one filter only, and what was not understood of it', () => {
    const s: AppSearch = {
      kip: [1],
      status: ['open'],
      problems: [
        { param: 'status', value: 'x' },
        { param: 'week', value: 'y' },
      ],
    }
    expect(withoutFilter(s, 'status')).toEqual({
      kip: [1],
      problems: [{ param: 'week', value: 'y' }],
    })
    expect(withoutFilter({ kip: [1], problems: [{ param: 'kip', value: 'z' }] }, 'kip')).toEqual({})
    expect(s.status).toEqual(['open'])
  })

  it('a changed or removed filter is a new list, back at its first page', () => {
    const s: AppSearch = { kip: [1], page: 3, sort: 'number' }
    expect(withFilters(s, { status: ['open'] })).toEqual({
      kip: [1],
      status: ['open'],
      sort: 'number',
    })
    expect(withFilters(s, { kip: undefined }).page).toBeUndefined()
    expect(withoutFilter(s, 'kip')).toEqual({ sort: 'number' })
  })

  it('parseWeekRange orders the ends', () => {
    expect(parseWeekRange('2026-W20..2026-W10')).toEqual({ from: '2026-W10', to: '2026-W20' })
    expect(parseWeekRange('W20')).toBeUndefined()
  })

  it('fromQueryString takes the first of repeated parameters', () => {
    expect(fromQueryString('?kip=1&kip=2&q=%E6%95%B0')).toEqual({ kip: '1', q: '数' })
  })
})

describe('week ranges with one open end', () => {
  it.each([
    ['2026-W20', '', { from: '2026-W20' }],
    ['', '2026-W20', { to: '2026-W20' }],
    ['2026-W22', '2026-W18', { from: '2026-W18', to: '2026-W22' }],
    ['2026-W20', '2026-W20', { from: '2026-W20', to: '2026-W20' }],
    ['', '', undefined],
    ['bogus', '', undefined],
  ])('weekRange(%j, %j) → %j', (from, to, expected) => {
    expect(weekRange(from, to)).toEqual(expected)
  })

  it('"from" keeps every later week, "up to" every earlier one', () => {
    expect(inWeekRange('2099-W01', { from: '2026-W20' })).toBe(true)
    expect(inWeekRange('2026-W19', { from: '2026-W20' })).toBe(false)
    expect(inWeekRange('2001-W01', { to: '2026-W20' })).toBe(true)
    expect(inWeekRange('2026-W21', { to: '2026-W20' })).toBe(false)
  })

  it.each([{ from: '2026-W20' }, { to: '2026-W20' }])('%j survives the URL', (week) => {
    expect(parseSearch(fromQueryString(toQueryString({ week }))).search).toEqual({ week })
  })
})

describe("the JIRA view's range", () => {
  it.each(['12w', '1y', 'all', '2025-06..2026-05', '2026-05..2025-06'])(
    '%s is read and written back as it is',
    (range) => {
      expect(readSearch(`?range=${range}`)).toEqual({ range })
      expect(toQueryString(readSearch(`?range=${range}`))).toBe(`range=${range}`)
    },
  )

  it.each(['2y', '2025-13..2026-01', '2025-6..2026-05', '2025-06..', '..2026-05', '2025-06'])(
    '%s is not understood: ignored, and said so',
    (range) => {
      expect(readSearch(`?range=${range}`)).toEqual({
        problems: [{ param: 'range', value: range }],
      })
    },
  )
})
