import { describe, expect, it } from 'vitest'
import type { KipPersonSummary } from '../../../src/domain/kip-story'
import { kipPeopleByLatest } from '../../../src/features/kips/kip-people'

/** Made-up people, each with the week of their latest position. */
function people(latest: Record<string, string>): KipPersonSummary[] {
  return Object.entries(latest).map(([person, week]) => ({
    person,
    positions: 1,
    latest: { person, week } as KipPersonSummary['latest'],
  }))
}

describe('kipPeopleByLatest', () => {
  it('lists the most recently active first; people of one week keep their order', () => {
    const rows = kipPeopleByLatest(
      people({ a: '2016-W22', b: '2026-W20', c: '2020-W01', d: '2026-W20' }),
    )
    expect(rows.map((row) => row.person)).toEqual(['b', 'd', 'c', 'a'])
  })
})
