// @vitest-environment node
// npm run review (scripts/review.ts) run as a maintainer runs it, on a copy of the made-up
// digests of tests/fixtures/review; its questions and answers: tests/unit/build/review.test.ts.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ROOT } from '../helpers/datasets'

const tmp = mkdtempSync(join(tmpdir(), 'review-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

describe('npm run review without a terminal', () => {
  it('exits 2, saying how to edit the table by hand, and writes nothing', () => {
    const digests = join(tmp, 'digests')
    cpSync(join(ROOT, 'tests/fixtures/review'), digests, { recursive: true })
    const reviewsFile = join(tmp, 'reviews.json')
    const r = spawnSync(
      join(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/review.ts', '--digests', digests, '--reviews', reviewsFile],
      { cwd: ROOT, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'], input: 'o\n' },
    )
    expect(r.status, r.stderr).toBe(2)
    expect(r.stderr).toContain('asks its questions on a terminal')
    expect(r.stderr).toContain(`record decisions by editing ${reviewsFile} by hand`)
    expect(r.stderr).toContain('"conclusion": "<the Chinese conclusion, exactly>"')
    expect(r.stderr).toContain('"vote": { "value": "+1", "binding": true }')
    expect(r.stderr).toContain('docs/data-format.md')
    expect(existsSync(reviewsFile)).toBe(false)
  })
})
