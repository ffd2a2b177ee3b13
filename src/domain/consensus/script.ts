/**
 * Digests in traditional characters read as the simplified ones the rules are written in.
 *
 * The rules' words are simplified Chinese (投票通过, 反对, 合并); a writer in traditional
 * characters (投票通過, 反對, 合併) says the same. The text is read through OpenCC's character
 * table, one character for one, so that every offset in the reading is an offset in the text as
 * written, and the words shown as evidence are the writer's own.
 */
import TSCharacters from 'opencc-js/dict/TSCharacters'

let table: Map<string, string> | undefined

/** Traditional → simplified, one UTF-16 unit for one (pairs that would change a length are left out). */
function tableOf(): Map<string, string> {
  table ??= new Map(
    TSCharacters.split('|')
      .map((pair) => pair.split(' '))
      .filter((pair): pair is [string, string] => pair[0]?.length === 1 && pair[1]?.length === 1),
  )
  return table
}

export interface ScriptReading {
  /** The text in simplified characters, as long as the text. */
  text: string
  /** Words of the simplified text as the digest wrote them: asWritten("投票通过") → "投票通過". */
  asWritten: (words: string) => string
}

/**
 * readInSimplified("投票通過，反對者已撤回。") → { text: "投票通过，反对者已撤回。", asWritten };
 * a text in simplified characters is read as it is.
 */
export function readInSimplified(written: string): ScriptReading {
  const map = tableOf()
  let text = ''
  for (const c of written) text += map.get(c) ?? c
  if (text === written) return { text, asWritten: (words) => words }
  return {
    text,
    asWritten: (words) => {
      const at = words ? text.indexOf(words) : -1
      return at < 0 ? words : written.slice(at, at + words.length)
    },
  }
}
