/**
 * Sentences as a careful reader sees them: clauses, and which of them carry the point.
 *
 * A conclusion such as "虽然仍有分歧，但已决定先合并第一部分" makes its point after 但; the part
 * before it concedes. Clause boundaries are the Chinese and Latin punctuation that ends a clause
 * (，。；：！？ and the ASCII ones, dashes, line ends), never a comma inside brackets.
 */

export interface Clause {
  text: string
  /** Offset of the clause in the text it came from. */
  start: number
  /** The clause opens with a contrast (但, 不过, 然而 …): what follows carries the point. */
  contrast: boolean
}

const BOUNDARY = new Set([...'，,。；;：:！!？?\n｜→…'])
const OPEN_BRACKETS = new Set([...'（(「『“'])
const CLOSE_BRACKETS = new Set([...'）)」』”'])
const DASH = /^(?:——|—|--)/
/** An English sentence's full stop: after a letter, before a space ("…the vote. 3 binding +1"). */
const ENGLISH_FULL_STOP = /^[A-Za-z)]\.\s$/
/** A space between two Chinese characters: terse writers part clauses so ("进了吧 可以 不反对了"). */
const SPACE_BETWEEN_HAN = /^\p{Script=Han} \p{Script=Han}$/u
const QUOTE_END = new Set([...'”」』'])
const SENTENCE_END = new Set([...'。？！?!'])

/** Contrast markers at the start of a clause ("X，但 Y", "X；不过 Y"). */
const CONTRAST = /^\s*(?:但是|但|不过|然而|然(?![后则])|可是|只是|而是|却|(?:but|however)\b)/i

/** Full-width ASCII (ＫＩＰ－１３２７, ＋１) to ASCII, one character for one, so offsets are kept. */
export function halfWidth(text: string): string {
  return text.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
}

/**
 * Splits a text into clauses, keeping offsets.
 * splitClauses("虽然仍有分歧，但已决定先合并") → [{ text: "虽然仍有分歧", start: 0, contrast: false },
 *   { text: "但已决定先合并", start: 7, contrast: true }].
 */
export function splitClauses(text: string): Clause[] {
  const out: Clause[] = []
  let depth = 0
  let start = 0
  const push = (end: number) => {
    const raw = text.slice(start, end)
    const lead = raw.length - raw.trimStart().length
    const clause = raw.trim()
    if (clause) out.push({ text: clause, start: start + lead, contrast: CONTRAST.test(clause) })
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string
    if (OPEN_BRACKETS.has(c)) depth++
    else if (CLOSE_BRACKETS.has(c)) {
      depth = Math.max(0, depth - 1)
      // A quoted sentence that ended inside its quotes ("“……归谁？”后来……") ends the clause too.
      if (depth === 0 && QUOTE_END.has(c) && SENTENCE_END.has(text[i - 1] as string)) {
        push(i + 1)
        start = i + 1
      }
    } else if (
      depth === 0 &&
      (BOUNDARY.has(c) ||
        DASH.test(text.slice(i, i + 2)) ||
        ENGLISH_FULL_STOP.test(text.slice(i - 1, i + 2)) ||
        SPACE_BETWEEN_HAN.test(text.slice(i - 1, i + 2)))
    ) {
      push(i)
      start = i + (text.startsWith('——', i) || text.startsWith('--', i) ? 2 : 1)
      if (start > i + 1) i++
    }
  }
  push(text.length)
  return out
}

/**
 * The clauses that carry the point: from the last clause opening with a contrast on, when that
 * part says something of its own (`decides`); otherwise all of them.
 * mainClauses(["虽然仍有分歧", "但已决定先合并"], c => c.includes("决定")) → ["但已决定先合并"].
 */
export function mainClauses(clauses: Clause[], decides: (c: Clause[]) => boolean): Clause[] {
  let at = -1
  clauses.forEach((c, i) => {
    if (c.contrast && i > 0) at = i
  })
  if (at < 0) return clauses
  const main = clauses.slice(at)
  return decides(main) ? main : clauses
}
