/**
 * Publishing a finished build over the previous one. A folder cannot be replaced by another in
 * one atomic call (Node has no RENAME_EXCHANGE), so the swap is two renames: the previous folder
 * moves aside, the new one takes its place, then the previous one is deleted. A build killed
 * between the two renames leaves the previous folder aside, whole: `recoverPublished` (run at the
 * start of every build) puts it back.
 *
 * A rename cannot cross file systems (EXDEV): `--dist` on another disk than the checkout, whose
 * public/data/ is published too. So each published folder has its work folder beside it, on its
 * file system (`<parent>/.build/`): its new version is first brought there (renamed, or copied
 * where it must be), every one before any is swapped in, and the previous one waits there during
 * the swap. A copy that fails (a full disk) publishes nothing.
 */
import * as fs from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileProblem } from './file-problem.ts'

export interface Target {
  /** The published folder, e.g. dist/ or public/data/. */
  path: string
  /** Where it waits, whole, while its successor is renamed into place. */
  aside: string
  /** Where its successor waits, whole, on its file system, until it is renamed into place. */
  incoming: string
}

/** The calls publish makes: a test hands it two disks, or a full one. */
interface PublishIo {
  renameSync(from: string, to: string): void
  cpSync(from: string, to: string, options: { recursive: true }): void
  rmSync(path: string, options: { recursive: true; force: true }): void
  mkdirSync(path: string, options: { recursive: true }): unknown
  existsSync(path: string): boolean
}

/** The published folders, each with its work folder beside it: `.build/{aside,incoming}/<name>`. */
export function targets(paths: string[]): Target[] {
  return paths.map((path) => {
    const work = join(dirname(path), '.build')
    return {
      path,
      aside: join(work, 'aside', basename(path)),
      incoming: join(work, 'incoming', basename(path)),
    }
  })
}

/**
 * After a build killed while publishing: a folder that is missing but aside comes back; what
 * waited to be swapped in goes.
 */
export function recoverPublished(all: Target[]): string[] {
  const recovered: string[] = []
  for (const { path, aside, incoming } of all) {
    if (!fs.existsSync(path) && fs.existsSync(aside)) {
      fs.mkdirSync(dirname(path), { recursive: true })
      fs.renameSync(aside, path)
      recovered.push(path)
    }
    fs.rmSync(aside, { recursive: true, force: true })
    fs.rmSync(incoming, { recursive: true, force: true })
    removeEmpty([dirname(aside), dirname(incoming)])
  }
  return recovered
}

/**
 * Puts each staged folder in place of its target: first every one beside its target, then each
 * swapped in, keeping the previous one aside until it is in. `at` is told each moment ("dist
 * aside", "dist in"), for the interruption test.
 */
export function publish(
  pairs: { staged: string; target: Target }[],
  at: (moment: string) => void = () => {},
  io: PublishIo = fs,
): void {
  for (const { staged, target } of pairs) bringBeside(staged, target, pairs, io)
  for (const { target } of pairs) {
    const name = basename(target.path)
    io.rmSync(target.aside, { recursive: true, force: true })
    io.mkdirSync(dirname(target.aside), { recursive: true })
    if (io.existsSync(target.path)) io.renameSync(target.path, target.aside)
    at(`${name} aside`)
    io.renameSync(target.incoming, target.path)
    at(`${name} in`)
    io.rmSync(target.aside, { recursive: true, force: true })
  }
  for (const { target } of pairs) removeEmpty([dirname(target.aside), dirname(target.incoming)])
}

/** Removes each folder (and then its parent) if empty: beside public/data/ no `.build/` stays. */
function removeEmpty(folders: string[]) {
  for (const folder of [...folders, ...new Set(folders.map(dirname))])
    try {
      fs.rmdirSync(folder)
    } catch {
      // Not empty (the build's own work folder, beside dist/), or already gone.
    }
}

/**
 * Moves a staged folder to where it waits beside its target: a rename, or on another file system
 * a copy. A copy that fails takes every waiting folder with it, and says that nothing is published.
 */
function bringBeside(staged: string, target: Target, pairs: { target: Target }[], io: PublishIo) {
  io.rmSync(target.incoming, { recursive: true, force: true })
  io.mkdirSync(dirname(target.incoming), { recursive: true })
  try {
    io.renameSync(staged, target.incoming)
    return
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err
  }
  try {
    io.cpSync(staged, target.incoming, { recursive: true })
    io.rmSync(staged, { recursive: true, force: true })
  } catch (err) {
    for (const other of pairs) io.rmSync(other.target.incoming, { recursive: true, force: true })
    const all = pairs.map((p) => p.target.path)
    throw fileProblem(
      err,
      target.incoming,
      `copy the new ${basename(target.path)} there`,
      `nothing is published: ${all.slice(0, -1).join(', ')}${all.length > 1 ? ' and ' : ''}${all.at(-1)} are left as they were`,
    )
  }
}
