// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { lockFileOf, lockFolders, type LockDeps } from '../../../scripts/lib/build-lock'
import { killAll, MADE_UP, runScript, snapshot } from '../../helpers/build-runs'
import { ROOT } from '../../helpers/datasets'

/**
 * Two builds of the same folders at once: the second waits for the first, saying who holds the
 * lock, then builds; neither publishes a broken site nor dies of the other's work folder. The
 * first is held at its first step (tests/helpers/held-build.ts), so that the second starts while
 * it surely runs. The weeks are the MADE-UP three-weeks, built into a temporary folder under
 * node_modules/.cache.
 */
mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true })
const tmp = mkdtempSync(join(ROOT, 'node_modules/.cache/one-build-at-a-time-'))
// Deleting whole sites takes its time on a busy machine.
afterAll(() => {
  killAll()
  rmSync(tmp, { recursive: true, force: true })
}, 60_000)
const dist = join(tmp, 'dist')
const ARGS = [
  'scripts/build.ts',
  ...['--dist', dist, '--data', join(tmp, 'public/data'), '--ssr', join(tmp, 'ssr')],
]

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

describe('the lock (scripts/lib/build-lock.ts)', () => {
  const folder = join(tmp, 'locks/dist')
  const lock = lockFileOf(folder)
  /** Who "holds" a planted lock. */
  const plant = (pid: number, host: string) => {
    mkdirSync(join(lock, '..'), { recursive: true })
    writeFileSync(lock, JSON.stringify({ pid, host, started: '2026-05-18T09:00:00.000Z' }))
  }
  /** This build, as a test plays it: `running` are the pids alive; each pause runs `onPause`. */
  function deps(running: number[], onPause: () => void = () => {}) {
    const said: string[] = []
    const d: LockDeps = {
      pid: 1000,
      host: 'here',
      now: () => new Date('2026-05-18T10:00:00.000Z'),
      isRunning: (pid) => running.includes(pid),
      pause: async () => onPause(),
      say: (line) => said.push(line),
    }
    return { d, said }
  }

  it('left by a build that has ended: taken over, and said so', async () => {
    plant(4242, 'here')
    const { d, said } = deps([])
    const release = await lockFolders([folder], d)
    expect(said).toEqual([
      `took over ${lock} from the build of pid 4242 on here, started 2026-05-18T09:00:00.000Z, ` +
        'which is no longer running',
    ])
    expect(JSON.parse(readFileSync(lock, 'utf8'))).toEqual({
      pid: 1000,
      host: 'here',
      started: '2026-05-18T10:00:00.000Z',
    })
    release()
    expect(existsSync(lock)).toBe(false)
  })

  it.each([
    ['a build still running here', 'here'],
    ['a build of another machine, which cannot be told to have ended', 'there'],
  ])('held by %s: waited for, said once, taken when freed', async (_name, host) => {
    plant(4242, host)
    let pauses = 0
    const { d, said } = deps([4242], () => {
      pauses += 1
      if (pauses === 3) rmSync(lock)
    })
    const release = await lockFolders([folder], d)
    expect(pauses).toBe(3)
    expect(said).toEqual([
      `waiting for the build of pid 4242 on ${host}, started 2026-05-18T09:00:00.000Z to end: ` +
        `it holds ${lock}. This build goes on by itself once that one has ended (Ctrl-C to stop ` +
        `waiting); if no build runs any more, delete ${lock}`,
    ])
    expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ pid: 1000 })
    release()
  })

  it('not a lock it can read: taken over, and said so', async () => {
    plant(4242, 'here')
    writeFileSync(lock, '{"pid": 42')
    const { d, said } = deps([42])
    ;(await lockFolders([folder], d))()
    expect(said).toEqual([
      `took over ${lock} from a build whose lock cannot be read, which is no longer running`,
    ])
  })
})
