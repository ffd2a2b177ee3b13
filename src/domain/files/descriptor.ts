import type * as v from 'valibot'

/**
 * What a kind of data file is, in one place: where each file of it lives (its path pattern and
 * how a path is written), what it holds (its valibot schema, from which its type is inferred),
 * and, for a kind that grows with history, which bundle it is written in (bundles.ts). The build
 * checks every file it writes against its kind's schema (check.ts), the app loads and decodes it
 * with one query keyed by its path (src/data/file-queries.ts), and docs/data-files.schema.json is
 * generated from the schemas (scripts/files-schema.ts). The kinds: descriptors.ts (the first
 * screen's) and view-descriptors.ts (loaded with the other views).
 */
export interface DataFile<
  S extends v.GenericSchema = v.GenericSchema,
  A extends unknown[] = unknown[],
> {
  /** Its path pattern, for people: "weeks/<week>.json". Each `<part>` is one path segment or a piece of one. */
  readonly pattern: string
  /** The path of one file of the kind: path("2026-W20") → "weeks/2026-W20.json". */
  path(...args: A): string
  /** What each file of the kind holds. */
  readonly schema: S
  /** Where it is written, when not alone under its path. */
  readonly bundle?: Bundle
}

/** What a file of the kind holds, as the app reads it. */
export type FileData<F extends DataFile> = v.InferOutput<F['schema']>

/**
 * Which bundle a kind of file is written in: a bundle is one JSON object of files under their own
 * paths (bundles.ts). `of` gives the bundle of the file at a path (undefined: it is written alone);
 * the bundles of some kinds depend on another file's content (`by`: the index's weeks, the search
 * manifest's shards), which `of` is given, decoded.
 */
export interface Bundle {
  readonly by?: DataFile
  of(path: string, by: unknown): string | undefined
}

/** A kind there is one file of: its path is its pattern. oneFile("index.json", schema). */
export function oneFile<S extends v.GenericSchema>(path: string, schema: S): DataFile<S, []> {
  return { pattern: path, path: () => path, schema }
}

/**
 * A kind there is a file of per week, KIP, person…: fileEach("weeks/<week>.json", (weekId:
 * string) => `weeks/${weekId}.json`, schema). A test holds each path to its pattern.
 */
export function fileEach<S extends v.GenericSchema, A extends unknown[]>(
  pattern: string,
  path: (...args: A) => string,
  schema: S,
  bundle?: Bundle,
): DataFile<S, A> {
  return { pattern, path, schema, bundle }
}

/** A bundle placed by the path alone: inBundle((path) => …). */
export const inBundle = (of: (path: string) => string | undefined): Bundle => ({ of })

/** A bundle placed by the content of `by` too: placedBy(FILES.index, (path, index) => …). */
export const placedBy = <B extends DataFile>(
  by: B,
  of: (path: string, by: FileData<B>) => string | undefined,
): Bundle => ({ by, of })

/** The name of a file of a folder, without the folder and ".json": nameOf("kips/1327.json") → "1327". */
export const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length)

const matchers = new Map<string, RegExp>()

/**
 * The kind among `files` that `path` is a file of, or undefined: fileAt(FILES, "weeks/2026-W20.json")
 * → FILES.week. A `<part>` of a pattern matches any text but "/".
 */
export function fileAt<F extends DataFile>(
  files: Readonly<Record<string, F>>,
  path: string,
): F | undefined {
  return Object.values(files).find(({ pattern }) => {
    let matcher = matchers.get(pattern)
    if (!matcher) {
      const source = pattern.replace(/[.]/g, '\\.').replace(/<\w+>/g, '[^/]+')
      matchers.set(pattern, (matcher = new RegExp(`^${source}$`)))
    }
    return matcher.test(path)
  })
}
