/**
 * Splits a digest into numbered lines and classifies each one. Kept apart from the grammar so
 * that the rules for "what a line looks like" live in one place.
 */
import type { Lang } from './dataset'

export interface NumberedLine {
  /** 1-based line number in the file. */
  line: number
  /** The line without surrounding white space (trailing spaces are common in hand-edited files). */
  text: string
}

/**
 * Non-blank lines with their 1-based numbers; strips a UTF-8 BOM and accepts LF, CRLF and CR.
 * numberLines("\uFEFFa\r\n\r\n b ") → [{ line: 1, text: "a" }, { line: 3, text: "b" }].
 */
export function numberLines(text: string): NumberedLine[] {
  const out: NumberedLine[] = []
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, i) => {
      const trimmed = raw.trim()
      if (trimmed !== '') out.push({ line: i + 1, text: trimmed })
    })
  return out
}

/** Number of lines in a file, as numberLines counts them: countLines("a\nb\n") → 3. */
export function countLines(text: string): number {
  return text.split(/\r\n|\r|\n/).length
}

const HEADER = /^(\d{4}-\d{2}-\d{2})\s*[~～]\s*(\d{4}-\d{2}-\d{2})$/
// Something that tries to be a header (starts with a date) but may be malformed.
const HEADER_LIKE = /^\d{4}\s*-\s*\d{1,2}\s*-\s*\d{1,2}/

/** Header dates of a line: "2026-05-11 ~ 2026-05-17" → ["2026-05-11", "2026-05-17"]; else null. */
export function matchHeader(text: string): [string, string] | null {
  const m = HEADER.exec(text)
  return m && m[1] && m[2] ? [m[1], m[2]] : null
}

/** Whether a line looks like an attempt at a header: "2026-5-11 - 2026-5-17" → true. */
export function looksLikeHeader(text: string): boolean {
  return HEADER_LIKE.test(text)
}

const FOOTERS: Record<Lang, RegExp> = {
  zh: /^本周新建\s*(\d+)\s*个\s*issues?[。.]?$/i,
  en: /^(\d+)\s+new\s+issues?\s+this\s+week[.。]?$/i,
}

/** The footer's count for a language: matchFooter("本周新建 74 个 Issue", "zh") → 74; else null. */
export function matchFooter(text: string, lang: Lang): number | null {
  const m = FOOTERS[lang].exec(text)
  return m ? Number(m[1]) : null
}

/** The footer line as each language writes it, for error messages. */
export const FOOTER_SHAPE: Record<Lang, string> = {
  zh: '本周新建 <N> 个 Issue',
  en: '<N> new issues this week',
}

/** Whether a line is a position ("@name: text"); a full-width ＠ counts too. */
export function isPositionLine(text: string): boolean {
  return text.startsWith('@') || text.startsWith('＠')
}

// "等" (zh) and "et al." / "and others" (en) after a name mean "and others".
const AND_OTHERS = /\s*(?:等|et\s+al\.?|and\s+others)$/i

export type PositionParse =
  { ok: true; name: string; andOthers: boolean; text: string } | { ok: false; message: string }

/**
 * Reads "@name: text" (half- or full-width colon).
 * parsePositionLine("@Muralidhar Basani 等：投票支持") → { ok, name: "Muralidhar Basani", andOthers: true, text: "投票支持" }.
 */
export function parsePositionLine(text: string): PositionParse {
  const body = text.slice(1)
  const colon = body.search(/[:：]/)
  if (colon < 0) {
    return {
      ok: false,
      message: `expected a position "@name: text", found no colon after the name in "${clip(text)}"`,
    }
  }
  const rawName = body.slice(0, colon).trim()
  const said = body.slice(colon + 1).trim()
  const andOthers = AND_OTHERS.test(rawName)
  const name = rawName.replace(AND_OTHERS, '').trim()
  if (name === '') {
    return {
      ok: false,
      message: `expected a name between "@" and the colon, found "${clip(text)}"`,
    }
  }
  if (said === '') {
    return { ok: false, message: `expected the position's text after "${name}:", found nothing` }
  }
  return { ok: true, name, andOthers, text: said }
}

/** Shortens a line for an error message: clip("x".repeat(100)) → 60 "x" and "…". */
export function clip(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max)}…` : text
}
