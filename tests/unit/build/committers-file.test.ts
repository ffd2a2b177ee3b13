// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildFromDisk } from '../../../scripts/lib/read-digests'
import { ROOT } from '../../helpers/datasets'

/**
 * MADE UP (tests/fixtures/committers/README.md): a week of votes, its people and its list. What
 * `npm run ingest` says of it: tests/build/ingest.test.ts.
 */
const FIXTURE = join(ROOT, 'tests/fixtures/committers')
const tmp = mkdtempSync(join(tmpdir(), 'committers-file-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

function buildWith(committersFile: string) {
  return buildFromDisk({
    digestsDir: FIXTURE,
    peopleFile: join(FIXTURE, 'people.json'),
    kipsFile: join(tmp, 'no-kips.json'),
    committersFile,
  })
}

describe('the committers file, read by the build', () => {
  it('read: the silent votes of listed people carry its day', async () => {
    const r = await buildWith(join(FIXTURE, 'committers.json'))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    const marked = r.dataset.threads.flatMap((t) =>
      t.positions.filter((p) => p.vote?.committerAsOf === '2025-01-06').map((p) => p.name),
    )
    expect(marked).toEqual(['ada example', '波测试', 'cyexample'])
  })

  it('not JSON: an error naming the file, never a bare SyntaxError', async () => {
    const file = join(tmp, 'broken.json')
    writeFileSync(
      file,
      '{\n  "source": "made up",\n  "asOf": "2025-01-06",\n  "committers": [,]\n}\n',
    )
    const r = await buildWith(file)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors).toEqual([
      {
        file,
        line: 4,
        column: 18,
        message: expect.stringMatching(/^not JSON: expected a value .*, found ','/) as string,
      },
    ])
  })

  it('JSON of the wrong shape: each problem, naming the file', async () => {
    const file = join(tmp, 'wrong-shape.json')
    writeFileSync(file, JSON.stringify({ source: 'made up', asOf: '2025-01-06', committers: {} }))
    const r = await buildWith(file)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors).toEqual([
      { file, line: 0, message: 'expected "committers": [{ "name", "github", "pmc" }, …]' },
    ])
  })

  it('absent: a note, and no vote is read as binding by a list', async () => {
    const file = join(tmp, 'absent.json')
    const r = await buildWith(file)
    expect(r.notes).toContain(
      `${file} not found: no vote is read as binding by the committers list`,
    )
    expect(
      r.ok && r.dataset.threads.some((t) => t.positions.some((p) => p.vote?.committerAsOf)),
    ).toBe(false)
  })
})
