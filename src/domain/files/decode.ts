import * as v from 'valibot'

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
 * The file at `path` as its schema says (its kind's: descriptors.ts, view-descriptors.ts), or a DataFileError
 * naming the first field that is not. decodeWith(FILES.week.schema, "weeks/2026-W20.json", json) → { week, threads, … }.
 */
export function decodeWith<S extends v.GenericSchema>(
  schema: S,
  path: string,
  value: unknown,
): v.InferOutput<S> {
  const isObject = typeof value === 'object' && value !== null
  if (isObject && decoded.has(value)) return decoded.get(value) as v.InferOutput<S>
  const result = v.safeParse(schema, value)
  if (!result.success) {
    const issue = result.issues[0]
    throw new DataFileError(path, v.getDotPath(issue) ?? '', issue.message)
  }
  if (isObject) decoded.set(value, result.output)
  return result.output
}

/**
 * The path of an issue a schema's transformation finds, as valibot's own issues carry theirs
 * (decodeWith names the field by it): issuePath(["weeks", 0, 1]) names "weeks.0.1".
 */
export function issuePath([first, ...rest]: readonly [string | number, ...(string | number)[]]): [
  v.UnknownPathItem,
  ...v.UnknownPathItem[],
] {
  const item = (key: string | number): v.UnknownPathItem => ({
    type: 'unknown',
    origin: 'value',
    input: undefined,
    key,
    value: undefined,
  })
  return [item(first), ...rest.map(item)]
}
