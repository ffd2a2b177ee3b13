/**
 * What an interrupted writer leaves beside the folder it was writing: `.<name>.tmp-<pid>/`, the
 * staging folder of scripts/build-data.ts (`public/.data.tmp-<pid>/`, some 280 MB at 2,000
 * weeks). Whether its writer is still at work is told by its process id.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

/** The staging folder a process writes `folder` in before renaming it into place. */
export function stagingFolder(folder: string, pid = process.pid): string {
  return join(dirname(folder), `.${basename(folder)}.tmp-${pid}`)
}

/** Every staging folder of `folder` (but this process's), with the id of its writer. */
function leftoverStaging(folder: string): { path: string; pid: number }[] {
  const parent = dirname(folder)
  if (!existsSync(parent)) return []
  const prefix = `.${basename(folder)}.tmp-`
  return readdirSync(parent)
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .map((name) => ({ path: join(parent, name), pid: Number(name.slice(prefix.length)) }))
    .filter(({ pid }) => pid !== process.pid)
}

/**
 * Whether a process of this machine is running. A zombie (ended, not yet reaped by its parent,
 * which in a container may be never) is not.
 */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
  try {
    // "<pid> (<command>) <state> …": the command may hold spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat[stat.lastIndexOf(')') + 2] !== 'Z'
  } catch {
    // No /proc (macOS), or the process has just ended.
    return existsSync(`/proc/${pid}`) || !existsSync('/proc')
  }
}

/**
 * Before writing `folder`: what an interrupted writer left beside it is removed, and said so
 * (`say`); while a writer that is still running has its staging folder there, nothing is
 * removed, and the message that says who it is comes back, for the caller to stop on.
 */
export function clearLeftoverStaging(
  folder: string,
  say: (line: string) => void,
): string | undefined {
  const leftovers = leftoverStaging(folder)
  const live = leftovers.find(({ pid }) => isRunning(pid))
  if (live)
    return (
      `${live.path} is being written by a data build that is still running (pid ${live.pid}): ` +
      `wait for it to end, or stop it (kill ${live.pid}), then build again; nothing was changed`
    )
  for (const { path, pid } of leftovers) {
    rmSync(path, { recursive: true, force: true })
    say(`removed ${path}, left by an interrupted data build (pid ${pid} is no longer running)`)
  }
  return undefined
}
