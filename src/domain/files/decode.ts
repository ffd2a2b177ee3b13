import * as v from 'valibot'
import { kindOfPath, type DataFileKind } from './layout'
import { FILE_SCHEMAS } from './schemas'

export type DataFile<K extends DataFileKind> = v.InferOutput<(typeof FILE_SCHEMAS)[K]>

/** A data file that does not hold what the contract says: which file, which field, what is wrong. */
export class DataFileError extends Error {
  constructor(
    readonly path: string,
    /** Where in the file, e.g. "threads.3.status"; "" for the file as a whole. */
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${path}: ${field ? `${field}: ` : ''}${problem}`)
    this.name = 'DataFileError'
  }
}

// Decoded once per value: the pre-render hands every page the same parsed file.
const decoded = new WeakMap<object, unknown>()

/**
 * The file at `path` as its schema says (schemas.ts), or a DataFileError naming the first field
 * that is not. decodeFile("week", "weeks/2026-W20.json", json) → { week, threads }.
 */
export function decodeFile<K extends DataFileKind>(
  kind: K,
  path: string,
  value: unknown,
): DataFile<K> {
  if (typeof value === 'object' && value !== null && decoded.has(value))
    return decoded.get(value) as DataFile<K>
  const result = v.safeParse(FILE_SCHEMAS[kind], value)
  if (!result.success) {
    const issue = result.issues[0]
    throw new DataFileError(path, v.getDotPath(issue) ?? '', issue.message)
  }
  if (typeof value === 'object' && value !== null) decoded.set(value, result.output)
  return result.output as DataFile<K>
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
