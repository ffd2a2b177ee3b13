/**
 * How the search index is split, the rules the build (write-index.ts) and the browser
 * (engine.ts) share. The index of the KIPs and threads is cut by term into
 * shards, each a MiniSearch index of the documents that hold one of its terms, so that a query
 * downloads the shards of its own words and nothing else:
 *
 * - a Chinese term is in the shard of its first character ("竣阳" → "竣"), which also holds every
 *   pair a lone character begins, so the character being typed finds them;
 * - a number (a term that begins with a digit) shares a shard with the others of its length and
 *   first three digits, its last digit left out for a shorter one ("1327" → "132#4", with KIP-1320
 *   to KIP-1329): a shard each, ten years of JIRA issue numbers made most of the site's files.
 *   A number is still found whole (KIP-1327 is never KIP-132): the shard is only where it is;
 * - a word is in the shard of its first three letters ("diskless" → "dis"), where every word that
 *   begins with the same three letters is too, so the word being typed finds them; a shorter
 *   word is its own.
 *
 * A term in more than half of the documents (say "synthetic" in a made-up corpus, "讨论" in a
 * long one) would put most of the index in its shard and tells a query almost nothing: it is a
 * stop word, with a shard of its own that a query loads only when it has no other words.
 */

/** What a query must know before it loads a shard: which shards there are, and the stop words. */
export interface SearchManifest {
  shards: string[]
  stop: string[]
  /** Where each file of shards begins in `shards` (files/bundles.ts, packShards). */
  files: number[]
}

export const SEARCH_FIELDS = ['key', 'title', 'text', 'about'] as const

/**
 * How much more (or less) a match counts in a field: a KIP's number or a week's id, then a
 * title, then a text. What was said about a KIP finds it, but barely ranks it: a KIP whose title
 * has the words stays above one much discussed in those words. (MiniSearch reads a boost of 0
 * as 1.)
 */
export const FIELD_BOOST = { key: 8, title: 3, about: 0.02 }

/** A term in more than this share of the documents is a stop word. */
export const STOP_WORD_SHARE = 0.5
/** …counted only where there are this many documents (a few threads say everything twice). */
export const STOP_WORD_MIN_DOCUMENTS = 200

/** A result's KIP title comes from a file of ten: kipTitleGroup(1327) → 132 (KIP-1320 to KIP-1329). */
export const kipTitleGroup = (kip: number) => Math.floor(kip / 10)

const HAN = /^\p{Script=Han}/u
const DIGIT = /^\p{N}/u

/** The shard a term is in: shardOf("竣阳") → "竣", shardOf("1327") → "132#4", shardOf("diskless") → "dis". */
export function shardOf(term: string): string {
  if (HAN.test(term)) return String.fromCodePoint(term.codePointAt(0)!)
  const chars = [...term]
  if (DIGIT.test(term))
    return `${chars.slice(0, Math.min(3, chars.length - 1)).join('')}#${chars.length}`
  return chars.slice(0, 3).join('')
}

/**
 * Whether the word being typed finds the words it begins: a word of three letters or more, or a
 * lone Chinese character. All it can find is then in its own shard (shardOf).
 */
export function matchesAsPrefix(term: string): boolean {
  return /^[a-z]{3,}$/.test(term) || /^\p{Script=Han}$/u.test(term)
}
