/**
 * One build at a time of the same folders. Two builds of a checkout at once deleted each other's
 * work folders and published a dist/ without its styles; now each published folder has a lock
 * file beside it (`<parent>/.build/<name>.lock`: pid, host, start time), and a build takes the
 * lock of every folder it publishes before it touches anything.
 *
 * A lock held by a build still running is waited for, as a package manager waits for its lock:
 * the second build says who holds it, then goes on by itself once that build has ended, and the
 * last to finish publishes a whole site. A lock left by a build that has ended (killed, the
 * machine restarted) is taken over, and said so. A lock of another machine (a checkout on a
 * shared disk) cannot be told to be stale: it is waited for, and the message says how to free it.
 */
import {
  linkSync,
  mkdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import { hostname } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { fileProblem } from './file-problem.ts'
import { isRunning } from './leftovers.ts'

interface LockHolder {
  pid: number
  host: string
  /** When it took the lock (ISO 8601, UTC). */
  started: string
}

/** Who this process is, and how it waits: a test gives its own. */
export interface LockDeps {
  pid: number
  host: string
  now: () => Date
  isRunning: (pid: number) => boolean
  /** Resolves when it is time to look at a held lock again. */
  pause: () => Promise<void>
  /** Tells the maintainer what the lock does (waits, takes over). */
  say: (line: string) => void
}

const LOOK_AGAIN_MS = 500

function defaults(say: (line: string) => void): LockDeps {
  return {
    pid: process.pid,
    host: hostname(),
    now: () => new Date(),
    isRunning,
    pause: () => new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_MS)),
    say,
  }
}

/** The lock file of a published folder: in its work folder, beside it. */
export function lockFileOf(folder: string): string {
  return join(dirname(folder), '.build', `${basename(folder)}.lock`)
}

/**
 * Takes the lock of every folder, in one fixed order (two builds that share two folders never
 * each hold one and wait for the other). Resolves with what releases them all.
 */
export async function lockFolders(
  folders: string[],
  deps: LockDeps | ((line: string) => void),
): Promise<() => void> {
  const d = typeof deps === 'function' ? defaults(deps) : deps
  const mine = `${JSON.stringify({ pid: d.pid, host: d.host, started: d.now().toISOString() } satisfies LockHolder)}\n`
  const held: string[] = []
  const release = () => {
    for (const file of held.splice(0)) {
      try {
        if (readFileSync(file, 'utf8') === mine) unlinkSync(file)
        rmdirSync(dirname(file))
      } catch {
        // Taken over (after this process seemed ended), or the work folder holds more.
      }
    }
  }
  try {
    for (const file of [...new Set(folders.map(lockFileOf))].sort()) {
      await take(file, mine, d)
      held.push(file)
    }
  } catch (err) {
    release()
    throw err
  }
  return release
}

/** Takes one lock: created whole or not at all (a link to a file already written). */
async function take(file: string, mine: string, d: LockDeps) {
  mkdirSync(dirname(file), { recursive: true })
  const draft = `${file}.${d.pid}`
  writeFileSync(draft, mine)
  let said = false
  try {
    for (;;) {
      try {
        linkSync(draft, file)
        return
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST')
          throw fileProblem(err, file, 'take the lock of the build')
      }
      const text = readIfThere(file)
      if (text === undefined) continue
      const holder = parse(text)
      if (!holder || (holder.host === d.host && !d.isRunning(holder.pid))) {
        // Only the stale lock read: a build that took it over meanwhile keeps its own.
        if (readIfThere(file) !== text) continue
        unlinkSync(file)
        d.say(
          `took over ${file} from ${holder ? describe(holder) : 'a build whose lock cannot be read'}, ` +
            'which is no longer running',
        )
        continue
      }
      if (!said)
        d.say(
          `waiting for ${describe(holder)} to end: it holds ${file}. This build goes on by itself ` +
            `once that one has ended (Ctrl-C to stop waiting); if no build runs any more, delete ${file}`,
        )
      said = true
      await d.pause()
    }
  } finally {
    rmSync(draft, { force: true })
  }
}

/** "the build of pid 4242 on host-a, started 2026-12-07T14:20:00.000Z". */
function describe(holder: LockHolder): string {
  return `the build of pid ${holder.pid} on ${holder.host}, started ${holder.started}`
}

function readIfThere(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

function parse(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>
    return typeof value.pid === 'number' &&
      typeof value.host === 'string' &&
      typeof value.started === 'string'
      ? (value as LockHolder)
      : undefined
  } catch {
    return undefined
  }
}
