import { describe, expect, it } from 'vitest'
import { axisNumber } from '../../../src/features/jira/axis-number'
import { LOCALES } from '../../../src/i18n/format'

describe('axisNumber', () => {
  // Every whole number to 200,000, a spread up to 10^15, and the edges of every unit, as Intl's
  // compact notation writes them.
  const edges = [1e3, 1e4, 1e6, 1e8, 1e9, 1e12].flatMap((unit) =>
    [1, 10, 100, 1000, 9999].flatMap((k) =>
      [-1, 0, 1].flatMap((d) => [
        unit * k + d,
        unit * k - unit / 20 + d,
        unit * k - unit / 20000 + d,
      ]),
    ),
  )
  const values = [
    ...Array.from({ length: 200_001 }, (_, n) => n),
    ...Array.from({ length: 2_200 }, (_, n) => Math.round(1.0137 ** n * 977)),
    ...edges,
  ].filter((n) => Number.isSafeInteger(n) && Math.abs(n) < 1e15)
  const all = [...values, ...values.slice(0, 5_000).map((n) => -n)]

  it.each(['zh', 'en'] as const)('writes every whole number as Intl does (%s)', (lang) => {
    const intl = new Intl.NumberFormat(LOCALES[lang], {
      notation: 'compact',
      maximumFractionDigits: 1,
    })
    const wrong = all.filter((n) => axisNumber(n, lang) !== intl.format(n))
    expect(
      wrong.slice(0, 20).map((n) => `${n}: ${axisNumber(n, lang)} ≠ ${intl.format(n)}`),
    ).toEqual([])
  })

  it('leaves the rest to Intl', () => {
    expect(axisNumber(2.25, 'en')).toBe('2.3')
    expect(axisNumber(1e16, 'en')).toBe('10,000tn')
    expect(axisNumber(12345, 'zh')).toBe('1.2万')
  })
})
