/**
 * Publishing a finished build over the previous one. A folder cannot be replaced by another in
 * one atomic call (Node has no RENAME_EXCHANGE), so the swap is two renames: the previous folder
 * moves aside into the build's work folder, the new one takes its place, then the previous one is
 * deleted. A build killed between the two renames leaves the previous folder aside, whole:
 * `recoverPublished` (run at the start of every build) puts it back.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

export interface Target {
  /** The published folder, e.g. dist/ or public/data/. */
  path: string
  /** Where it waits, whole, while its successor is renamed into place. */
  aside: string
}

/** The published folders and where each waits during a swap: `.build/aside/<name>`. */
export function targets(work: string, paths: Record<string, string>): Target[] {
  return Object.entries(paths).map(([name, path]) => ({ path, aside: join(work, 'aside', name) }))
}

/** After a build killed during its swap: a folder that is missing but aside comes back. */
export function recoverPublished(all: Target[]): string[] {
  const recovered: string[] = []
  for (const { path, aside } of all) {
    if (!existsSync(path) && existsSync(aside)) {
      mkdirSync(dirname(path), { recursive: true })
      renameSync(aside, path)
      recovered.push(path)
    }
    rmSync(aside, { recursive: true, force: true })
  }
  return recovered
}

/**
 * Renames each staged folder over its target, keeping the previous one aside until it is in.
 * `at` is told each moment ("dist aside", "dist in"), for the interruption test.
 */
export function publish(
  pairs: { staged: string; target: Target }[],
  at: (moment: string) => void = () => {},
): void {
  for (const { staged, target } of pairs) {
    const name = basename(target.aside)
    rmSync(target.aside, { recursive: true, force: true })
    mkdirSync(dirname(target.aside), { recursive: true })
    mkdirSync(dirname(target.path), { recursive: true })
    if (existsSync(target.path)) renameSync(target.path, target.aside)
    at(`${name} aside`)
    renameSync(staged, target.path)
    at(`${name} in`)
    rmSync(target.aside, { recursive: true, force: true })
  }
}
