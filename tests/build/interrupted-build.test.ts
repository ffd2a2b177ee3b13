// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildFolder, MADE_UP, runScript, siteBuildArgs, snapshot } from '../helpers/build-runs'
import { ROOT } from '../helpers/datasets'

/**
 * `npm run build` killed at any moment of its run leaves the previous dist/ and public/data/
 * whole, and what it left behind is never published by the next build. One build is held at the
 * start of each step in turn (tests/helpers/held-build.ts: the moment is exact, and held, the
 * build has left what a kill there would leave; a build killed at each moment, one after the
 * other, took 100 s more of CI); builds are killed in the swap, where what comes next matters.
 * The site is built into a temporary folder (tests/helpers/build-runs.ts): the repository's own
 * dist/ is not touched. The held and killed builds use the MADE-UP weeks of
 * tests/fixtures/three-weeks; the good ones the real data.
 */
const tmp = buildFolder('interrupted-build')
const dist = join(tmp, 'dist')
const data = join(tmp, 'public/data')
// The real builds check their ids against a copy of the record: a test never writes the real one.
const publishedIds = join(tmp, 'published-ids.json')
copyFileSync(join(ROOT, 'data/published-ids.json'), publishedIds)
const ARGS = siteBuildArgs(tmp)
const tsx = join(ROOT, 'node_modules/.bin/tsx')

function build(env: Record<string, string> = {}) {
  const r = spawnSync(tsx, ARGS, {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, PUBLISHED_IDS: publishedIds, ...env },
  })
  return { status: r.status, output: `${r.stdout}${r.stderr}` }
}

/** A build that stops at each of `moments` as it prints `build: <moment>`. */
function heldBuild(moments: string[], env: Record<string, string> = MADE_UP) {
  const go = join(tmp, `go-${moments.join('-').replace(/\W+/g, '-')}`)
  return runScript(ARGS, env, { hold: moments, go })
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

/** The moments each step starts, in order (scripts/lib/site-build.ts). */
const STEPS = ['data', 'client', 'ssr', 'prerender', 'feeds', 'compress', 'publish']

describe('a build killed at any moment', () => {
  it('held as each step starts, then killed between the two renames of the swap: the previous dist/ and public/data/ are whole, untouched, until the swap', async () => {
    const build = heldBuild([...STEPS, 'publish: dist aside'])
    for (const moment of STEPS) {
      await build.reached(moment)
      expect(snapshot(dist), moment).toEqual(before.dist)
      expect(snapshot(data), moment).toEqual(before.data)
      build.goOn(moment)
    }
    await build.reached('publish: dist aside')
    await build.kill()
    expect(existsSync(dist)).toBe(false)
  }, 90_000)

  it('the next build first puts the previous dist/ back, whole; killed after its own dist/ is in, dist/ is the new site, whole, and public/data/ the previous', async () => {
    const build = heldBuild(['data', 'publish: dist in'])
    await build.reached('data')
    expect(snapshot(dist)).toEqual(before.dist)
    expect(snapshot(data)).toEqual(before.data)
    build.goOn('data')
    await build.reached('publish: dist in')
    expect(await build.kill()).toContain('was put back from the interrupted build before')
    expectWholeSite(snapshot(dist), ['2026-W21', '2026-W22', '2026-W24'])
    expect(snapshot(data)).toEqual(before.data)
  }, 90_000)

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
    // Its work folder, its lock and what the builds before it left: all gone.
    expect(existsSync(join(tmp, '.build'))).toBe(false)
    expect(existsSync(join(tmp, 'public/.build'))).toBe(false)
  }, 120_000)
})
