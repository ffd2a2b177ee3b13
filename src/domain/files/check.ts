import { decodeWith, DataFileError } from './decode'
import type * as v from 'valibot'
import type { DataFile, FileData } from './descriptor'
import { DATA_FILES, fileOfPath, type DataFileKind } from './data-files'

/** The file of a kind, decoded: decodeFile("week", "weeks/2026-W20.json", json). */
export function decodeFile<K extends DataFileKind>(
  kind: K,
  path: string,
  value: unknown,
): FileData<(typeof DATA_FILES)[K]> {
  return decodeWith(DATA_FILES[kind].schema, path, value)
}

/**
 * One file of a kind, read by its path with `read` (the build's readers of the data folder) and
 * decoded: readDataFile(read, DATA_FILES.week, "2026-W20").
 */
export async function readDataFile<S extends v.GenericSchema, A extends unknown[]>(
  read: (path: string) => unknown,
  file: DataFile<S, A>,
  ...args: A
): Promise<v.InferOutput<S>> {
  const path = file.path(...args)
  return decodeWith(file.schema, path, await read(path))
}

/** The same for a file found by its path alone (the build checks every file it writes so). */
export function decodeFileAt(path: string, value: unknown): unknown {
  const file = fileOfPath(path)
  if (!file) throw new DataFileError(path, '', 'the layout of the data files has no such file')
  return decodeWith(file.schema, path, value)
}

/**
 * Throws unless every file holds what its kind's schema says, naming each file that does not with
 * its first wrong field: the build's check before it writes anything.
 */
export function checkDataFiles(files: ReadonlyMap<string, unknown>): void {
  const problems: string[] = []
  for (const [path, value] of files) {
    try {
      decodeFileAt(path, value)
    } catch (error) {
      if (!(error instanceof DataFileError)) throw error
      problems.push(error.message)
    }
  }
  if (problems.length > 0)
    throw new Error(
      `${problems.length} data file(s) do not hold what their descriptors say ` +
        `(src/domain/files/descriptors.ts, view-descriptors.ts):\n` +
        problems.slice(0, 20).join('\n') +
        (problems.length > 20 ? `\n… and ${problems.length - 20} more` : ''),
    )
}
