import { DataFileError } from './decode'
import { DATA_FILES, kindOfPath } from './layout'

/**
 * Which files are stored together, and under what name. Static hosts cap a site's files
 * (Cloudflare Pages: 20,000), and a file per KIP, person, search shard and week's titles made
 * most of them: those are written in bundles, each a JSON object of the files it holds under
 * their own paths ({ "kips/1327.json": …, … }), cut so that a view still downloads little
 * besides what it shows. Every other file (a week's among them: the first screen's code has no
 * room for these rules) is written alone, under its own path. The split (split.ts) writes each
 * file by its path; bundleFiles puts them together; a view's query reads its file out of its
 * bundle (data/bundled-files.ts, loadMember).
 */

/** The titles search results show, of this many weeks to a bundle (a result names a few). */
const TITLE_WEEKS_PER_BUNDLE = 24
/** A KIP's story and first page of threads are in one bundle with those of its neighbours. */
const KIPS_PER_BUNDLE = 16
/** A person's figures and first page are in one of this many bundles, by their id's hash. */
const PERSON_BUNDLES = 32
/** A person's further pages, this many to a bundle. */
const PERSON_PAGES_PER_BUNDLE = 8
/** Search shards go together, in name order, until a bundle is this long (a larger one is alone). */
export const SHARD_BUNDLE_CHARS = 256_000

/** The sizes above: the app finds its files by them (a change is a new FILES_VERSION). */
export const BUNDLE_SIZES = {
  TITLE_WEEKS_PER_BUNDLE,
  KIPS_PER_BUNDLE,
  PERSON_BUNDLES,
  PERSON_PAGES_PER_BUNDLE,
  SHARD_BUNDLE_CHARS,
}

/** What places a file in its bundle beyond its own path: the index's weeks, the search's bundles. */
export interface BundleContext {
  /** Every week's id, oldest first (index.json). */
  weeks: readonly string[]
  /** The search shards, sorted, and where each bundle of them begins (search/index.json). */
  search?: { shards: readonly string[]; files: readonly number[] }
}

/**
 * The bundle that holds the file at `path`, or undefined for a file written alone (or one the
 * layout has no bundle for, such as a week not in the index). KIPs' and people's files are placed
 * by their path alone; weeks' and search shards' need the context.
 * bundleOf("kips/1327.json") → "kips/1312.json"; bundleOf("weeks/2026-W20.json") → undefined.
 */
export function bundleOf(path: string, context: BundleContext = { weeks: [] }): string | undefined {
  const kind = kindOfPath(path)
  const name = path.slice(path.lastIndexOf('/') + 1, -'.json'.length)
  switch (kind) {
    case 'searchThreadTitles': {
      const group = weekGroup(context.weeks, name)
      return group && `search/titles/${group}.json`
    }
    case 'kip':
      return `kips/${kipGroup(Number(name))}.json`
    case 'kipStoryPage': {
      const [kip, page] = name.split('-').map(Number) as [number, number]
      return page === 1 ? `kips/${kipGroup(kip)}.json` : `kip-story/${kipGroup(kip)}-${page}.json`
    }
    case 'person':
      return `people/${personGroup(name)}.json`
    case 'personPage': {
      const cut = name.lastIndexOf('-')
      const person = name.slice(0, cut)
      const page = Number(name.slice(cut + 1))
      if (page === 1) return `people/${personGroup(person)}.json`
      const first = page - ((page - 2) % PERSON_PAGES_PER_BUNDLE)
      return `person-pages/${person}/${first}.json`
    }
    case 'searchKipTitles':
      return `search/kips/${Math.floor(Number(name) / 10) * 100}.json`
    case 'searchShard': {
      const search = context.search
      if (!search) return undefined
      const at = search.shards.findIndex((shard) => DATA_FILES.searchShard(shard) === path)
      if (at === -1) return undefined
      return `search/terms/${search.files.filter((start) => start <= at).length - 1}.json`
    }
    default:
      return undefined
  }
}

