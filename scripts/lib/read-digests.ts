/**
 * File walking shared by the ingest and build scripts: the domain code is pure, this is where
 * the disk is read and written.
 */
import { existsSync, statSync } from 'node:fs'
import * as fsPromises from 'node:fs/promises'
import { readdir, readFile, readlink, stat } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { buildDataset, type BuildResult, type DigestFile } from '../../src/domain/build-dataset'
import type { CommittersList } from '../../src/domain/committers'
import type { Reviews } from '../../src/domain/consensus/reviews'
import type { DigestError } from '../../src/domain/digest-parser'
import type { KipFactsInput } from '../../src/domain/kip-facts'
import type { PeopleTable } from '../../src/domain/people'
import type { PublishedIds } from '../../src/domain/published-ids'
import { decodeDigest } from './decode-digest'
import { fileProblem } from './file-problem'
import { readJsonFile, type FileError, type JsonFileRead } from './read-json-file'

const isDigestName = (name: string) => name.toLowerCase().endsWith('.txt')

/**
 * Every `*.txt` file directly in `dir`, sorted by name (code-unit order, locale-free), decoded as
 * UTF-8; a missing or empty folder and a file that is not UTF-8 are errors, never an empty site.
 * A symbolic link to a file is read as that file, under the link's name (a maintainer who links
 * a digest in means it); a broken one is an error. Subfolders are not read (they hold drafts and
 * old copies as often as digests), but their `*.txt` files are named in `notes`, never skipped
 * without a word.
 */
export async function readDigestFiles(
  dir: string,
): Promise<{ files: DigestFile[]; errors: DigestError[]; notes: string[] }> {
  if (!existsSync(dir))
    return {
      files: [],
      errors: [
        { file: dir, line: 0, message: 'expected a folder of digests, found nothing at this path' },
      ],
      notes: [],
    }
  if (!statSync(dir).isDirectory())
    return {
      files: [],
      errors: [
        {
          file: dir,
          line: 0,
          message:
            'expected a folder of digests, found a file: give the folder that holds them ' +
            '(--digests, or DIGESTS_DIR for the build)',
        },
      ],
      notes: [],
    }
  const errors: DigestError[] = []
  const names: string[] = []
  const subfolders: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    const target = entry.isSymbolicLink() ? await stat(path).catch(() => null) : entry
    if (!target) {
      if (isDigestName(entry.name))
        errors.push({
          file: entry.name,
          line: 0,
          message:
            `expected a digest, found a symbolic link to ${resolve(dir, await readlink(path))}, ` +
            'which does not exist: point it at the digest or remove it',
        })
    } else if (target.isDirectory()) subfolders.push(entry.name)
    else if (target.isFile() && isDigestName(entry.name)) names.push(entry.name)
  }
  const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  names.sort(byCodeUnit)
  const notes: string[] = []
  for (const sub of subfolders.sort(byCodeUnit)) {
    const inside = (await readdir(join(dir, sub), { recursive: true }))
      .filter(isDigestName)
      .sort(byCodeUnit)
    if (inside.length > 0)
      notes.push(
        `${join(dir, sub)}: ${inside.length} digest(s) in this subfolder are not read ` +
          `(${inside.join(', ')}): only the *.txt files directly in ${dir} are digests; move a ` +
          'file there to publish it',
      )
  }
  if (names.length === 0 && errors.length === 0)
    return {
      files: [],
      errors: [
        { file: dir, line: 0, message: 'expected at least one digest (a *.txt file), found none' },
      ],
      notes,
    }
  const files: DigestFile[] = []
  for (const name of names) {
    const decoded = decodeDigest(await readFile(join(dir, name)))
    if (decoded.ok) files.push({ name, text: decoded.text })
    else errors.push({ file: name, line: decoded.line, message: decoded.message })
  }
  return { files, errors, notes }
}

export interface BuildFromDiskOptions {
  digestsDir: string
  peopleFile: string
  kipsFile: string
  /** The reviewed decisions; absent file: none. */
  reviewsFile?: string
  /** The record of published thread ids (publishedIdsFile); undefined: none. Absent file: empty. */
  publishedIdsFile?: string | undefined
  /** The committers list (data/committers.json); undefined or absent file: none. */
  committersFile?: string
}

/**
 * Which record of published thread ids a build of `digestsDir` checks and updates: `given`
 * (PUBLISHED_IDS, --published) when set, "" meaning none; else data/published-ids.json, but only
 * for the real digests (data/digests): a build of made-up digests (tests/fixtures/, a synthetic
 * corpus) must never be checked against the real record, nor write into it.
 * publishedIdsFor(root, "tests/fixtures/three-weeks", undefined) → undefined.
 */
export function publishedIdsFor(
  root: string,
  digestsDir: string,
  given: string | undefined,
): string | undefined {
  if (given !== undefined) return given === '' ? undefined : resolve(given)
  return resolve(digestsDir) === join(root, 'data/digests')
    ? join(root, 'data/published-ids.json')
    : undefined
}

