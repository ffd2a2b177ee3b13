/**
 * KIP references in free text. Digests write `KIP-1332、1327、1325`: a list continues without
 * repeating the prefix, so numbers after a separator still belong to the list. A number that
 * counts something ("KIP-1327，18 人投票", "30 多个", "100+ 个") is not a KIP.
 */
import { halfWidth } from './consensus/clauses'

// The prefix: "KIP-1327", "KIP 1327", "kip1327", "KIPs 1327". The look-behind keeps "SKIP-3" out.
const HEAD = /(?<![A-Za-z])KIPs?[-\s]?(\d+)(?!\d|\.\d)/giy
/** After a number: a counter word, "多"/"余"/"+" (more than), a dot and a digit (a version). */
const NOT_A_KIP = String.raw`(?!\d|\.\d|\s*(?:多|余|\+|个|項|项|名|位|人|次|条|條|票|天|周|月|年|%|％|倍|份|张|行|页|ms|MB|GB|s\b))`
// A list continues after 、 , ， / 和 及 与 and & or plain spaces, optionally repeating the prefix.
const NEXT = new RegExp(
  String.raw`(?:\s*(?:[、，,&/]|和|及|与|\band\b)\s*|\s+)(?:(?<![A-Za-z])KIPs?[-\s]?)?(\d+)` +
    NOT_A_KIP,
  'iy',
)

/** The highest KIP number that can be real: a typo such as "KIP-13270" is not a KIP. */
const MAX_KIP = 9999

export interface KipRefs {
  kips: number[]
  /** Numbers written as KIPs that cannot be one ("KIP-0", "KIP-13270"): said, never dropped silently. */
  problems: string[]
}

/**
 * KIP numbers in order of first mention, without duplicates, and what could not be a KIP.
 * readKipRefs("提议将 KIP-1332、1327、1325 等纳入") → { kips: [1332, 1327, 1325], problems: [] };
 * readKipRefs("KIP-1327，18 人投票") → { kips: [1327], problems: [] };
 * readKipRefs("KIP-0") → { kips: [], problems: ['"KIP-0" is not a KIP number'] }.
 */
export function readKipRefs(original: string): KipRefs {
  const text = halfWidth(original)
  const kips: number[] = []
  const problems: string[] = []
  const add = (digits: string | undefined, written: string) => {
    const n = Number(digits)
    if (!Number.isSafeInteger(n) || n < 1 || n > MAX_KIP) {
      const problem = `"${written.trim()}" is not a KIP number (1 to ${MAX_KIP})`
      if (!problems.includes(problem)) problems.push(problem)
    } else if (!kips.includes(n)) kips.push(n)
  }
  for (let i = 0; i < text.length; i++) {
    // Cheap pre-check: only try the sticky regex where a "K" starts.
    if (text[i] !== 'K' && text[i] !== 'k') continue
    HEAD.lastIndex = i
    const head = HEAD.exec(text)
    if (!head) continue
    add(head[1], original.slice(head.index, HEAD.lastIndex))
    let end = HEAD.lastIndex
    for (;;) {
      NEXT.lastIndex = end
      const next = NEXT.exec(text)
      if (!next) break
      add(next[1], `KIP-${next[1]}`)
      end = NEXT.lastIndex
    }
    i = end - 1
  }
  return { kips, problems }
}

/** The KIP numbers of readKipRefs alone: extractKipRefs("KIP-1327/1328") → [1327, 1328]. */
export function extractKipRefs(text: string): number[] {
  return readKipRefs(text).kips
}

/**
 * Merges KIP lists keeping the order of first mention: mergeKipRefs([[2, 1], [1, 3]]) → [2, 1, 3].
 */
export function mergeKipRefs(lists: readonly (readonly number[])[]): number[] {
  const out: number[] = []
  for (const list of lists) for (const n of list) if (!out.includes(n)) out.push(n)
  return out
}
