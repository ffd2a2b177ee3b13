/**
 * Cue tables: words a rule looks for, written so that people can read them (the rules page
 * lists them) and the rules can match them.
 *
 * A cue is a word ("合并") or a pattern with gaps ("达成…一致": 达成, then at most a few
 * characters of the same clause, then 一致). Each cue has an English gloss, shown on English
 * pages next to the Chinese words.
 */

export interface CueWords<C extends string> {
  concept: C
  /** Words or gap patterns ("达成…一致"); the longest match at a place wins. */
  words: readonly string[]
  /** What the cue means, in English. */
  gloss: string
  /** How the rules page lists the words, where the list itself is long (every noun × every verb). */
  display?: readonly string[]
}

export interface CueMatch<C extends string> {
  concept: C
  gloss: string
  /** The matched words, exactly as written. */
  text: string
  index: number
  /** Where the last piece of a gap pattern starts: negation is checked there ("分歧仍未解决"). */
  headIndex: number
}

/** At most this many characters of the same clause stand in for "…" ("……": a long gap). */
const GAP = 10
const LONG_GAP = 24
/** A text as a regular expression that matches exactly it. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

interface Compiled<C extends string> {
  cue: CueWords<C>
  word: string
  /** Every match begins with these characters: a text without them is not searched at all. */
  first: string
  re: RegExp
}

function compile<C extends string>(cue: CueWords<C>, word: string): Compiled<C> {
  const gap = word.includes('……') ? LONG_GAP : GAP
  const pieces = word.split(/…+/)
  const last = pieces.length - 1
  const body = pieces.map((p, i) =>
    i === last && last > 0 ? `(?<head>${escapeRegExp(p)})` : escapeRegExp(p),
  )
  // Match indices ("d") only where there is a head to find: they slow every match down.
  const flags = last > 0 ? 'gd' : 'g'
  return {
    cue,
    word,
    first: pieces[0] ?? '',
    re: new RegExp(body.join(`[^，。；;！？!?]{0,${gap}}?`), flags),
  }
}

export type CueFinder<C extends string> = (text: string) => CueMatch<C>[]

/**
 * Compiles cue tables into a finder of non-overlapping matches: tables earlier in the list
 * take their words first (a resolution "分歧已经消除" before the disagreement "分歧"), and at
 * one place the longest match wins. Words in `neutral` are no cue at all ("发布经理", "反对票").
 * cueFinder([{ concept: "closed", words: ["合并"], gloss: "merged" }])("PR 已合并")
 *   → [{ concept: "closed", text: "合并", index: 4, headIndex: 4, gloss: "merged" }].
 */
export function cueFinder<C extends string>(
  tables: readonly CueWords<C>[],
  neutral: readonly string[] = [],
): CueFinder<C> {
  const compiled = tables.map((t) => t.words.map((w) => compile(t, w)))
  const neutralRe = neutral.length
    ? new RegExp(
        neutral
          .map(escapeRegExp)
          .sort((a, b) => b.length - a.length)
          .join('|'),
        'g',
      )
    : null
  return (text) => {
    const taken = new Array<boolean>(text.length).fill(false)
    const take = (from: number, to: number) => taken.fill(true, from, to)
    const free = (from: number, to: number) => !taken.slice(from, to).includes(true)
    if (neutralRe) for (const m of text.matchAll(neutralRe)) take(m.index, m.index + m[0].length)
    const out: CueMatch<C>[] = []
    for (const table of compiled) {
      const hits: CueMatch<C>[] = []
      // Hundreds of cues per clause: most are not in it, which includes() tells at once.
      for (const { cue, first, re } of table) {
        if (!text.includes(first)) continue
        for (const m of text.matchAll(re)) {
          const head = m.indices?.groups?.head?.[0] ?? m.index
          hits.push({
            concept: cue.concept,
            gloss: cue.gloss,
            text: m[0],
            index: m.index,
            headIndex: head,
          })
        }
      }
      hits.sort((a, b) => a.index - b.index || b.text.length - a.text.length)
      for (const hit of hits)
        if (free(hit.index, hit.index + hit.text.length)) {
          take(hit.index, hit.index + hit.text.length)
          out.push(hit)
        }
    }
    return out.sort((a, b) => a.index - b.index)
  }
}
