// @vitest-environment node
import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { afterAll, describe, expect, it } from 'vitest'
import { withTrailingComma } from '../helpers/trailing-comma'

/**
 * npm run ingest (scripts/ingest.ts) run as a maintainer runs it, a process for each case: what it
 * writes, what it prints, and how it ends.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const tmp = mkdtempSync(join(tmpdir(), 'ingest-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

function ingest(...args: string[]) {
  return spawnSync(join(root, 'node_modules/.bin/tsx'), ['scripts/ingest.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, TZ: 'UTC' },
  })
}

describe('npm run ingest', () => {
  it('writes the same valid dataset twice', () => {
    const a = join(tmp, 'a', 'dataset.json')
    const b = join(tmp, 'b.json')
    const args = [
      '--digests',
      'data/digests',
      '--people',
      'data/people.json',
      '--kips',
      'data/kips.json',
    ]
    const first = ingest(...args, '--out', a)
    expect(first.status, first.stderr).toBe(0)
    expect(ingest(...args, '--out', b).status).toBe(0)
    const text = readFileSync(a, 'utf8')
    expect(text).toBe(readFileSync(b, 'utf8'))
    expect(text.endsWith('}\n')).toBe(true)
    const ajv = new Ajv2020({ allErrors: true, strict: true })
    addFormats(ajv)
    const validate = ajv.compile(
      JSON.parse(readFileSync(join(root, 'docs/dataset.schema.json'), 'utf8')) as object,
    )
    expect(validate(JSON.parse(text)), JSON.stringify(validate.errors)).toBe(true)
  })

  it('prints a report without --out', () => {
    const r = ingest(
      '--digests',
      'tests/fixtures/made-up',
      '--people',
      'tests/fixtures/people.json',
      '--kips',
      join(tmp, 'none.json'),
    )
    expect(r.status, r.stderr).toBe(0)
    expect(r.stdout).toContain('2026-W19  2026-05-04 ~ 2026-05-10  [zh]')
    expect(r.stdout).toContain('3.9.1 @ 2026-W19-kip-9001-9002: 12 resolved / 3 unresolved')
    expect(r.stderr).toContain('none.json not found')
    // Made-up digests are never checked against the real record of published ids.
    expect(r.stdout).toContain('thread ids: no record of published ids for this folder')
  })

  it('checks the real digests against the real record of published ids, reading it only', () => {
    const record = join(root, 'data/published-ids.json')
    const before = readFileSync(record, 'utf8')
    const r = ingest()
    expect(r.status, r.stderr).toBe(0)
    const redirects = Object.keys((JSON.parse(before) as { redirects: object }).redirects).length
    expect(r.stdout).toMatch(new RegExp(`thread ids: \\d+ published, 0 new; ${redirects} redirect`))
    expect(readFileSync(record, 'utf8')).toBe(before)
  })

  it('an option it does not know is one line that says which and what it takes, no trace', () => {
    const r = ingest('--help-me')
    expect(r.status).toBe(2)
    expect(r.stderr).toMatch(/^ingest: unknown option '--help-me'/)
    expect(r.stderr).toContain('--digests <dir>')
    expect(r.stderr).not.toContain('node:internal')
  })

  it('prints file:line errors, exits 1 and writes nothing', () => {
    const out = join(tmp, 'never.json')
    const r = ingest('--digests', 'tests/fixtures/malformed', '--out', out)
    expect(r.status).toBe(1)
    expect(r.stderr).toContain('missing-footer.txt:8: expected the footer')
    expect(r.stderr).toContain('header-not-monday.txt:1: expected the week to start on a Monday')
    // Each planted file breaks the grammar in exactly one way: one error each.
    const planted = readdirSync(join(root, 'tests/fixtures/malformed')).filter((n) =>
      n.endsWith('.txt'),
    )
    expect(r.stderr.match(/^[\w.-]+\.txt:\d+: /gm)).toHaveLength(planted.length)
    expect(existsSync(out)).toBe(false)
  })

  it('shows the warnings that explain an error with it', () => {
    // MADE-UP digests: the week of 2026-05-11 twice, once under the next week's file name.
    const dir = join(tmp, 'renamed')
    mkdirSync(dir)
    const text = [
      '2026-05-11 ~ 2026-05-17',
      '讨论 KIP-1 的设计。',
      '@Alice Example: 支持。',
      '已达成一致。',
      '本周新建 3 个 Issue',
      '本周 JIRA 平稳。',
    ].join('\n')
    writeFileSync(join(dir, '2026-05-11.zh.txt'), text)
    writeFileSync(join(dir, '2026-05-18.zh.txt'), text)
    const r = ingest('--digests', dir, '--people', 'tests/fixtures/people.json')
    expect(r.status).toBe(1)
    const lines = r.stderr.split('\n')
    const error = lines.findIndex((l) =>
      l.startsWith('2026-05-18.zh.txt:1: expected one zh digest for week 2026-W20, found two'),
    )
    expect(error).toBeGreaterThanOrEqual(0)
    expect(lines[error + 1]).toBe(
      '  warning: 2026-05-18.zh.txt:1: the file name says 2026-05-18 but the header says the ' +
        'week of 2026-05-11: rename the file or fix the header',
    )
  })
})

describe('npm run ingest with the committers list', () => {
  it('reports a GitHub login of the list as an alias to review, and merges nothing', () => {
    const r = ingest(
      '--digests',
      'tests/fixtures/committers',
      '--people',
      'tests/fixtures/committers/people.json',
      '--committers',
      'tests/fixtures/committers/committers.json',
      '--kips',
      join(tmp, 'no-kips.json'),
      '--reviews',
      join(tmp, 'no-reviews.json'),
    )
    expect(r.status, r.stderr).toBe(0)
    expect(r.stdout).toContain(
      '2026-06-01.zh.txt:5: "@cyexample" may be Cy Example (committers list of 2025-01-06, ' +
        'GitHub login) — add "cyexample" to tests/fixtures/committers/people.json as an alias ' +
        'of "Cy Example" to merge them',
    )
    expect(r.stdout).toMatch(/^people \(7\): .*, Cy Example, cyexample, /m)
    expect(r.stdout).toContain(
      'votes: 6, of which 3 binding by the committers list of 2025-01-06 (their lines do not say)',
    )
  })
})

/**
 * A file or a path given wrong (tests/unit/build/file-problems.test.ts, hand-kept-json.test.ts):
 * one line naming it and saying what to do, no stack trace, exit code 1. The digests are the
 * MADE-UP tests/fixtures/three-weeks.
 */
