import type * as v from 'valibot'
import { bundleOf } from '../domain/files/bundles'
import { DataFileError, decodeWith } from '../domain/files/decode'
import { DataLoadError, loadFile, type FetchJson } from './data-source'

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
 * The file at `path` out of its bundle `bundle` (domain/files/bundles.ts, bundleOf; undefined for
 * a file written alone), decoded with its schema: a bundle that does not hold the file, or holds
 * it wrong, is a DataLoadError naming the bundle and the file (and the field).
 */
export async function loadMember<S extends v.GenericSchema>(
  fetchJson: FetchJson,
  schema: S,
  bundle: string | undefined,
  path: string,
): Promise<v.InferOutput<S>> {
  if (bundle === undefined) return loadFile(fetchJson, schema, path)
  const files = await fetchOnce(fetchJson, bundle)
  if (!Object.hasOwn(Object(files), path)) throw new DataLoadError(bundle, `holds no ${path}`)
  try {
    return decodeWith(schema, path, (files as Record<string, unknown>)[path])
  } catch (error) {
    if (!(error instanceof DataFileError)) throw error
    throw new DataLoadError(bundle, error.message)
  }
}

/**
 * A file the layout bundles by its path alone (a KIP's, a person's, the search's KIP titles),
 * loaded out of its bundle: the views' own rules, kept out of the first screen's code.
 */
export const loadBundled = <S extends v.GenericSchema>(
  fetchJson: FetchJson,
  schema: S,
  path: string,
): Promise<v.InferOutput<S>> => loadMember(fetchJson, schema, bundleOf(path), path)
