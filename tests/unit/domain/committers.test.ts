import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { buildDataset } from '../../../src/domain/build-dataset'
import {
  checkCommittersList,
  findCommitter,
  indexCommitters,
  withCommitterAsOf,
  type CommittersList,
} from '../../../src/domain/committers'
import type { Vote } from '../../../src/domain/dataset'
import { threadVotes } from '../../../src/domain/kip-votes'
import type { PeopleTable } from '../../../src/domain/people'
import { ROOT } from '../../helpers/datasets'

/** MADE UP (tests/fixtures/committers/README.md): a list, a people table and a week of votes. */
const FIXTURE = join(ROOT, 'tests/fixtures/committers')
const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T
const list = readJson<CommittersList>(join(FIXTURE, 'committers.json'))
const people = readJson<PeopleTable>(join(FIXTURE, 'people.json'))
const week = {
  name: '2026-06-01.zh.txt',
  text: readFileSync(join(FIXTURE, '2026-06-01.zh.txt'), 'utf8'),
}
const index = indexCommitters(list)

describe('findCommitter', () => {
  it('finds a committer by the name the list gives, whatever the case and spacing', () => {
    for (const spelling of ['Ada Example', '  ada   EXAMPLE ', 'AdaExample'])
      expect(findCommitter(index, [spelling])).toEqual({
        name: 'Ada Example',
        github: 'adaexample',
        pmc: true,
      })
  })

  it('finds a committer by the people table’s canonical name when the digest wrote an alias', () => {
    // The digest writes "@波测试"; the people table says that is Bo Example.
    expect(findCommitter(index, ['波测试'])).toBeNull()
    expect(findCommitter(index, ['波测试', 'Bo Example'])?.name).toBe('Bo Example')
  })

  it('finds a committer by GitHub login, with or without "@", in any case', () => {
    // A login unlike the name, so that only the login can find her.
    const renamed = indexCommitters({
      ...list,
      committers: [{ name: 'Cy Example', github: 'cy-x42', pmc: false }],
    })
    for (const spelling of ['cy-x42', '@cy-x42', ' CY-X42 '])
      expect(findCommitter(renamed, [spelling])?.name).toBe('Cy Example')
  })

  it('leaves a name the list does not give unknown: no match, never a "no"', () => {
    expect(findCommitter(index, ['Dee Newcomer', 'dnewcomer'])).toBeNull()
    expect(findCommitter(index, [])).toBeNull()
  })

  it('does not guess between two committers the spellings lead to', () => {
    expect(findCommitter(index, ['Ada Example', 'boexample'])).toBeNull()
    // Two spellings of one committer are no conflict.
    expect(findCommitter(index, ['Ada Example', 'adaexample'])?.name).toBe('Ada Example')
  })
})

describe('withCommitterAsOf: the list speaks only where the line is silent', () => {
  const unstated: Vote = { value: '+1', binding: null }

  it('adds the list’s day to a vote whose line does not say, cast by a committer', () => {
    expect(withCommitterAsOf(unstated, ['Ada Example'], index)).toEqual({
      value: '+1',
      binding: null,
      committerAsOf: '2025-01-06',
    })
  })

  it('a stated non-binding vote wins over the list', () => {
    const nonBinding: Vote = { value: '+1', binding: false }
    expect(withCommitterAsOf(nonBinding, ['Ada Example'], index)).toEqual(nonBinding)
  })

  it('a stated binding vote stays stated: no word of the list added', () => {
    const binding: Vote = { value: '-1', binding: true }
    expect(withCommitterAsOf(binding, ['Ada Example'], index)).toEqual(binding)
  })

  it('a vote by someone the list does not name stays unstated', () => {
    expect(withCommitterAsOf(unstated, ['Dee Newcomer'], index)).toEqual(unstated)
  })
})

