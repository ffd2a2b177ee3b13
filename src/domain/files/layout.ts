import { idProblem } from '../ids'

/**
 * Where the build's other files go beside the data files (whose kinds, paths and schemas are
 * their descriptors': descriptors.ts, view-descriptors.ts).
 */

/** The folder of the digests as written, beside the JSON: `digests/2026-05-11.zh.txt`. */
export const DIGEST_TEXTS = 'digests'

/**
 * Throws when a data file's path has a part that is not a file name (the build would fail half
 * way with ENAMETOOLONG). Ingest rejects such ids with file and line first: this is the build's
 * guard, with the same check (ids.ts). checkDataPaths(["people/jun-rao.json"]) → nothing.
 */
export function checkDataPaths(paths: readonly string[]): void {
  const bad = paths.flatMap((path) =>
    path.split('/').flatMap((part) => {
      const problem = idProblem(part.replace(/\.json$/, ''))
      return problem ? [`${path.slice(0, 80)}…: "${part.slice(0, 40)}…" ${problem}`] : []
    }),
  )
  if (bad.length > 0) throw new Error(`data file names that cannot be written:\n${bad.join('\n')}`)
}
