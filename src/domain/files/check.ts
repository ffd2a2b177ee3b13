import type * as v from 'valibot'
import { decodeWith, DataFileError } from './decode'
import { kindOfPath, type DataFileKind } from './layout'
import { SCHEMA } from './schemas'
import { VIEW_SCHEMA } from './view-schemas'

/** Every kind of file's schema (the build's and the tests' view of the whole contract). */
export const FILE_SCHEMAS = { ...SCHEMA, ...VIEW_SCHEMA } as const satisfies Record<
  DataFileKind,
  v.GenericSchema
>

/** The file of a kind, decoded: decodeFile("week", "weeks/2026-W20.json", json). */
export function decodeFile<K extends DataFileKind>(
  kind: K,
  path: string,
  value: unknown,
): v.InferOutput<(typeof FILE_SCHEMAS)[K]> {
  return decodeWith(FILE_SCHEMAS[kind], path, value)
}

/** The same for a file found by its path alone (the build checks every file it writes so). */
export function decodeFileAt(path: string, value: unknown): unknown {
  const kind = kindOfPath(path)
  if (!kind) throw new DataFileError(path, '', 'the layout of the data files has no such file')
  return decodeFile(kind, path, value)
}

/**
 * Throws unless every file holds what its schema says, naming each file that does not with its
 * first wrong field: the build's check before it writes anything.
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
      `${problems.length} data file(s) do not hold what src/domain/files/schemas.ts says:\n` +
        problems.slice(0, 20).join('\n') +
        (problems.length > 20 ? `\n… and ${problems.length - 20} more` : ''),
    )
}
