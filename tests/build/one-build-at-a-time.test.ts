// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lockFileOf } from '../../scripts/lib/build-lock'
import { buildFolder, MADE_UP, runScript, siteBuildArgs, snapshot } from '../helpers/build-runs'

/**
 * Two builds of the same folders at once: the second waits for the first, saying who holds the
 * lock, then builds; neither publishes a broken site nor dies of the other's work folder. The
 * first is held at its first step (tests/helpers/held-build.ts), so that the second starts while
 * it surely runs. The lock itself: tests/unit/build/build-lock.test.ts. The weeks are the MADE-UP
 * three-weeks, built into a temporary folder (tests/helpers/build-runs.ts).
 */
const tmp = buildFolder('one-build-at-a-time')
const dist = join(tmp, 'dist')
const ARGS = siteBuildArgs(tmp)

/** A whole site: its pages, its data, and the static files every page links. */
function expectWholeSite() {
  const files = Object.keys(snapshot(dist))
  expect(files).toEqual(
    expect.arrayContaining([
      ...['index.html', 'index.html.gz', 'print.css', 'edition.css', 'favicon.svg'],
      ...['data/index.json', 'zh/week/2026-W21/index.html', 'en/week/2026-W24/index.html'],
    ]),
  )
}

describe('two builds at once', () => {
  it('the second waits, naming the first, then builds; both end well and the site is whole', async () => {
    const first = runScript(ARGS, MADE_UP, { hold: ['data'], go: join(tmp, 'go') })
    await first.reached('data')
    const lock = lockFileOf(dist)
    const holder = JSON.parse(readFileSync(lock, 'utf8')) as { pid: number; started: string }

    const second = runScript(ARGS, MADE_UP)
    await second.printed(
      `build: waiting for the build of pid ${holder.pid} on ${hostname()}, started ` +
        `${holder.started} to end: it holds ${lock}.`,
    )
    expect(existsSync(dist)).toBe(false)

    first.goOn('data')
    const [a, b] = await Promise.all([first.ended, second.ended])
    expect(a.status, a.output).toBe(0)
    expect(b.status, b.output).toBe(0)
    // The second built after the first had published: it went on only once the first had ended.
    expect(b.output.indexOf('build: data\n')).toBeGreaterThan(b.output.indexOf('waiting for'))
    expectWholeSite()
    expect(existsSync(lock)).toBe(false)
  }, 180_000)
})
