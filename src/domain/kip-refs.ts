/**
 * KIP references in free text. Digests write `KIP-1332、1327、1325`: a list continues without
 * repeating the prefix, so numbers after a separator still belong to the list. A number that
 * counts something ("KIP-1327，18 人投票", "30 多个", "100+ 个") is not a KIP.
 */
import { halfWidth } from './consensus/clauses'

// The prefix: "KIP-1327", "KIP 1327", "kip1327", "KIPs 1327". The look-behind keeps "SKIP-3" out.
const HEAD = /(?<![A-Za-z])KIPs?[-\s]?(\d+)/giy
/** After a number: a counter word, "多"/"余"/"+" (more than), a dot and a digit (a version). */
const NOT_A_KIP = String.raw`(?!\d|\.\d|\s*(?:多|余|\+|个|項|项|名|位|人|次|条|條|票|天|周|月|年|%|％|倍|份|张|行|页|ms|MB|GB|s\b))`
// A list continues after 、 , ， / 和 及 与 and & (group 1) or plain spaces, optionally repeating
// the prefix (group 2).
const NEXT = new RegExp(
  String.raw`(?:\s*([、，,&/]|和|及|与|\band\b)\s*|\s+)((?<![A-Za-z])KIPs?[-\s]?)?(\d+)` +
    NOT_A_KIP,
  'iy',
)
// "KIP-1327–1330", "KIP-1327 ~ KIP-1330" (full-width forms are made half-width first).
const RANGE = /\s*[-‐‑‒–—~]\s*(?:KIPs?[-\s]?)?(\d+)/iy
// What cannot follow a KIP number: a letter ("KIP-13x7", "KIP-1e3"), a decimal part
// ("KIP-1327.5"), or a comma and three digits ("KIP-1,327": a thousands separator or a list?).
const GLUED = /[A-Za-z]|\.\d/y
const THOUSANDS = /,\d{3}(?!\d)/y
/** The rest of a garbled reference, to quote it whole: "x7" of "KIP-13x7". */
const GARBLED_REST = /(?:[A-Za-z0-9]|[.,](?=\d))*/y

/** The highest KIP number that can be real: a typo such as "KIP-13270" is not a KIP. */
const MAX_KIP = 9999
/** The longest range read as every KIP in it; a longer one is more likely a typo than a list. */
const MAX_RANGE = 10

export interface KipRefs {
  kips: number[]
  /**
   * Said, never dropped silently: numbers written as KIPs that cannot be one ("KIP-0",
   * "KIP-13270"), and ranges read as every KIP in them ("KIP-1327–1330").
   */
  problems: string[]
  /**
   * References the grammar does not read whole ("KIP-13x7", "KIP-1327.5", "KIP-1,327", a
   * backward range): errors, as no reading of them is more than a guess.
   */
  malformed: string[]
}

const sticky = (pattern: RegExp, text: string, at: number) => {
  pattern.lastIndex = at
  return pattern.exec(text) ? pattern.lastIndex : -1
}

/**
 * KIP numbers in order of first mention, without duplicates, and what could not be a KIP.
 * readKipRefs("提议将 KIP-1332、1327、1325 等纳入") → { kips: [1332, 1327, 1325], problems: [], malformed: [] };
 * readKipRefs("KIP-1327，18 人投票") → { kips: [1327], problems: [], malformed: [] };
 * readKipRefs("KIP-0") → { kips: [], problems: ['"KIP-0" is not a KIP number (1 to 9999)'], malformed: [] };
 * readKipRefs("KIP-13x7") → { kips: [], problems: [], malformed: ['expected a KIP number (digits only), found "KIP-13x7": …'] }.
 */
