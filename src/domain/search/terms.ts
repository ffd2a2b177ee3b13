/**
 * How search compares text, in both scripts: one folding and one tokenizer for the documents and
 * the queries alike (features/search).
 *
 * - Folding: NFKC (full-width letters and digits become ASCII), traditional Chinese characters
 *   become simplified (OpenCC's character table: 黃竣陽 finds 黄竣阳), lower case, accents off
 *   (José finds jose).
 * - Terms: Latin letters and digits as words; Chinese, which has no spaces, as overlapping pairs
 *   of characters ("无盘主题" → "无盘", "盘主", "主题"), so that a word of two or more characters
 *   is found wherever it stands; a lone character is its own term.
 * - A KIP is its number: "KIP-1150", "kip 1150" and "KIP1150" are the term "1150". The word "KIP"
 *   before a number says nothing more, and kept it would be in nearly every document: a query
 *   for a KIP would download the whole index's worth of it (shards.ts).
 */
import { CustomConverter } from 'opencc-js/core'
import TSCharacters from 'opencc-js/dict/TSCharacters'

/**
 * Built on first use, not on import: building the table takes a while on a phone, and the filters' code imports this module with the comboboxes', so a
 * click on a status toggle, which folds no text, would wait for it.
 */
let toSimplified: ((text: string) => string) | undefined

/** foldText("Ｋafka 黃竣陽 José") → "kafka 黄竣阳 jose". */
export function foldText(text: string): string {
  toSimplified ??= CustomConverter(TSCharacters)
  return toSimplified(text.normalize('NFKC'))
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
}

/**
 * foldText, one character for one, so that places in the folded text are places in the text: a
 * character whose folding changes its length ("…" → "...") is only lower-cased.
 * foldInPlace("黃…José") → "黄…jose".
 */
export function foldInPlace(text: string): string {
  const folded = foldText(text)
  if (folded.length === text.length) return folded
  let out = ''
  for (const ch of text) {
    const one = foldText(ch)
    out += one.length === ch.length ? one : ch.toLowerCase()
  }
  return out
}

/** "KIP" as a word of its own, before a number: "KIP-1150", "kip 1150", "KIP1150", "KIP #1150". */
const KIP_BEFORE_NUMBER = /(?<![\p{L}\p{N}])kip[\s\-_:#]*(?=\p{N})/gu
const TERMS = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu
const HAN = /^\p{Script=Han}/u

/** searchTerms("KIP-1150 无盘主题") → ["1150", "无盘", "盘主", "主题"]. */
export function searchTerms(text: string): string[] {
  const terms: string[] = []
  for (const [run] of foldText(text).replace(KIP_BEFORE_NUMBER, ' ').matchAll(TERMS)) {
    if (!HAN.test(run) || run.length === 1) terms.push(run)
    else for (let i = 0; i + 2 <= run.length; i++) terms.push(run.slice(i, i + 2))
  }
  return terms
}
