import type { Lang, Localized } from '../dataset'
import { matchWords } from './matches'

/**
 * Where a query matched in a thread, for a search result: the words around the first match in
 * what the thread says, a position first (with who wrote it), then the summary, then the
 * conclusion; or the position of a person the query names. In the page's language first, then
 * the other. Nothing where only the title matched: the result shows the title already.
 */

type SnippetPlace = 'position' | 'summary' | 'conclusion'

export interface ThreadSnippet {
  place: SnippetPlace
  /** The name of the person whose position matched, as the digest wrote it. */
  person?: string
  /** The matched text, cut around the match ("…" where cut). */
  text: string
}

interface ThreadText {
  summary: Localized
  conclusion: Localized
  positions: readonly { name: string; person?: string; text: Localized }[]
}

/** Characters kept before and after the match. */
const BEFORE = 24
const AFTER = 56

/**
 * The first match in a text, and how many of the query's words the text has: a text with more
 * of them tells more ("Synthetic Person 1" is Person 1's position, not Person 10's).
 */
function bestMatch(
  text: string,
  query: string,
): { at: number; length: number; words: number } | null {
  const found = matchWords(text, query)
  const first = found[0]
  return first ? { ...first, words: new Set(found.map((m) => m.word)).size } : null
}

/** The text around a match, cut with ellipses, between words where the text has spaces. */
function around(text: string, at: number, length: number): string {
  let start = Math.max(0, at - BEFORE)
  let end = Math.min(text.length, at + length + AFTER)
  const latin = /[A-Za-z0-9]/
  if (start > 0 && latin.test(text[start - 1] ?? '')) {
    const space = text.indexOf(' ', start)
    if (space !== -1 && space < at) start = space + 1
  }
  if (end < text.length && latin.test(text[end] ?? '')) {
    const space = text.lastIndexOf(' ', end)
    if (space > at + length) end = space
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`
}

/**
 * threadSnippet(thread, "批量提交", "zh") → { place: "position", person: "mjsax", text: "建议把批量提交做成可配置。" };
 * threadSnippet(thread, "KIP-1163", "en") → null (only the title matched).
 */
export function threadSnippet(
  thread: ThreadText,
  query: string,
  lang: Lang,
  /** Other spellings of a person, by id ("Ken Huang" of 黃竣陽). */
  aliases: (personId: string) => readonly string[] = () => [],
): ThreadSnippet | null {
  const other: Lang = lang === 'zh' ? 'en' : 'zh'
  const texts: { place: SnippetPlace; person?: string; text: Localized }[] = [
    ...thread.positions.map((p) => ({ place: 'position' as const, person: p.name, text: p.text })),
    { place: 'summary', text: thread.summary },
    { place: 'conclusion', text: thread.conclusion },
  ]
  // The text with the most of the query's words, the page's language first, then in order.
  let best: ThreadSnippet | null = null
  let most = 0
  for (const language of [lang, other])
    for (const { place, person, text } of texts) {
      const shown = text[language]
      const match = shown === undefined ? null : bestMatch(shown, query)
      if (shown !== undefined && match && match.words > most) {
        most = match.words
        best = { place, ...(person && { person }), text: around(shown, match.at, match.length) }
      }
    }
  // The query names a person, by any spelling: their position, from its start.
  for (const p of thread.positions) {
    const names = [p.name, ...(p.person ? aliases(p.person) : [])]
    const named = Math.max(0, ...names.map((name) => bestMatch(name, query)?.words ?? 0))
    if (named > most) {
      most = named
      best = { place: 'position', person: p.name, text: around(p.text[lang] ?? p.text.zh, 0, 0) }
    }
  }
  return best
}
