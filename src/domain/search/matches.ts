import { foldInPlace, foldText } from './terms'

/**
 * Where a query's words stand in a shown text, as search matches them: in any case or script,
 * a Chinese word anywhere, a number only whole ("1" is not in "1247": KIP-1 is not KIP-1247), a
 * Latin word from its start, and whole unless it is the word being typed ("diskl" marks
 * "Diskless"). For marking what was found and choosing the words to show around it.
 */

export interface WordMatch {
  at: number
  length: number
  /** Which word of the query it is. */
  word: number
}

const ALNUM = /[\p{L}\p{N}]/u
const HAN = /\p{Script=Han}/u

/** The words of a query as search folds them. */
function queryWords(query: string): string[] {
  return foldText(query)
    .split(/[\s\p{P}]+/u)
    .filter((w) => w.length > 0)
}

/**
 * matchWords("KIP-1247 by Person 1", "person 1") → [{ at: 12, length: 6, word: 0 }, { at: 19, length: 1, word: 1 }].
 */
export function matchWords(text: string, query: string): WordMatch[] {
  const folded = foldInPlace(text)
  const words = queryWords(query)
  const out: WordMatch[] = []
  words.forEach((word, i) => {
    const han = HAN.test(word)
    const typing = i === words.length - 1 && !/^\p{N}+$/u.test(word)
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
      const end = at + word.length
      const starts = han || !ALNUM.test(folded[at - 1] ?? '')
      const ends = han || typing || !ALNUM.test(folded[end] ?? '')
      if (starts && ends) out.push({ at, length: word.length, word: i })
    }
  })
  return out.sort((a, b) => a.at - b.at)
}
