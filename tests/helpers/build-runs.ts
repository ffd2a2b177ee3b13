/**
 * The build's scripts run as a maintainer runs them, for the build tier (tests/build/): each in a
 * process group of its own, let run to its end, or held at the moments it prints
 * (`build: <moment>`, scripts/lib/build-hooks.ts) and killed there (tests/helpers/held-build.ts).
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll } from 'vitest'
import { ROOT } from './datasets'

const tsx = join(ROOT, 'node_modules/.bin/tsx')

/** The made-up weeks of tests/fixtures/three-weeks, with their fixtures: a small, quick build. */
export const MADE_UP = {
  DIGESTS_DIR: join(ROOT, 'tests/fixtures/three-weeks'),
  PEOPLE_FILE: join(ROOT, 'tests/fixtures/people.json'),
  KIPS_FILE: join(ROOT, 'tests/fixtures/kips-subset.json'),
  // Made-up weeks have no record of published thread ids.
  PUBLISHED_IDS: '',
}

export interface ScriptRun {
  /** Resolves once the script prints `build: <moment>` (held there if it was told to); fails if it ends before. */
  reached: (moment: string) => Promise<void>
  /** Resolves once the script has printed `text`; fails if it ends before. */
  printed: (text: string) => Promise<void>
  /** Lets a script held at `moment` go on. */
  goOn: (moment: string) => void
  /** Kills the script and every process it started; resolves with its output. */
  kill: () => Promise<string>
  /** Its end: exit code and everything it printed. */
  ended: Promise<{ status: number | null; output: string }>
}

/** The processes still running: a failed test would leave a held script held for ever. */
const live = new Set<() => void>()

/**
 * A temporary folder for a test file's builds, removed once its tests are done, with every script
 * they left running. Inside the project, under node_modules/.cache: the pre-render bundle resolves
 * react & co. from its node_modules.
 */
export function buildFolder(name: string): string {
  // node_modules/.cache does not exist on a fresh clone before the first build.
  mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true })
  const tmp = mkdtempSync(join(ROOT, `node_modules/.cache/${name}-`))
  // Deleting whole sites takes its time on a busy machine.
  afterAll(() => {
    for (const kill of live) kill()
    rmSync(tmp, { recursive: true, force: true })
  }, 60_000)
  return tmp
}

/** `npm run build`'s command line for a site in `tmp`: dist/, public/data/ and ssr/ there. */
export function siteBuildArgs(tmp: string): string[] {
  return [
    'scripts/build.ts',
    ...['--dist', join(tmp, 'dist'), '--data', join(tmp, 'public/data'), '--ssr', join(tmp, 'ssr')],
  ]
}

/**
 * Starts `tsx <args>` from the project's root; given moments to `hold`, the build (scripts/build.ts
 * or scripts/build-data.ts) is held at each of them (tests/helpers/held-build.ts) until told to go
 * on through the file `go`.
 */
export function runScript(
  args: string[],
  env: Record<string, string>,
  { hold = [], go = '' }: { hold?: string[]; go?: string } = {},
): ScriptRun {
  const held = hold.length > 0 ? ['tests/helpers/held-build.ts', go, hold.join(',')] : []
  const child = spawn(tsx, [...held, ...args], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, ...env },
  })
  let output = ''
  const waiting = new Map<string, () => void>()
  const onData = (chunk: Buffer) => {
    output += chunk.toString()
    for (const [text, resolve] of waiting)
      if (output.includes(text)) {
        waiting.delete(text)
        resolve()
      }
  }
  child.stdout.on('data', onData)
  child.stderr.on('data', onData)
  const killGroup = () => process.kill(-child.pid!, 'SIGKILL')
  live.add(killGroup)
  let signal: NodeJS.Signals | null = null
  const ended = new Promise<{ status: number | null; output: string }>((resolve) =>
    child.on('close', (status, by) => {
      live.delete(killGroup)
      signal = by
      resolve({ status, output })
    }),
  )
  const printed = (text: string) =>
    Promise.race([
      new Promise<void>((resolve) => {
        waiting.set(text, resolve)
        onData(Buffer.alloc(0))
      }),
      ended.then(() => {
        if (output.includes(text)) return
        throw new Error(`it ended before printing "${text}":\n${output}`)
      }),
    ])
  return {
    reached: (moment) => printed(`build: ${moment}\n`),
    printed,
    goOn: (moment) => writeFileSync(go, moment),
    kill: async () => {
      killGroup()
      await ended
      if (signal !== 'SIGKILL') throw new Error(`it ended by itself:\n${output}`)
      return output
    },
    ended,
  }
}

/** Every file of a folder with its content hash: equal snapshots, equal folders. */
export function snapshot(dir: string): Record<string, string> {
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
