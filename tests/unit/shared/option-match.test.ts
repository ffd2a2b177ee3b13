import { describe, expect, it } from 'vitest'
import { optionMatcher, type SelectOption } from '../../../src/shared/lib/option-match'

const kips: SelectOption[] = [
  { value: '1150', text: 'KIP-1150 · Diskless Topics' },
  { value: '1163', text: 'KIP-1163 · Diskless Core' },
  { value: '1327', text: 'KIP-1327 · Prevent Hot Data Loss on Partition Expansion' },
]

describe('optionMatcher', () => {
  it('matches every option on a blank query, in their order', () => {
    expect(optionMatcher(kips)('  ', 10).shown.map((o) => o.value)).toEqual([
      '1150',
      '1163',
      '1327',
    ])
  })

  it('needs every word typed, anywhere in the text, in any case', () => {
    const match = optionMatcher(kips)
    expect(match('diskless', 10).shown.map((o) => o.value)).toEqual(['1150', '1163'])
    expect(match('CORE diskless', 10).shown.map((o) => o.value)).toEqual(['1163'])
    expect(match('1327', 10).shown.map((o) => o.value)).toEqual(['1327'])
    expect(match('diskless 1327', 10).shown).toEqual([])
  })

  it('finds an option by a keyword it does not show: a week by its id, a person by another name', () => {
    const match = optionMatcher([
      { value: '2026-W20', text: '11–17 May 2026', keywords: ['2026-W20'] },
      { value: 'ken-huang', text: 'Ken Huang', keywords: ['黄竣阳'] },
    ])
    expect(match('2026-w20', 10).shown.map((o) => o.value)).toEqual(['2026-W20'])
    // Traditional characters and full-width letters fold as search folds them.
    expect(match('黃竣陽', 10).shown.map((o) => o.value)).toEqual(['ken-huang'])
    expect(match('ＫＥＮ', 10).shown.map((o) => o.value)).toEqual(['ken-huang'])
  })

  it('shows the first `limit` matches and counts the rest', () => {
    const weeks = Array.from({ length: 520 }, (_, i) => ({ value: String(i), text: `week ${i}` }))
    const { shown, more } = optionMatcher(weeks)('week', 50)
    expect(shown).toHaveLength(50)
    expect(shown[0]!.value).toBe('0')
    expect(more).toBe(470)
    expect(optionMatcher(weeks)('week 519', 50)).toEqual({ shown: [weeks[519]], more: 0 })
  })
})
