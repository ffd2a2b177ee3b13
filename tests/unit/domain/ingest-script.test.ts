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

const root = fileURLToPath(new URL('../../../', import.meta.url))
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
