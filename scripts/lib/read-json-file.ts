/**
 * Reading a hand-kept JSON file (data/people.json, data/kips.json, data/reviews.json,
 * data/published-ids.json, data/committers.json): a file that is not JSON, or cannot be read, is
 * an error naming the file, the line and column, what is wrong and what to do; never a bare
 * SyntaxError "at position 5394".
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import type { DigestError } from '../../src/domain/digest-parser'
import { fileProblem } from './file-problem'
import { findJsonMistake } from './json-mistake'

/** An error at a file's line (0: the whole file) and, where known, column. */
export interface FileError extends DigestError {
  column?: number
}

export type JsonFileRead = { ok: true; value: unknown } | { ok: false; error: FileError }

/** The file's JSON, unchecked (its reader checks it); undefined when the file does not exist. */
export async function readJsonFile(file: string): Promise<JsonFileRead | undefined> {
  if (!existsSync(file)) return undefined
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (err) {
    // "<file>: could not read it: this is a folder, not a file (EISDIR); give the path of a file"
    const { message } = fileProblem(err, file, 'read it')
    return { ok: false, error: { file, line: 0, message: message.slice(file.length + 2) } }
  }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch (err) {
    const mistake = findJsonMistake(text) ?? {
      line: 0,
      column: 0,
      message: (err as Error).message.replace(/\s+/g, ' '),
    }
    return {
      ok: false,
      error: {
        file,
        line: mistake.line,
        column: mistake.column,
        message: `not JSON: ${mistake.message}; fix it in the file, then run again`,
      },
    }
  }
}
