// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { PublishedIds } from '../../src/domain/published-ids'
import { ROOT } from '../helpers/datasets'

/**
 * scripts/build-data.ts and the record of published thread ids: it checks the ids it would
 * publish, fails saying what to record, adds new ids to the record it was given, and never
 * touches data/published-ids.json when it builds MADE-UP digests (tests/fixtures/three-weeks).
 */
const tmp = mkdtempSync(join(tmpdir(), 'build-data-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))
const REAL_RECORD = join(ROOT, 'data/published-ids.json')
const hash = (file: string) => createHash('sha1').update(readFileSync(file)).digest('hex')
const realBefore = hash(REAL_RECORD)

function buildData(env: Record<string, string>, out = join(tmp, `out-${Math.random()}`)) {
  // Whatever the shell running the tests has set, each case says which record it means.
  const parent = { ...process.env }
  delete parent.PUBLISHED_IDS
  const r = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/build-data.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...parent,
      DIGESTS_DIR: join(ROOT, 'tests/fixtures/three-weeks'),
      PEOPLE_FILE: join(ROOT, 'tests/fixtures/people.json'),
      KIPS_FILE: join(ROOT, 'tests/fixtures/kips-subset.json'),
      DATA_OUT: out,
      ...env,
    },
  })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, out }
}
const readRecord = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PublishedIds

describe('build-data and the record of published thread ids', () => {
  const record = join(tmp, 'published-ids.json')

  it('records the ids it publishes first in the record it is given, and says so', () => {
    const r = buildData({ PUBLISHED_IDS: record })
    expect(r.status, r.stderr).toBe(0)
    expect(r.stdout).toContain(`${record} changed: 9 new thread id(s) recorded`)
    expect(r.stdout).toContain('commit it')
    const written = readRecord(record)
    const index = JSON.parse(readFileSync(join(r.out, 'index.json'), 'utf8')) as {
      threadRedirects: Record<string, string>
    }
    expect(index.threadRedirects).toEqual({})
    const cards = JSON.parse(readFileSync(join(r.out, 'threads.json'), 'utf8')) as { id: string }[]
    expect(Object.keys(written.threads)).toEqual(cards.map((c) => c.id).sort())
    expect(readdirSync(tmp).filter((n) => n.includes('.tmp-'))).toEqual([])
    // The digests as written, byte for byte, for the thread pages' "line N of the digest" links.
    const digests = join(ROOT, 'tests/fixtures/three-weeks')
    const texts = readdirSync(join(r.out, 'digests')).sort()
    expect(texts).toEqual(
      readdirSync(digests)
        .filter((n) => n.endsWith('.txt'))
        .sort(),
    )
    for (const file of texts)
      expect(readFileSync(join(r.out, 'digests', file))).toEqual(readFileSync(join(digests, file)))
  })

  it('a second build changes nothing, and says nothing about the record', () => {
    const before = hash(record)
    const r = buildData({ PUBLISHED_IDS: record })
    expect(r.status, r.stderr).toBe(0)
    expect(r.stdout).not.toContain('changed')
    expect(hash(record)).toBe(before)
  })

  it('fails, naming the id and what to record, when a published id would be dropped', () => {
    const edited = readRecord(record)
    const gone = '2026-W21-kip-1324'
    edited.threads[gone] = { ...edited.threads['2026-W21-kip-1327']!, subjectKips: [1324] }
    writeFileSync(record, JSON.stringify(edited))
    const before = hash(record)
    const r = buildData({ PUBLISHED_IDS: record })
    expect(r.status).toBe(1)
    expect(r.stderr).toContain(`the published thread id "${gone}" would be dropped`)
    expect(r.stderr).toContain(`"redirects": { "${gone}": "`)
    expect(r.stderr).toContain('nothing written')
    expect(existsSync(r.out)).toBe(false)
    expect(hash(record)).toBe(before)

    // Recorded where it goes now, it builds, and the app gets the redirect.
    writeFileSync(record, JSON.stringify({ ...edited, redirects: { [gone]: '2026-W21-kip-1327' } }))
    const fixed = buildData({ PUBLISHED_IDS: record })
    expect(fixed.status, fixed.stderr).toBe(0)
    const index = JSON.parse(readFileSync(join(fixed.out, 'index.json'), 'utf8')) as {
      threadRedirects: Record<string, string>
    }
    expect(index.threadRedirects).toEqual({ [gone]: '2026-W21-kip-1327' })
  })

  it('fails when a redirect leads to no thread', () => {
    writeFileSync(
      record,
      JSON.stringify({ threads: {}, redirects: { '2026-W21-1': '2026-W21-kip-9999' } }),
    )
    const r = buildData({ PUBLISHED_IDS: record })
    expect(r.status).toBe(1)
    expect(r.stderr).toContain('"2026-W21-kip-9999", which is not a thread id of this build')
  })

  it('made-up digests without PUBLISHED_IDS (or with an empty one) use no record at all', () => {
    for (const env of [{}, { PUBLISHED_IDS: '' }] as Record<string, string>[]) {
      const r = buildData(env)
      expect(r.status, r.stderr).toBe(0)
      expect(r.stdout).toContain('no record of published thread ids')
    }
  })

  it('left data/published-ids.json as it was', () => {
    expect(hash(REAL_RECORD)).toBe(realBefore)
  })
})