describe('npm run ingest, given a wrong file or path', () => {
  const DIGESTS = join(root, 'tests/fixtures/three-weeks')

  it('npm run ingest says it in one line, without a stack trace, and exits 1 (here: --out is a folder)', () => {
    const out = join(tmp, 'a-folder')
    mkdirSync(out)
    const r = ingest('--digests', DIGESTS, '--out', out)
    expect(r.status).toBe(1)
    expect(r.stderr).toContain(
      `ingest: ${out}: could not write it: this is a folder, not a file (EISDIR); give the path of a file`,
    )
    expect(r.stderr).not.toMatch(/\n\s+at /)
    expect(readdirSync(tmp).filter((name) => name.startsWith('a-folder'))).toEqual(['a-folder'])
  })

  it('--digests naming a file: npm run ingest prints it, without a stack trace, and exits 1', () => {
    const file = join(DIGESTS, '2026-05-18.zh.txt')
    const r = ingest('--digests', file)
    expect(r.status).toBe(1)
    expect(r.stderr).toContain(
      `${file}: expected a folder of digests, found a file: give the folder that holds them ` +
        '(--digests, or DIGESTS_DIR for the build)',
    )
    expect(r.stderr).not.toMatch(/ENOTDIR|\n\s+at /)
  })

  it('a hand-kept file with a comma after its last entry: npm run ingest prints it without a stack trace, and exits 1', () => {
    const { file, line, column } = withTrailingComma('data/people.json', tmp, 'people.json')
    const r = ingest('--digests', DIGESTS, '--people', file, '--published', '')
    expect(r.status).toBe(1)
    expect(r.stderr).toContain(`${file}:${line}:${column}: not JSON: a comma after the last entry`)
    expect(r.stderr).not.toMatch(/SyntaxError|\n\s+at /)
  })
})
