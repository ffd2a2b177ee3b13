/**
 * A hand-kept JSON file broken the way an editor leaves it most: a comma after its last entry. The
 * copy of a real file is written to a test's temporary folder; the file's own text is not touched.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './datasets'

/** Line and column (characters, from 1) of an offset, counted here the plain way. */
function place(text: string, at: number) {
  const lines = text.slice(0, at).split('\n')
  return { line: lines.length, column: [...lines.at(-1)!].length + 1 }
}

/** A copy of `real` (a path in the project) as `dir`/`name`, with the comma; where the comma is. */
export function withTrailingComma(real: string, dir: string, name: string) {
  const text = readFileSync(join(ROOT, real), 'utf8')
  const close = text.lastIndexOf('}')
  const last = text.slice(0, close).trimEnd().length
  const broken = `${text.slice(0, last)},${text.slice(last)}`
  const file = join(dir, name)
  writeFileSync(file, broken)
  return { file, ...place(broken, last) }
}
