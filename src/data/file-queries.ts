import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'
import { fileAt, type DataFile } from '../domain/files/descriptor'
import { FILES } from '../domain/files/descriptors'
import { DataFileError, decodeWith } from '../domain/files/decode'
import { DataLoadError, loadFile, useFetchJson, type FetchJson } from './data-source'
import { viewFiles } from './view-queries'

/**
 * One query per data file, derived from its kind's descriptor (domain/files/descriptor.ts): its
 * key is its path (["weeks/2026-W20.json"]), its data the file decoded with its kind's schema,
 * read out of its bundle for a kind written in bundles. So a pre-rendered page names the files it
 * was rendered from by their paths, and the browser loads exactly those (loadPaths) before it
 * takes the page over.
 */

/** What a route's loader reaches: the query cache and the data files. */
export interface DataContext {
  queryClient: QueryClient
  fetchJson: FetchJson
}

/** The query of the file at `path`, a file of `file`'s kind. */
const queryAt = <S extends v.GenericSchema>(
  fetchJson: FetchJson,
  file: DataFile<S>,
  path: string,
) =>
  queryOptions({
    queryKey: [path],
    queryFn: ({ client }) => loadAt(client, fetchJson, file, path),
  })

/** The query of one file of a kind: fileQuery(fetchJson, FILES.week, "2026-W20"). */
export const fileQuery = <S extends v.GenericSchema, A extends unknown[]>(
  fetchJson: FetchJson,
  file: DataFile<S, A>,
  ...args: A
) => queryAt(fetchJson, file, file.path(...args))

/** One file of a kind, from the cache or loaded (a route's loader, a page's metadata). */
export const ensureFile = <S extends v.GenericSchema, A extends unknown[]>(
  { queryClient, fetchJson }: DataContext,
  file: DataFile<S, A>,
  ...args: A
) => queryClient.ensureQueryData(fileQuery(fetchJson, file, ...args))

/** One file of a kind loaded into the cache, never failing: its view shows a failure. */
export const prefetchFile = <S extends v.GenericSchema, A extends unknown[]>(
  { queryClient, fetchJson }: DataContext,
  file: DataFile<S, A>,
  ...args: A
) => queryClient.prefetchQuery(fileQuery(fetchJson, file, ...args))

/** One file of a kind, suspending until it is there: useFile(VIEW_FILES.kip, 1327). */
export function useFile<S extends v.GenericSchema, A extends unknown[]>(
  file: DataFile<S, A>,
  ...args: A
): v.InferOutput<S> {
  return useSuspenseQuery(fileQuery(useFetchJson(), file, ...args)).data
}

/**
 * The file at `path`, decoded: out of its bundle for a kind written in bundles (the bundle asked
 * for once for the files of it asked for together), its place found with the file that places
 * it (the index, the search manifest) through its own query. A file that is not there or does not
 * hold what its schema says is a DataLoadError naming it (and its bundle), with the field.
 */
export async function loadAt<S extends v.GenericSchema>(
  client: QueryClient,
  fetchJson: FetchJson,
  file: DataFile<S>,
  path: string,
): Promise<v.InferOutput<S>> {
  const { bundle } = file
  const by = bundle?.by && (await client.ensureQueryData(fileQuery(fetchJson, bundle.by)))
  const name = bundle?.of(path, by)
  if (name === undefined) return loadFile(fetchJson, file.schema, path)
  const files = await fetchOnce(fetchJson, name)
  if (typeof files !== 'object' || files === null || !Object.hasOwn(files, path))
    throw new DataLoadError(name, `holds no ${path}`)
  const value: unknown = Reflect.get(files, path)
  try {
    return decodeWith(file.schema, path, value)
  } catch (error) {
    if (!(error instanceof DataFileError)) throw error
    throw new DataLoadError(name, error.message)
  }
}

// The bundles asked for, by loader: a bundle's files are often asked for together (a page's
// KIPs, a query's shards), each bundle once. A few are kept; a failure is asked for again.
const asked = new WeakMap<FetchJson, Map<string, Promise<unknown>>>()
const KEPT_BUNDLES = 8

function fetchOnce(fetchJson: FetchJson, path: string): Promise<unknown> {
  const bundles = asked.get(fetchJson) ?? new Map<string, Promise<unknown>>()
  asked.set(fetchJson, bundles)
  let bundle = bundles.get(path)
  if (!bundle) {
    bundles.set(path, (bundle = fetchJson(path)))
    bundle.catch(() => bundles.delete(path))
    if (bundles.size > KEPT_BUNDLES) bundles.delete(bundles.keys().next().value!)
  }
  return bundle
}

/**
 * Loads the files at `paths` (a pre-rendered page's, named for its take-over: router.tsx), each
 * by its own query; a path of no known kind is left out, and a failure is left to the view that
 * shows it, with its retry. The KIP, people and JIRA views' kinds load with those views' code.
 */
export async function loadPaths(
  queryClient: QueryClient,
  fetchJson: FetchJson,
  paths: readonly string[],
): Promise<void> {
  await Promise.all(
    paths.map(async (path) => {
      // A view's kinds that cannot be downloaded (offline): its view says so, with its retry.
      const file: DataFile | undefined =
        fileAt(FILES, path) ??
        (await viewFiles().then(
          (m) => fileAt(m.VIEW_FILES, path),
          () => undefined,
        ))
      return file && queryClient.prefetchQuery(queryAt(fetchJson, file, path))
    }),
  )
}
