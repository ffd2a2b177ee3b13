import { describe, expect, it } from 'vitest'
import {
  indexPeople,
  personAliases,
  personId,
  resolvePerson,
  type PeopleTable,
} from '../../../src/domain/people'

const table: PeopleTable = {
  people: [
    { id: 'matthias-j-sax', name: 'Matthias J. Sax', aliases: ['mjsax'] },
    { id: 'ken-huang', name: 'Ken Huang', aliases: ['黃竣陽'] },
  ],
}

describe('people', () => {
  it.each([
    ['José Armando García Sancio', 'jose-armando-garcia-sancio'],
    ['黃竣陽', '黃竣陽'],
    ['Chia-Ping Tsai', 'chia-ping-tsai'],
    ['  Matthias J. Sax ', 'matthias-j-sax'],
    ['squah-confluent', 'squah-confluent'],
    ['Zoë Ünicode', 'zoe-unicode'],
  ])('personId(%s) = %s', (name, id) => {
    expect(personId(name)).toBe(id)
  })

  it('resolves exact spellings, trimmed and case-insensitive, never fuzzy', () => {
    expect(resolvePerson(table, ' MJSAX ')).toEqual({
      id: 'matthias-j-sax',
      name: 'Matthias J. Sax',
      known: true,
    })
    expect(resolvePerson(table, '黃竣陽').id).toBe('ken-huang')
    expect(resolvePerson(table, 'mjsax2')).toEqual({ id: 'mjsax2', name: 'mjsax2', known: false })
    expect(resolvePerson(table, 'Matthias Sax')).toEqual({
      id: 'matthias-sax',
      name: 'Matthias Sax',
      known: false,
    })
  })

  it('reports a broken table', () => {
    const { problems } = indexPeople({
      people: [
        { id: 'a', name: 'A', aliases: ['x'] },
        { id: 'a', name: 'B', aliases: [] },
        { id: 'c', name: 'C', aliases: ['X'] },
        { id: 'Not A Slug', name: 'D', aliases: [] },
      ],
    })
    expect(problems.some((p) => p.includes('"a" appears twice'))).toBe(true)
    expect(problems.some((p) => p.includes('"X" belongs to both'))).toBe(true)
    expect(problems.some((p) => p.includes('not a slug'))).toBe(true)
  })

  it('lists aliases with the display name first, once each', () => {
    expect(
      personAliases('Matthias J. Sax', ['mjsax'], ['mjsax', 'Matthias J. Sax', 'MJSax']),
    ).toEqual(['Matthias J. Sax', 'mjsax', 'MJSax'])
  })
})
