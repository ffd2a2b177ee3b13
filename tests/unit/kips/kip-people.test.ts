import { describe, expect, it } from 'vitest'
import type { KipPersonSummary } from '../../../src/domain/kip-story'
import { kipPeopleShown } from '../../../src/features/kips/kip-people'

/** Made-up people, each with the week of their latest position. */
function people(latest: Record<string, string>): KipPersonSummary[] {
  return Object.entries(latest).map(([person, week]) => ({
    person,
    positions: 1,
    latest: { person, week } as KipPersonSummary['latest'],
  }))
}
const ids = (rows: KipPersonSummary[]) => rows.map((row) => row.person)

describe('kipPeopleShown', () => {
  it('lists the most recently active first; people of one week keep their order', () => {
    const { shown, folded } = kipPeopleShown(
      people({ a: '2016-W22', b: '2026-W20', c: '2020-W01', d: '2026-W20' }),
    )
    expect(ids(shown)).toEqual(['b', 'd', 'c', 'a'])
    expect(folded).toEqual([])
  })

  it('shows the first ones and folds the rest, losing no one', () => {
    const many = people(
      Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`p${i}`, `20${10 + (i % 17)}-W01`])),
    )
    const { shown, folded } = kipPeopleShown(many, 12)
    expect(shown).toHaveLength(12)
    expect(folded).toHaveLength(18)
    expect(new Set([...ids(shown), ...ids(folded)]).size).toBe(30)
    // Everyone shown was active no earlier than anyone folded.
    const weekOf = (row: KipPersonSummary) => row.latest.week
    expect(shown.map(weekOf).sort()[0]! >= folded.map(weekOf).sort().at(-1)!).toBe(true)
  })
})
