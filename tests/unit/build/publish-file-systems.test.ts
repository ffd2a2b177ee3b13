// @vitest-environment node
import { createHash } from 'node:crypto'
import * as fs from 'node:fs'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { FileProblem } from '../../../scripts/lib/file-problem'
import { publish, targets } from '../../../scripts/lib/publish'
import { snapshot } from '../../helpers/build-runs'

/**
 * Publishing a build whose folders are on different file systems: `--dist` on another disk than
 * the checkout, whose public/data/ the build publishes too. A rename from one file system to
 * another fails (EXDEV): every new folder must first be brought beside the one it replaces, by a
 * copy where it must, before any is swapped in, so that a failure (a full disk) publishes nothing.
 * Two file systems are played by two folders, `a/` and `b/`: the file system handed to publish
 * refuses a rename from one to the other as Node's does (and a full disk, a copy that fails
 * half-way).
 */
const tmp = mkdtempSync(join(tmpdir(), 'publish-file-systems-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))
const A = join(tmp, 'a')
const B = join(tmp, 'b')

/** Which file system a path is on: a/ or b/. */
const device = (path: string) => relative(tmp, path).split('/')[0]

function systemError(code: string, syscall: string) {
  return Object.assign(new Error(`${code}: failed, ${syscall}`), { code, syscall })
}

/** Node's file system, but a rename across a/ and b/ fails as between two disks. */
const twoDisks = {
  ...fs,
  renameSync: (from: string, to: string) => {
    if (device(from) !== device(to)) throw systemError('EXDEV', 'rename')
    fs.renameSync(from, to)
  },
}

/** Two disks, and b/ full: a copy onto it writes one file, then fails. */
const bFull = {
  ...twoDisks,
  cpSync: (from: string, to: string, options: fs.CopySyncOptions) => {
    if (device(to) !== 'b') return fs.cpSync(from, to, options)
    mkdirSync(to, { recursive: true })
    writeFileSync(join(to, 'index.json'), '{"half":')
    throw systemError('ENOSPC', 'write')
  },
}

function write(dir: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
}

const dist = join(A, 'site/dist')
const data = join(B, 'checkout/public/data')
const PREVIOUS = {
  dist: { 'index.html': 'previous page', 'data/index.json': '{"previous": true}' },
  data: { 'index.json': '{"previous": true}' },
}
const NEW = {
  dist: { 'index.html': 'new page', 'data/index.json': '{"new": true}' },
  data: { 'index.json': '{"new": true}' },
}
const run = join(A, 'site/.build/run-1')

beforeEach(() => {
  rmSync(A, { recursive: true, force: true })
  rmSync(B, { recursive: true, force: true })
  write(dist, PREVIOUS.dist)
  write(data, PREVIOUS.data)
  write(join(run, 'dist'), NEW.dist)
  write(join(run, 'data'), NEW.data)
})

const pairs = () => {
  const [distTarget, dataTarget] = targets([dist, data])
  return [
    { staged: join(run, 'dist'), target: distTarget! },
    { staged: join(run, 'data'), target: dataTarget! },
  ]
}

/** Every file the publishing put beside the targets, and left (the run's own folder aside). */
const leftBeside = () =>
  [A, B].flatMap((disk) =>
    readdirSync(disk, { recursive: true, encoding: 'utf8' }).filter(
      (name) =>
        name.includes('.build/') &&
        !name.includes('.build/run-1') &&
        fs.statSync(join(disk, name)).isFile(),
    ),
  )

/** The snapshot of a folder holding `files`. */
const hashes = (files: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(files).map(([name, text]) => [
      name,
      createHash('sha1').update(text).digest('hex'),
    ]),
  )

describe('--dist on another file system than public/data', () => {
  it('both new folders are published whole, the one across by a copy, and nothing is left beside them', () => {
    publish(pairs(), undefined, twoDisks)
    expect(snapshot(dist)).toEqual(hashes(NEW.dist))
    expect(snapshot(data)).toEqual(hashes(NEW.data))
    expect(leftBeside()).toEqual([])
  })

  it('a copy that fails (a full disk) publishes nothing: it says which folder, what is wrong and what to do', () => {
    let thrown: unknown
    try {
      publish(pairs(), undefined, bFull)
    } catch (err) {
      thrown = err
    }
    expect(thrown).toBeInstanceOf(FileProblem)
    const incoming = join(B, 'checkout/public/.build/incoming/data')
    expect((thrown as Error).message).toBe(
      `${incoming}: could not copy the new data there: the disk is full (ENOSPC); free some ` +
        `space on that disk, or choose a place on another one. Nothing is published: ${dist} and ` +
        `${data} are left as they were.`,
    )
    expect(snapshot(dist)).toEqual(hashes(PREVIOUS.dist))
    expect(snapshot(data)).toEqual(hashes(PREVIOUS.data))
    expect(leftBeside()).toEqual([])
  })
})