/** Reads the digests, the people table and the KIP facts, and builds the dataset. */
export async function buildFromDisk(
  opts: BuildFromDiskOptions,
): Promise<BuildResult & { notes: string[] }> {
  const { files, errors, notes } = await readDigestFiles(opts.digestsDir)
  // Each hand-kept file, read before any is used: a broken one stops here, named, rather than
  // being read as absent or building a dataset without it.
  const read = async (file: string | undefined) => (file ? await readJsonFile(file) : undefined)
  const hand = {
    people: await read(opts.peopleFile),
    kipFacts: await read(opts.kipsFile),
    reviews: await read(opts.reviewsFile),
    published: await read(opts.publishedIdsFile),
    committers: await read(opts.committersFile),
  }
  const broken = Object.values(hand).flatMap((r) => (r && !r.ok ? [r.error] : []))
  if (broken.length > 0) return { ok: false, errors: [...errors, ...broken], warnings: [], notes }
  const value = <T>(r: JsonFileRead | undefined) => (r?.ok ? (r.value as T) : undefined)
  const people = value<PeopleTable>(hand.people)
  if (!people) notes.push(`${opts.peopleFile} not found: every spelling is its own person`)
  const kipFacts = value<KipFactsInput>(hand.kipFacts)
  if (!kipFacts) notes.push(`${opts.kipsFile} not found: no KIP facts in the dataset`)
  const reviews = value<Reviews>(hand.reviews)
  const published = value<PublishedIds>(hand.published)
  if (opts.publishedIdsFile && !published)
    notes.push(`${opts.publishedIdsFile} not found: no thread id published yet, every id is new`)
  const committers = hand.committers
  if (opts.committersFile && !committers)
    notes.push(
      `${opts.committersFile} not found: no vote is read as binding by the committers list`,
    )
  const result = buildDataset({
    files,
    today: new Date().toISOString().slice(0, 10),
    people: people ?? { people: [] },
    peopleFile: opts.peopleFile,
    ...(kipFacts ? { kipFacts } : {}),
    ...(reviews && opts.reviewsFile ? { reviews, reviewsFile: opts.reviewsFile } : {}),
    ...(opts.publishedIdsFile
      ? { publishedIds: published, publishedIdsFile: opts.publishedIdsFile }
      : {}),
    ...(committers?.ok && opts.committersFile
      ? // Checked by buildDataset (checkCommittersList), which names the file.
        { committers: committers.value as CommittersList, committersFile: opts.committersFile }
      : {}),
  })
  if (errors.length > 0)
    return {
      ok: false,
      errors: [...errors, ...(result.ok ? [] : result.errors)],
      warnings: result.warnings,
      notes,
    }
  return { ...result, notes }
}

/**
 * "file:line: message", "file:line:column: message" where the column is known, just "file:
 * message" for problems of a whole file (line 0).
 */
export function formatError(e: FileError): string {
  if (e.line <= 0) return `${e.file}: ${e.message}`
  return `${e.file}:${e.line}${e.column ? `:${e.column}` : ''}: ${e.message}`
}

/**
 * The lines a failed ingest prints: each error, and under the first error of a file the warnings
 * about that file, which often explain it (two digests of one week, one under the wrong date's
 * file name). Warnings about files without errors wait for a run that succeeds.
 */
export function formatFailure(errors: readonly FileError[], warnings: readonly string[]): string[] {
  const shown = new Set<string>()
  return errors.flatMap((e) => {
    const explaining = shown.has(e.file) ? [] : warnings.filter((w) => w.startsWith(`${e.file}:`))
    shown.add(e.file)
    return [formatError(e), ...explaining.map((w) => `  warning: ${w}`)]
  })
}

/** The calls writeFileAtomic makes: a test hands it a full disk. */
interface AtomicWriteIo {
  mkdir(path: string, options: { recursive: true }): Promise<unknown>
  writeFile(path: string, data: string, encoding: 'utf8'): Promise<void>
  rename(from: string, to: string): Promise<void>
  rm(path: string, options: { force: true }): Promise<void>
}

/**
 * Writes a file atomically: a temporary file next to it, then a rename, so a failure leaves
 * nothing half-written and the previous file as it was. A failure of the disk (full, read-only,
 * a folder at that path) is a FileProblem saying so.
 */
export async function writeFileAtomic(
  file: string,
  content: string,
  io: AtomicWriteIo = fsPromises,
): Promise<void> {
  const tmp = `${file}.tmp-${process.pid}`
  try {
    await io.mkdir(dirname(file), { recursive: true })
    await io.writeFile(tmp, content, 'utf8')
    await io.rename(tmp, file)
  } catch (err) {
    await io.rm(tmp, { force: true })
    throw fileProblem(err, file, 'write it', 'the file is left as it was')
  }
}
