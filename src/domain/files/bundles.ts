import { DataFileError, decodeWith } from './decode'
import type { DataFile } from './descriptor'
import { DATA_FILES, fileOfPath } from './data-files'
import { SHARD_BUNDLE_CHARS } from './view-descriptors'

/**
 * How the files are written: a kind that grows with history (a KIP's, a person's, a search
 * shard's, a week's titles) is written in bundles, each a JSON object of the files it holds under
 * their own paths ({ "kips/1327.json": …, … }); every other file (a week's among them: the first
 * screen's code has no room for these rules) alone, under its own path. Which bundle a file is in
 * is its kind's rule (the descriptor's `bundle`: view-descriptors.ts). The split (split.ts) writes
 * each file by its path; bundleFiles puts them together; the app reads a file out of its bundle
 * (src/data/file-queries.ts), the build's pre-render and feeds through bundledReader.
 */

/**
 * The files whose content places others in their bundles (the index, the search manifest), each
 * written alone.
 */
const PLACING = [...new Set(Object.values(DATA_FILES).flatMap((file) => file.bundle?.by ?? []))]

/**
 * The bundle that holds the file at `path`, or undefined for a file written alone (or one the
 * layout has no bundle for, such as a week not in the index). `files` holds the files that place
 * some kinds (the index, the search manifest) by their paths, as written; without them, only the
 * kinds placed by their path alone are found.
 * bundleOf("kips/1327.json") → "kips/1312.json"; bundleOf("weeks/2026-W20.json") → undefined.
 */
export function bundleOf(
  path: string,
  files: ReadonlyMap<string, unknown> = new Map(),
): string | undefined {
  const bundle = fileOfPath(path)?.bundle
  if (!bundle?.by) return bundle?.of(path, undefined)
  const by = bundle.by.path()
  return files.has(by)
    ? bundle.of(path, decodeWith(bundle.by.schema, by, files.get(by)))
    : undefined
}

/**
 * Where each bundle of search shards begins, in the sorted list of shards: shards go together
 * until the next would make the bundle longer than SHARD_BUNDLE_CHARS (`lengths[i]` is shard i's
 * JSON). packShards([100_000, 50_000, 20_000, 200_000]) → [0, 3].
 */
export function packShards(lengths: readonly number[]): number[] {
  const starts: number[] = []
  let filled = Infinity
  lengths.forEach((length, i) => {
    if (filled + length > SHARD_BUNDLE_CHARS) {
      starts.push(i)
      filled = 0
    }
    filled += length
  })
  return starts
}

/** The placing files among `files`, by path: what bundleOf needs of them. */
const placingOf = (files: ReadonlyMap<string, unknown>) =>
  new Map(
    PLACING.flatMap((file: DataFile) => {
      const path = file.path()
      return files.has(path) ? [[path, files.get(path)] as const] : []
    }),
  )

/**
 * The files as they are written: each bundled file in its bundle, under its own path; every other
 * as it is. Same files, same bundles, in the same order.
 */
export function bundleFiles(files: ReadonlyMap<string, unknown>): Map<string, unknown> {
  const placing = placingOf(files)
  const written = new Map<string, unknown>()
  for (const [path, value] of files) {
    const bundle = bundleOf(path, placing)
    if (bundle === undefined) written.set(path, value)
    else {
      const members = written.get(bundle)
      if (isRecord(members)) members[path] = value
      else written.set(bundle, { [path]: value })
    }
  }
  return written
}

/** The files by their own paths again, from the files as written: bundleFiles undone. */
export function unbundleFiles(written: ReadonlyMap<string, unknown>): Map<string, unknown> {
  const placing = placingOf(written)
  const files = new Map<string, unknown>()
  for (const [path, value] of written) {
    if (!isBundle(path, value, placing)) files.set(path, value)
    else for (const [member, file] of Object.entries(members(path, value))) files.set(member, file)
  }
  return files
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether `path` is where bundleFiles writes the bundle of some file (its first file's). */
function isBundle(path: string, value: unknown, placing: ReadonlyMap<string, unknown>): boolean {
  if (!isRecord(value)) return false
  const first = Object.keys(value)[0]
  return first !== undefined && bundleOf(first, placing) === path
}

function members(bundle: string, value: unknown): Record<string, unknown> {
  if (!isRecord(value))
    throw new DataFileError(bundle, '', 'is not a bundle of files (a JSON object of them by path)')
  return value
}

/**
 * A reader of the files by their own paths, from a reader of the files as written (the build's
 * pre-render and feeds read the data folder so). A bundle that does not hold the file is a
 * DataFileError naming both.
 */
export function bundledReader(
  read: (path: string) => Promise<unknown>,
): (path: string) => Promise<unknown> {
  let placing: Promise<Map<string, unknown>> | undefined
  return async (path) => {
    placing ??= Promise.all(
      PLACING.map(async (file) => [file.path(), await read(file.path())] as const),
    ).then((entries) => new Map(entries))
    const bundle = bundleOf(path, await placing)
    if (bundle === undefined) return read(path)
    const files = members(bundle, await read(bundle))
    if (!Object.hasOwn(files, path)) throw new DataFileError(bundle, '', `holds no ${path}`)
    return files[path]
  }
}