/**
 * The weeks of `weekId`'s bundle of titles as a name, "2025-W49--2026-W20": counted from the
 * newest. Undefined for a week the index does not have.
 */
function weekGroup(weeks: readonly string[], weekId: string): string | undefined {
  const at = weeks.indexOf(weekId)
  if (at === -1) return undefined
  const size = TITLE_WEEKS_PER_BUNDLE
  const end = weeks.length - Math.floor((weeks.length - 1 - at) / size) * size
  return `${weeks[Math.max(0, end - size)]}--${weeks[end - 1]}`
}

const kipGroup = (kip: number) => Math.floor(kip / KIPS_PER_BUNDLE) * KIPS_PER_BUNDLE

/** FNV-1a of the id's UTF-16 code units, as two hex digits: the same in every browser and in Node. */
function personGroup(personId: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < personId.length; i++)
    hash = Math.imul(hash ^ personId.charCodeAt(i), 0x01000193) >>> 0
  return (hash % PERSON_BUNDLES).toString(16).padStart(2, '0')
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

/** The context of the files as the split writes them (index.json, search/index.json). */
export function bundleContextOf(files: ReadonlyMap<string, unknown>): BundleContext {
  const index = files.get(DATA_FILES.index) as { weeks: { id: string }[] } | undefined
  const search = files.get(DATA_FILES.searchManifest) as BundleContext['search']
  return { weeks: index?.weeks.map((week) => week.id) ?? [], search }
}

/**
 * The files as they are written: each bundled file in its bundle, under its own path; every other
 * as it is. Same files, same bundles, in the same order.
 */
export function bundleFiles(files: ReadonlyMap<string, unknown>): Map<string, unknown> {
  const context = bundleContextOf(files)
  const written = new Map<string, unknown>()
  for (const [path, value] of files) {
    const bundle = bundleOf(path, context)
    if (bundle === undefined) written.set(path, value)
    else {
      const members = (written.get(bundle) as Record<string, unknown> | undefined) ?? {}
      members[path] = value
      written.set(bundle, members)
    }
  }
  return written
}

/** The files by their own paths again, from the files as written: bundleFiles undone. */
export function unbundleFiles(written: ReadonlyMap<string, unknown>): Map<string, unknown> {
  const context = bundleContextOf(written)
  const files = new Map<string, unknown>()
  for (const [path, value] of written) {
    if (!isBundle(path, value, context)) files.set(path, value)
    else for (const [member, file] of Object.entries(members(path, value))) files.set(member, file)
  }
  return files
}

/** Whether `path` is where bundleFiles writes the bundle of some file (its first file's). */
function isBundle(path: string, value: unknown, context: BundleContext): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const first = Object.keys(value)[0]
  return first !== undefined && bundleOf(first, context) === path
}

function members(bundle: string, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new DataFileError(bundle, '', 'is not a bundle of files (a JSON object of them by path)')
  return value as Record<string, unknown>
}

/**
 * A reader of the files by their own paths, from a reader of the files as written (the build's
 * pre-render and feeds read the data folder so). A bundle that does not hold the file is a
 * DataFileError naming both.
 */
export function bundledReader(
  read: (path: string) => Promise<unknown>,
): (path: string) => Promise<unknown> {
  let context: Promise<BundleContext> | undefined
  return async (path) => {
    context ??= Promise.all([read(DATA_FILES.index), read(DATA_FILES.searchManifest)]).then(
      ([index, search]) =>
        bundleContextOf(
          new Map<string, unknown>([
            [DATA_FILES.index, index],
            [DATA_FILES.searchManifest, search],
          ]),
        ),
    )
    const bundle = bundleOf(path, await context)
    if (bundle === undefined) return read(path)
    const files = members(bundle, await read(bundle))
    if (!Object.hasOwn(files, path)) throw new DataFileError(bundle, '', `holds no ${path}`)
    return files[path]
  }
}
