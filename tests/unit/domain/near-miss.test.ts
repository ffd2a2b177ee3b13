import { describe, expect, it } from 'vitest'
import { kipNearMiss, personNearMiss } from '../../../src/domain/near-miss'

/**
 * What an address that names no KIP or no person may have meant. Made-up KIP numbers and people
 * (the real ones are tried in tests/component/kips.test.tsx and people.test.tsx).
 */

describe('a KIP number that has no page', () => {
  const kips = [1, 2, 5, 10, 11, 1340, 1337]

  it.each([
    // Above every KIP: the highest there is.
    [99999, { kip: 1340, highest: true }],
    [1341, { kip: 1340, highest: true }],
    // Between two: the nearer; at equal distance, the lower.
    [4, { kip: 5, highest: false }],
    [3, { kip: 2, highest: false }],
    [1000, { kip: 1337, highest: false }],
    // One that exists, written another way (kips/KIP-10/): itself.
    [10, { kip: 10, highest: false }],
  ])('%s → %j', (asked, expected) => {
    expect(kipNearMiss(asked, kips)).toEqual(expected)
  })

  it('no KIPs, no guess', () => {
    expect(kipNearMiss(3, [])).toBeUndefined()
  })
})

describe('a person id that names no one', () => {
  const people = [
    { id: 'jun-rao', name: 'Jun Rao', aliases: ['Jun Rao'] },
    { id: 'mickael-maison', name: 'Mickael Maison', aliases: ['Mickael Maison', 'mimaison'] },
    { id: 'ken-huang', name: 'Ken Huang', aliases: ['Ken Huang', '黃竣陽'] },
    { id: 'kevin-wu', name: 'Kevin Wu', aliases: ['Kevin Wu'] },
  ]
  const guess = (asked: string) => personNearMiss(asked, people)?.id

  it.each([
    // A letter missing, added, changed or two swapped, in the id or in a name.
    ['jun-ra', 'jun-rao'],
    ['junrao', 'jun-rao'],
    ['jun-rau', 'jun-rao'],
    ['mickael-maisno', 'mickael-maison'],
    ['michael-maison', 'mickael-maison'],
    ['mimaisson', 'mickael-maison'],
    ['Mickael Maison', 'mickael-maison'],
    ['JUN-RAO', 'jun-rao'],
    ['黃竣', 'ken-huang'],
    ['ken-hwang', 'ken-huang'],
  ])('%s → %s', (asked, expected) => {
    expect(guess(asked)).toBe(expected)
  })

  it.each(['nobody', 'kev', 'jun', '', 'a-very-different-name'])('%s → no one', (asked) => {
    expect(guess(asked)).toBeUndefined()
  })
})
