/**
 * The name of an exported file says what it holds: the list and its filter,
 * `kafka-digest-threads-kip-1327-status-tentative-2026-W20.csv`. A filter may hold what a reader
 * typed (a search, a name): it is kept readable, Chinese included, but reduced to letters, digits
 * and hyphens, which every file system and every browser's download keeps as it is (no
 * / \ : * ? " < > |, no dots, spaces or control characters), and cut short enough for any file
 * system's limit (255 bytes; a Chinese character is 3 of them in UTF-8).
 */

/** The lists that can be exported. */
export type ExportList = 'threads' | 'positions' | 'kips' | 'people'
export type ExportFormat = 'csv' | 'json'

const PREFIX = 'kafka-digest'
/** Characters of one part, and of what a reader typed within it ("search-…"). */
const MAX_PART = 40
const MAX_TYPED = 24
/** Bytes of the whole name (UTF-8), its extension aside: file systems allow 255. */
const MAX_BYTES = 200

/**
 * Any text as a piece of a name: letters (any script) and digits kept, every other run of
 * characters one hyphen, at most 40 characters: safePart("KIP 1327/1332") → "KIP-1327-1332";
 * safePart("分层 存储/共识") → "分层-存储-共识"; safePart("../..") → "".
 */
function safePart(text: string, max = MAX_PART): string {
  const safe = trimHyphens(text.normalize('NFKC').replace(/[^\p{L}\p{M}\p{N}]+/gu, '-'))
  return trimHyphens([...safe].slice(0, max).join(''))
}

/** No hyphen at either end, nor a combining mark at the start (it would sit on a hyphen). */
const trimHyphens = (text: string) => text.replace(/^[-\p{M}]+|-+$/gu, '')

/** The text cut to `max` bytes of UTF-8, between characters. */
function cutToBytes(text: string, max: number): string {
  const encoder = new TextEncoder()
  let out = ''
  let bytes = 0
  for (const char of text) {
    bytes += encoder.encode(char).length
    if (bytes > max) break
    out += char
  }
  return out
}

/**
 * What a reader typed (a search, an author's name) as a piece of a name: safePart's rules, Latin
 * letters lower case, at most 24 characters: slugPart("Diskless Topics!") → "diskless-topics";
 * slugPart("黃竣陽") → "黃竣陽".
 */
export function slugPart(text: string): string {
  return safePart(text.toLowerCase(), MAX_TYPED)
}

/**
 * The file name of a list with the parts that say its filter (words of the app's own, such as
 * "kip-1327" or "2026-W20", or slugPart of what a reader typed; each made safe again, case kept):
 * exportFileName("kips", ["state-accepted"], "json") → "kafka-digest-kips-state-accepted.json".
 */
export function exportFileName(
  list: ExportList,
  parts: readonly string[],
  format: ExportFormat,
): string {
  const safe = parts.map((part) => safePart(part)).filter((part) => part !== '')
  return `${trimHyphens(cutToBytes([PREFIX, list, ...safe].join('-'), MAX_BYTES))}.${format}`
}
