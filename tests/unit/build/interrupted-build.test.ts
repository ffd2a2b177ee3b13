// @vitest-environment node
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '../../helpers/datasets'

/**
 * `npm run build` killed at every moment of its run (scripts/build.ts stops at a named moment
 * with BUILD_TEST_HOLD, so the moment is exact) leaves the previous dist/ and public/data/ whole,
 * and what it left behind is never published by the next build. The site is built into a
 * temporary folder (under node_modules/.cache): the repository's own dist/ is not touched.
 * The killed builds use the MADE-UP weeks of tests/fixtures/three-weeks; the good ones the real data.
 */
// Inside the project: the pre-render bundle resolves react & co. from its node_modules.
// node_modules/.cache does not exist on a fresh clone before the first build.
mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true })
const tmp = mkdtempSync(join(ROOT, 'node_modules/.cache/interrupted-build-'))
const dist = join(tmp, 'dist')
const data = join(tmp, 'public/data')
const ssr = join(tmp, 'ssr')
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

const MADE_UP = {
  DIGESTS_DIR: join(ROOT, 'tests/fixtures/three-weeks'),
  PEOPLE_FILE: join(ROOT, 'tests/fixtures/people.json'),
  KIPS_FILE: join(ROOT, 'tests/fixtures/kips-subset.json'),
  // Made-up weeks have no record of published thread ids.
  PUBLISHED_IDS: '',
}
// The real builds check their ids against a copy of the record: a test never writes the real one.
const publishedIds = join(tmp, 'published-ids.json')
copyFileSync(join(ROOT, 'data/published-ids.json'), publishedIds)
const ARGS = ['scripts/build.ts', '--dist', dist, '--data', data, '--ssr', ssr]
const tsx = join(ROOT, 'node_modules/.bin/tsx')

function build(env: Record<string, string> = {}) {
  const r = spawnSync(tsx, ARGS, {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, PUBLISHED_IDS: publishedIds, ...env },
  })
  return { status: r.status, output: `${r.stdout}${r.stderr}` }
}

/** Runs a build until it prints `build: <moment>` (where it holds), then kills it and its children. */
function buildKilledAt(moment: string, env: Record<string, string> = MADE_UP): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ARGS, {
      cwd: ROOT,
      detached: true,
      env: { ...process.env, ...env, BUILD_TEST_HOLD: moment },
    })
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes(`build: ${moment}\n`)) process.kill(-child.pid!, 'SIGKILL')
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      signal === 'SIGKILL' ? resolve(output) : reject(new Error(`exited ${code}:\n${output}`)),
    )
  })
}

/** Every file of a folder with its content hash: equal snapshots, equal folders. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name)
      if (statSync(path).isDirectory()) walk(path)
      else out[relative(dir, path)] = createHash('sha1').update(readFileSync(path)).digest('hex')
    }
  }
  walk(dir)
  return out
}

/** Whole: the pre-rendered pages, their gzip copies, the data they load. */
function expectWholeSite(files: Record<string, string>, weeks: string[]) {
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining([
      'index.html',
      'index.html.gz',
      'data/index.json',
      'data/index.json.gz',
    ]),
  )
  const index = JSON.parse(readFileSync(join(dist, 'data/index.json'), 'utf8')) as {
    weeks: { id: string }[]
  }
  expect(index.weeks.map((w) => w.id)).toEqual(weeks)
  // Every page of the site is written: each week's, in each language.
  for (const week of weeks)
    for (const lang of ['zh', 'en'])
      expect(Object.keys(files)).toContain(`${lang}/week/${week}/index.html`)
  expect(
    Object.keys(files).filter((f) => f.startsWith('data/weeks/') && f.endsWith('.json')),
  ).toEqual(weeks.map((w) => `data/weeks/${w}.json`))
}

let before: { dist: Record<string, string>; data: Record<string, string> }
beforeAll(() => {
  const first = build()
  expect(first.status, first.output).toBe(0)
  before = { dist: snapshot(dist), data: snapshot(data) }
  expectWholeSite(before.dist, ['2026-W20'])
}, 120_000)

describe('a build killed at any moment', () => {
  it.each(['data', 'client', 'ssr', 'prerender', 'feeds', 'compress', 'publish'])(
    'killed as "%s" starts: the previous dist/ and public/data/ are whole, untouched',
    async (moment) => {
      await buildKilledAt(moment)
      expect(snapshot(dist)).toEqual(before.dist)
      expect(snapshot(data)).toEqual(before.data)
    },
    60_000,
  )

  it('killed between the two renames of the swap: the previous dist/ is put back, whole', async () => {
    await buildKilledAt('publish: dist aside')
    expect(existsSync(dist)).toBe(false)
    // The next build, whatever becomes of it, first puts the previous site back.
    const output = await buildKilledAt('data')
    expect(output).toContain('was put back from the interrupted build before')
    expect(snapshot(dist)).toEqual(before.dist)
    expect(snapshot(data)).toEqual(before.data)
  }, 60_000)

  it('killed after dist/ is in: dist/ is the new site, whole; public/data/ the previous, whole', async () => {
    await buildKilledAt('publish: dist in')
    expectWholeSite(snapshot(dist), ['2026-W21', '2026-W22', '2026-W24'])
    expect(snapshot(data)).toEqual(before.data)
  }, 60_000)

  it('a failing step changes nothing and leaves nothing to publish', () => {
    const failed = build({ DIGESTS_DIR: join(ROOT, 'tests/fixtures/malformed') })
    expect(failed.status).toBe(1)
    expect(failed.output).toContain('nothing written')
    expect(readdirSync(join(tmp, 'public'))).toEqual(['data'])
  }, 60_000)

  it('the next good build publishes only its own files, none of what was left behind', () => {
    const good = build()
    expect(good.status, good.output).toBe(0)
    expect(snapshot(dist)).toEqual(before.dist)
    expect(snapshot(data)).toEqual(before.data)
    expect(readdirSync(join(tmp, '.build')).filter((n) => n.startsWith('run-'))).toEqual([])
  }, 120_000)
})
