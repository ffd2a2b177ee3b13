/**
 * Digests in traditional characters, or in written Cantonese, read as the simplified Mandarin the
 * rules are written in.
 *
 * The rules' words are simplified Chinese (投票通过, 反对, 合并); a writer in traditional
 * characters (投票通過, 反對, 合併) says the same, and so does one writing Cantonese, whose
 * function words differ (佢投咗 +1 is 他投了 +1, 冇人反对 is 没人反对, 唔系 is 不是). The text is
 * read through OpenCC's character table and then Cantonese's function words, one character for
 * one, so that every offset in the reading is an offset in the text as written, and the words
 * shown as evidence are the writer's own.
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

/**
 * Written Cantonese function words and their Mandarin, one character for one; where a Mandarin
 * word holds the same character (系统, 关系, 电话, 话题), the context says it is not Cantonese.
 */
const CANTONESE: readonly [RegExp, string][] = [
  [/咗/g, '了'],
  [/冇/g, '没'],
  [/唔/g, '不'],
  [/嘅/g, '的'],
  [/佢/g, '他'],
  [/仲(?![裁夏秋春冬])/g, '还'],
  [/睇/g, '看'],
  [/喺/g, '在'],
  [/俾/g, '给'],
  [/啲/g, '些'],
  [/嗰/g, '那'],
  [/而家/g, '现在'],
  [/呢个/g, '这个'],
  [/力撑/g, '力挺'],
  // 系 for 是 after a negator, an adverb or a subject's end, never in 系统, 关系, 体系 …
  [/(?<=[不没只都就也又还真]\s*)系(?![统列数])|系(?=\s*不\s*[系是])/g, '是'],
  // 话 for 说 after a name or pronoun, never in 对话, 电话, 话题, 说话 …
  [/(?<![对电说讲笑废通实大空情神])话(?![题语费筒术剧])/g, '说'],
]

/** Whether a text is written in Cantonese at all: its function words that Mandarin lacks. */
const CANTONESE_MARK = /[咗冇唔嘅佢睇喺俾啲嗰]|仲(?![裁夏秋春冬])|而家|呢个|力撑/

function asMandarin(text: string): string {
  if (!CANTONESE_MARK.test(text)) return text
  return CANTONESE.reduce((t, [re, to]) => t.replace(re, to), text)
}

export interface ScriptReading {
  /** The text in simplified characters, as long as the text. */
  text: string
  /** Words of the simplified text as the digest wrote them: asWritten("投票通过") → "投票通過". */
  asWritten: (words: string) => string
}

/**
 * readInSimplified("投票通過，反對者已撤回。") → { text: "投票通过，反对者已撤回。", asWritten };
 * readInSimplified("冇人反对，佢投咗 +1") → { text: "没人反对，他投了 +1", asWritten };
 * a text in simplified characters is read as it is.
 */
export function readInSimplified(written: string): ScriptReading {
  const map = tableOf()
  let text = ''
  for (const c of written) text += map.get(c) ?? c
  text = asMandarin(text)
  if (text === written) return { text, asWritten: (words) => words }
  return {
    text,
    asWritten: (words) => {
      const at = words ? text.indexOf(words) : -1
      return at < 0 ? words : written.slice(at, at + words.length)
    },
  }
}
