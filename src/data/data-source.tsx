import { createContext, useContext, type ReactNode } from 'react'
import type * as v from 'valibot'
import { DataFileError, decodeWith } from '../domain/files/decode'
import { dataUrl } from './page-data-files'

/** Loads one of the static data files by its path relative to the data folder. */
export type FetchJson = (path: string) => Promise<unknown>

const NETWORK_ERROR = 'network error'

export class DataLoadError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`)
    this.name = 'DataLoadError'
  }

  /** The request never got an answer: offline, or the site cannot be reached (not a bad file). */
  get unreachable(): boolean {
    return this.message.endsWith(`: ${NETWORK_ERROR}`)
  }
}

/**
 * The build writes the data next to index.html (`./data/…`); a relative URL keeps the app
 * working under any sub-path of any static server. `early` holds answers already asked for
 * (the files the page names, asked for with the app's code: entry-client.tsx), each used once:
 * a second load of the same file (a retry) asks again.
 */
export function fetchFromServer(early = new Map<string, Promise<Response>>()): FetchJson {
  return async (path) => {
    const asked = early.get(path)
    early.delete(path)
    let response: Response
    try {
      response = await (asked ?? fetch(dataUrl(path)))
    } catch {
      throw new DataLoadError(path, NETWORK_ERROR)
    }
    if (!response.ok) throw new DataLoadError(path, `HTTP ${response.status}`)
    try {
      const json: unknown = await response.json()
      return json
    } catch {
      throw new DataLoadError(path, 'not valid JSON')
    }
  }
}

/**
 * The file at `path`, loaded and decoded with its kind's schema (domain/files/descriptors.ts,
 * view-descriptors.ts): what does not hold is a DataLoadError naming the file and the field,
 * never a cast.
 */
export async function loadFile<S extends v.GenericSchema>(
  fetchJson: FetchJson,
  schema: S,
  path: string,
): Promise<v.InferOutput<S>> {
  const value = await fetchJson(path)
  try {
    return decodeWith(schema, path, value)
  } catch (error) {
    if (!(error instanceof DataFileError)) throw error
    throw new DataLoadError(path, `${error.field ? `${error.field}: ` : ''}${error.problem}`)
  }
}

const DataSourceContext = createContext<FetchJson>(fetchFromServer())

export function DataSourceProvider({
  fetchJson,
  children,
}: {
  fetchJson: FetchJson
  children: ReactNode
}) {
  return <DataSourceContext.Provider value={fetchJson}>{children}</DataSourceContext.Provider>
}

export function useFetchJson(): FetchJson {
  return useContext(DataSourceContext)
}