describe('checkCommittersList', () => {
  it('accepts the real list of data/committers.json and the made-up one', () => {
    expect(checkCommittersList(readJson(join(ROOT, 'data/committers.json')))).toEqual([])
    expect(checkCommittersList(list)).toEqual([])
  })

  it('names what is wrong, entry by entry', () => {
    expect(
      checkCommittersList({
        source: '',
        asOf: '2025-02-30',
        extra: 1,
        committers: [
          { name: 'Ada Example', github: 'adaexample', pmc: true },
          { name: 'ada  example', github: 'not a login', pmc: 'yes' },
          { name: 'Bo Example', github: 'AdaExample', pmc: false },
          'Cy Example',
        ],
      }),
    ).toEqual([
      'unknown field "extra" (expected "source", "asOf", "note", "committers")',
      'expected "source": "<where the list is from>"',
      'expected "asOf": "YYYY-MM-DD", the day it was listed',
      'committers[1]: expected "github": "<a GitHub login>"',
      'committers[1]: expected "pmc": true or false',
      'committers[1]: the name "ada  example" is also committers[0]\'s',
      'committers[2]: the login "AdaExample" is also committers[0]\'s',
      'committers[3]: expected { "name", "github", "pmc" }',
    ])
    expect(checkCommittersList([])).toEqual([
      'expected an object { "source": …, "asOf": "YYYY-MM-DD", "committers": [...] }',
    ])
  })
})

describe('buildDataset with the committers list (the made-up week)', () => {
  const built = buildDataset({ files: [week], people, committers: list })
  if (!built.ok) throw new Error(JSON.stringify(built.errors))
  const [vote, other] = built.dataset.threads
  const votes = Object.fromEntries(vote!.positions.map((p) => [p.name, p.vote]))

  it('marks the silent votes of listed people, by name, table alias and login, and no other', () => {
    const byList = { value: '+1', binding: null, committerAsOf: '2025-01-06' }
    expect(votes).toEqual({
      'ada example': byList,
      波测试: byList,
      cyexample: byList,
      'Dee Newcomer': { value: '+1', binding: null },
      'Di Example': { value: '+1', binding: false },
      'Eve Example': { value: '+1', binding: true },
    })
  })

  it('tallies them apart from the binding the lines state', () => {
    expect(threadVotes(vote!).map(({ kip, round }) => ({ kip, ...round, votes: [] }))).toEqual([
      {
        kip: 9101,
        thread: vote!.id,
        week: '2026-W23',
        votes: [],
        binding: { '+1': 1, '-1': 0, '0': 0 },
        bindingByCommittersList: { '+1': 3, '-1': 0, '0': 0 },
        nonBinding: { '+1': 1, '-1': 0, '0': 0 },
        unstated: { '+1': 1, '-1': 0, '0': 0 },
      },
    ])
  })

  it('merges nobody: the login and the full name stay two people until the table says', () => {
    expect(vote!.positions.find((p) => p.name === 'cyexample')?.person).toBe('cyexample')
    expect(other!.positions[0]?.person).toBe('cy-example')
  })

  it('suggests the login as an alias, at its first position, when the table does not know it', () => {
    expect(built.warnings).toContain(
      '2026-06-01.zh.txt:5: "@cyexample" may be Cy Example (committers list of 2025-01-06, ' +
        'GitHub login) — add "cyexample" to data/people.json as an alias of "Cy Example" to merge them',
    )
    expect(built.warnings.filter((w) => w.includes('may be'))).toHaveLength(1)
    const known = buildDataset({
      files: [week],
      people: {
        people: [
          ...people.people,
          { id: 'cy-example', name: 'Cy Example', aliases: ['cyexample'] },
        ],
      },
      committers: list,
    })
    expect(known.warnings.filter((w) => w.includes('may be'))).toEqual([])
  })

  it('writes a dataset the public schema accepts', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: true })
    addFormats(ajv)
    const validate = ajv.compile(readJson<object>(join(ROOT, 'docs/dataset.schema.json')))
    expect(validate(built.dataset), JSON.stringify(validate.errors)).toBe(true)
  })

  it('without a list, no vote is read as binding by it', () => {
    const none = buildDataset({ files: [week], people })
    if (!none.ok) throw new Error('expected a dataset')
    const marked = none.dataset.threads.flatMap((t) =>
      t.positions.filter((p) => p.vote?.committerAsOf !== undefined),
    )
    expect(marked).toEqual([])
  })

  it('a malformed list is an error naming its file, and builds nothing', () => {
    const r = buildDataset({
      files: [week],
      people,
      committers: { ...list, asOf: 'October 2024' },
      committersFile: 'elsewhere/committers.json',
    })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors).toEqual([
      {
        file: 'elsewhere/committers.json',
        line: 0,
        message: 'expected "asOf": "YYYY-MM-DD", the day it was listed',
      },
    ])
  })
})