export function readKipRefs(original: string): KipRefs {
  const text = halfWidth(original)
  const kips: number[] = []
  const problems: string[] = []
  const malformed: string[] = []
  const say = (list: string[], message: string) => {
    if (!list.includes(message)) list.push(message)
  }
  const add = (digits: string | undefined, written: string) => {
    const n = Number(digits)
    if (!Number.isSafeInteger(n) || n < 1 || n > MAX_KIP)
      say(problems, `"${written.trim()}" is not a KIP number (1 to ${MAX_KIP})`)
    else if (!kips.includes(n)) kips.push(n)
  }
  /**
   * Where a number ending at `end` is garbled: the message (quoting from `from`) and where the
   * garbled text ends; else null.
   */
  const garbled = (from: number, end: number): { message: string; end: number } | null => {
    const glued = sticky(GLUED, text, end) >= 0
    if (!glued && sticky(THOUSANDS, text, end) < 0) return null
    const restEnd = sticky(GARBLED_REST, text, end)
    const written = original.slice(from, restEnd)
    const message = glued
      ? `expected a KIP number (digits only), found "${written}": write it as KIP-<number>, e.g. "KIP-1327"`
      : `expected a KIP number without a thousands separator, found "${written}": write ` +
        `"KIP-1327" for one KIP, "KIP-1、327" for two`
    return { message, end: restEnd }
  }
  /** Reads a range after the number `first` ending at `end`: where it ends and whether it reads. */
  const range = (from: number, first: number, end: number): { end: number; ok: boolean } | null => {
    RANGE.lastIndex = end
    const m = RANGE.exec(text)
    if (!m) return null
    const last = Number(m[1])
    const rangeEnd = RANGE.lastIndex
    const written = original.slice(from, rangeEnd)
    const problem = garbled(from, rangeEnd)
    if (problem) {
      say(malformed, problem.message)
      return { end: problem.end, ok: false }
    }
    if (last <= first || last - first + 1 > MAX_RANGE || last > MAX_KIP) {
      say(
        malformed,
        `expected a range of at most ${MAX_RANGE} KIPs from the lower number to the higher, ` +
          `found "${written}": list the KIPs instead ("KIP-1327、1330")`,
      )
      return { end: rangeEnd, ok: false }
    }
    for (let n = first + 1; n <= last; n++) add(String(n), `KIP-${n}`)
    say(
      problems,
      `"${written.trim()}" is read as a range, KIP-${first} to KIP-${last} ` +
        `(${last - first + 1} KIPs): list them ("KIP-${first}、${last}") if only the two are meant`,
    )
    return { end: rangeEnd, ok: true }
  }
  for (let i = 0; i < text.length; i++) {
    // Cheap pre-check: only try the sticky regex where a "K" starts.
    if (text[i] !== 'K' && text[i] !== 'k') continue
    HEAD.lastIndex = i
    const head = HEAD.exec(text)
    if (!head) continue
    let end = HEAD.lastIndex
    const problem = garbled(head.index, end)
    if (problem) {
      say(malformed, problem.message)
      i = problem.end - 1
      continue
    }
    add(head[1], original.slice(head.index, end))
    // A range follows a number written as a KIP, not one after a mere space ("KIP-1 2026-05-11").
    for (let last = Number(head[1]), spokenLast = true; ;) {
      const ranged = spokenLast ? range(head.index, last, end) : null
      if (ranged) {
        end = ranged.end
        if (!ranged.ok) break
      }
      NEXT.lastIndex = end
      const next = NEXT.exec(text)
      if (!next) break
      const spoken = next[1] !== undefined || next[2] !== undefined
      const nextProblem = garbled(head.index, NEXT.lastIndex)
      // "KIP-1327 3x faster": a number after a mere space is prose, not a garbled KIP.
      if (nextProblem) {
        if (spoken) {
          say(malformed, nextProblem.message)
          end = nextProblem.end
        }
        break
      }
      add(next[3], `KIP-${next[3]}`)
      last = Number(next[3])
      spokenLast = spoken
      end = NEXT.lastIndex
    }
    i = end - 1
  }
  return { kips, problems, malformed }
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
