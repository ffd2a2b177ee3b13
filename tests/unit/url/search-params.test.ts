import { describe, expect, it } from 'vitest'
import {
  fromQueryString,
  inWeekRange,
  parseLang,
  parseSearch,
  parseWeekRange,
  weekRange,
  toQueryString,
  toQueryStringLoose,
  typedSearch,
  withLang,
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
    [{ lang: 'en' }, { lang: 'en' }],
    [{ lang: 'EN' }, { lang: 'en' }],
    [{ lang: 'zh-CN' }, { lang: 'zh' }],
    // Not a filter of one view: the shell says on every view that it was ignored.
    [{ lang: 'fr' }, {}],
    [{ unknown: 'x' }, {}],
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
    { kip: [1327], lang: 'en' },
    { person: ['黃竣陽', 'ken-huang'], status: ['agreed'], lang: 'zh' },
    { week: { from: '2026-W18', to: '2026-W20' }, q: '数据 丢失 & <script>' },
  ]
  it.each(states)('%j survives', (state) => {
    const query = toQueryString(state)
    expect(parseSearch(fromQueryString(query)).search).toEqual(state)
  })

  it('writes parameters in a fixed order', () => {
    expect(
      toQueryString({ lang: 'en', kip: [1], week: { from: '2026-W20', to: '2026-W20' } }),
    ).toBe('week=2026-W20&kip=1&lang=en')
  })

  it('keeps a raw value that did not validate, and typed values win over raw ones', () => {
    expect(toQueryStringLoose({ kip: [1327], status: 'bogus', lang: 'en' })).toBe(
      'kip=1327&status=bogus&lang=en',
    )
    expect(toQueryStringLoose({ kip: [1327], lang: 'en', other: 'x' })).toBe('kip=1327&lang=en')
  })
})

describe('helpers', () => {
  it('typedSearch drops raw strings the router merged in', () => {
    expect(typedSearch({ kip: 'bogus', status: ['open'], lang: 'en', week: '2026-W99' })).toEqual({
      status: ['open'],
      lang: 'en',
    })
  })

  it('withoutFilter removes one filter only', () => {
    const s: AppSearch = { kip: [1], status: ['open'], lang: 'zh' }
    expect(withoutFilter(s, 'status')).toEqual({ kip: [1], lang: 'zh' })
    expect(s.status).toEqual(['open'])
  })

  it('parseWeekRange orders the ends', () => {
    expect(parseWeekRange('2026-W20..2026-W10')).toEqual({ from: '2026-W10', to: '2026-W20' })
    expect(parseWeekRange('W20')).toBeUndefined()
  })

  it('fromQueryString takes the first of repeated parameters', () => {
    expect(fromQueryString('?kip=1&kip=2&q=%E6%95%B0')).toEqual({ kip: '1', q: '数' })
  })
})

describe('parseLang: a lang value from anywhere', () => {
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    ['En', 'en'],
    ['en-US', 'en'],
    ['en_GB', 'en'],
    ['en?x=1', 'en'],
    ['en&utm_source=chat', 'en'],
    [' en ', 'en'],
    ['zh', 'zh'],
    ['ZH', 'zh'],
    ['zh-CN', 'zh'],
    ['zh-Hant', 'zh'],
    ['zh-Hant-TW', 'zh'],
    ['zh?from=wechat', 'zh'],
    ['xx', undefined],
    ['fr', undefined],
    ['english', undefined],
    ['zhx', undefined],
    ['', undefined],
    ['-en', undefined],
    ['%E4%B8%AD', undefined],
    [null, undefined],
    [42, undefined],
  ])('%j → %j', (value, expected) => {
    expect(parseLang(value)).toBe(expected)
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

describe('withLang', () => {
  it.each([
    ['', 'en', '#/?lang=en'],
    ['#/', 'zh', '#/?lang=zh'],
    ['#/thread/2026-W20-kip-1327?kip=1327', 'zh', '#/thread/2026-W20-kip-1327?kip=1327&lang=zh'],
    ['#/?lang=en', 'en', '#/?lang=en'],
    ['#/?lang=en', 'zh', '#/?lang=zh'],
    ['#/?lang=fr', 'zh', '#/?lang=zh'],
    ['#/?lang=EN&kip=1', 'en', '#/?kip=1&lang=en'],
    ['#/kips?lang=en?x=1', 'en', '#/kips?lang=en'],
    ['#/?q=a&lang=zh-Hant&lang=en', 'zh', '#/?q=a&lang=zh'],
    ['#/people/%E9%BB%83', 'en', '#/people/%E9%BB%83?lang=en'],
    // an anchor inside the page stays last
    ['#/rules?lang=en#stance-question', 'en', '#/rules?lang=en#stance-question'],
    ['#/rules#status-done', 'en', '#/rules?lang=en#status-done'],
  ] as const)('withLang(%j, %s) → %j', (hash, lang, expected) => {
    expect(withLang(hash, lang)).toBe(expected)
  })
})
