// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { lockFileOf, lockFolders, type LockDeps } from '../../../scripts/lib/build-lock'

/**
 * The lock that keeps two builds of the same folders apart (scripts/lib/build-lock.ts), played
 * with made-up pids, hosts and pauses on a folder in a temporary directory. Two real builds at
 * once: tests/build/one-build-at-a-time.test.ts.
 */
const tmp = mkdtempSync(join(tmpdir(), 'build-lock-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

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
