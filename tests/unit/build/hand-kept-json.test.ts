// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { findJsonMistake } from '../../../scripts/lib/json-mistake'
import { buildFromDisk, formatError } from '../../../scripts/lib/read-digests'
import { ROOT } from '../../helpers/datasets'
import { withTrailingComma } from '../../helpers/trailing-comma'

/**
 * A hand-kept JSON file the build reads, broken the way an editor leaves it (a comma after the
 * last entry, above all): the build and the ingest name the file, the line and the column, say
 * what is wrong and what to do, and print no stack trace. The broken files are copies of the real
 * ones, written to a temporary folder; the digests are the MADE-UP tests/fixtures/three-weeks.
 * What `npm run ingest` prints of it: tests/build/ingest.test.ts.
 */
const tmp = mkdtempSync(join(tmpdir(), 'hand-kept-json-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

const DIGESTS = join(ROOT, 'tests/fixtures/three-weeks')
const FILES = {
  peopleFile: 'data/people.json',
  kipsFile: 'data/kips.json',
  reviewsFile: 'data/reviews.json',
  publishedIdsFile: 'data/published-ids.json',
  committersFile: 'data/committers.json',
} as const

/** Every hand-kept file given, from the fixtures or the real data, but `broken` in place of one. */
function options(key: keyof typeof FILES, broken: string) {
  return {
    digestsDir: DIGESTS,
    peopleFile: join(ROOT, 'tests/fixtures/people.json'),
    kipsFile: join(ROOT, 'tests/fixtures/kips-subset.json'),
    reviewsFile: join(tmp, 'no-reviews.json'),
    committersFile: join(ROOT, 'tests/fixtures/committers/committers.json'),
    [key]: broken,
  }
}

describe('a hand-kept JSON file with a comma after its last entry', () => {
  it.each(Object.entries(FILES) as [keyof typeof FILES, string][])(
    '%s (%s): one error at its file, line and column, saying what to do',
    async (key, real) => {
      const { file, line, column } = withTrailingComma(real, tmp, `${key}.json`)
      const result = await buildFromDisk(options(key, file))
      expect(result.ok).toBe(false)
      if (result.ok) return
      expect(result.errors.map(formatError)).toEqual([
        `${file}:${line}:${column}: not JSON: a comma after the last entry, before '}': ` +
          'JSON allows none; remove this comma; fix it in the file, then run again',
      ])
    },
  )

  it('a folder where the file should be: named, with what to do', async () => {
    const folder = join(tmp, 'people-folder.json')
    mkdirSync(folder)
    const result = await buildFromDisk(options('peopleFile', folder))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.map(formatError)).toEqual([
      `${folder}: could not read it: this is a folder, not a file (EISDIR); give the path of a file`,
    ])
  })
})

describe('findJsonMistake: the first mistake, by line and column, with what to do', () => {
  it.each([
    [
      '{\n  "a": 1\n  "b": 2\n}',
      3,
      3,
      /expected ',' or '}' after the entry, found '"': a comma is missing/,
    ],
    ['[1, 2,\n]', 1, 6, /a comma after the last entry, before '\]'/],
    ["{'a': 1}", 1, 2, /JSON names take double quotes/],
    ['{"a": \'x\'}', 1, 7, /JSON strings take double quotes/],
    ['{\n  // note\n  "a": 1}', 2, 3, /a comment: JSON has none/],
    ['{"a": "x\ny"}', 1, 9, /a line break inside a string/],
    ['{"a": "C:\\dir"}', 1, 10, /\\d is not an escape of JSON/],
    ['{"a": "never closed}', 1, 7, /this string is never closed/],
    ['{"a": 01}', 1, 7, /expected a number/],
    ['{"a": tru}', 1, 7, /expected a value .*, found 'tru'/],
    ['{"a": 1}\n}', 2, 1, /expected the end of the file after the JSON value, found '}'/],
    ['{"a": [1, 2}', 1, 12, /expected ',' or '\]' after the entry, found '}'/],
    ['{"名字": "张三",}', 1, 12, /a comma after the last entry/],
    ['\uFEFF{}', 1, 1, /byte-order mark/],
    ['  \n', 1, 1, /the file is empty/],
    ['{"a": 1', 1, 8, /expected ',' or '}' after the entry, found the end of the file/],
  ])('%j', (text, line, column, message) => {
    const mistake = findJsonMistake(text)
    expect(mistake).toMatchObject({ line, column })
    expect(mistake?.message).toMatch(message)
  })

  it('agrees with JSON.parse on what is JSON, for any text', () => {
    const parses = (text: string) => {
      try {
        JSON.parse(text)
        return true
      } catch {
        return false
      }
    }
    // Texts near JSON: values written out, then cut, joined or with a character changed.
    const nearJson = fc
      .tuple(
        fc.jsonValue(),
        fc.nat(),
        fc.constantFrom('', ',', ' ', '"', '}', ']', '\n', '/', '-', '0'),
      )
      .map(([value, at, extra]) => {
        const text = JSON.stringify(value, null, at % 3)
        const i = at % (text.length + 1)
        return at % 2
          ? `${text.slice(0, i)}${extra}${text.slice(i)}`
          : `${text.slice(0, i)}${extra}`
      })
    fc.assert(
      fc.property(fc.oneof(nearJson, fc.string()), (text) => {
        expect(findJsonMistake(text) === undefined).toBe(parses(text))
      }),
      { numRuns: 2000 },
    )
  })
})
