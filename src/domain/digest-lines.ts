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
  rawLines(text).forEach((raw, i) => {
    // Invisible characters at either end are cut, so that the line is read as it looks (the
    // parser reports them, at this line: invisibleEdges); a line of only invisible characters
    // counts as blank here (invisibleBlankLines).
    const trimmed = raw.replace(EDGES, '')
    if (trimmed !== '') out.push({ line: i + 1, text: trimmed })
  })
  return out
}

function rawLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
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

const LANG_NAMES: Record<Lang, string> = { zh: 'Chinese', en: 'English' }
// A count as it may be mistyped: a sign, full-width digits, a separator or a decimal point.
const ANY_COUNT = String.raw`[-−－+＋]?[0-9０-９][0-9０-９,，.．]*`
const FOOTER_ATTEMPTS: Record<Lang, RegExp> = {
  zh: new RegExp(String.raw`^本周新建\s*(${ANY_COUNT})\s*个\s*issues?[。.]?$`, 'i'),
  en: new RegExp(String.raw`^(${ANY_COUNT})\s+new\s+issues?\s+this\s+week[.。]?$`, 'i'),
}
const OTHER_LANG: Record<Lang, Lang> = { zh: 'en', en: 'zh' }
const OTHER_FOOTER_HINT: Record<Lang, string> = {
  zh: "an English edition's file name ends in .en.txt",
  en: 'an English edition (*.en.txt) ends with its own',
}

export type FooterReading = { ok: true; count: number } | { ok: false; message: string }

/**
 * The footer of a language, a line meant as one that is wrong (the other language's footer, a
 * count in full-width digits or below zero), or null for any other line. Read as the footer, a
 * wrong one gives one error at its line instead of errors about the threads it would end.
 * readFooter("本周新建 74 个 Issue", "zh") → { ok: true, count: 74 };
 * readFooter("本周新建 ７４ 个 Issue", "zh") → { ok: false, message: "expected … (full-width digits)" }.
 */
export function readFooter(text: string, lang: Lang): FooterReading | null {
  const count = matchFooter(text, lang)
  if (count !== null) return { ok: true, count }
  const other = OTHER_LANG[lang]
  if (FOOTERS[other].test(text) || FOOTER_ATTEMPTS[other].test(text))
    return {
      ok: false,
      message:
        `expected the ${LANG_NAMES[lang]} footer "${FOOTER_SHAPE[lang]}", found the ` +
        `${LANG_NAMES[other]} one "${clip(text)}": ${OTHER_FOOTER_HINT[lang]}`,
    }
  const written = FOOTER_ATTEMPTS[lang].exec(text)?.[1]
  if (written === undefined) return null
  const what = /[０-９]/.test(written)
    ? 'full-width digits'
    : /^[-−－]/.test(written)
      ? 'a negative number'
      : 'not a whole number'
  return {
    ok: false,
    message:
      `expected the footer "${FOOTER_SHAPE[lang]}" with N in plain digits 0-9, found ` +
      `"${clip(text)}" (${what})`,
  }
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
  // "@https://github.com/mjsax: …": the first colon is the address's, not the name's end.
  const address = WEB_ADDRESS.exec(body)?.[1]
  if (address)
    return {
      ok: false,
      message:
        `expected a name before the colon, found the web address "${clip(address)}": write ` +
        `the person's name, e.g. "@Jun Rao: …"`,
    }
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
  const hidden = invisibleChars(name)
  // "👩‍💻" is one emoji to the eye and three characters to a program: the joiner is not a space.
  const joined = hidden.includes(ZWJ) ? JOINED_EMOJI.exec(name)?.[0] : undefined
  if (joined) {
    return {
      ok: false,
      message:
        `expected a name without invisible characters, found ${describeChar(ZWJ)} joining the ` +
        `emoji "${joined}" in "${name}": write the name without the emoji, as the people table has it`,
    }
  }
  if (hidden.length > 0) {
    return {
      ok: false,
      message:
        `expected a name without invisible characters, found ${hidden.map(describeChar).join(', ')} ` +
        `in "${name}": retype the name with plain spaces`,
    }
  }
  if (said === '') {
    return { ok: false, message: `expected the position's text after "${name}:", found nothing` }
  }
  return { ok: true, name, andOthers, text: said }
}

const WEB_ADDRESS = /^\s*([a-z][a-z0-9+.-]*:\/\/[^\s:：]*)/i
const ZWJ = '\u200D'
const JOINED_EMOJI = /\p{Extended_Pictographic}\uFE0F?(?:\u200D\p{Extended_Pictographic}\uFE0F?)+/u

/** Shortens a line for an error message: clip("x".repeat(100)) → 60 "x" and "…". */
export function clip(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max)}…` : text
}

// Characters a reader cannot see or cannot tell from a plain space: format characters (zero
// width spaces and joiners, direction marks, the BOM), spaces other than U+0020, controls.
const INVISIBLE_SET = String.raw`\p{Cf}\p{Zs}\p{Cc}\u2028\u2029\u115F\u1160\u3164\uFFA0`
const INVISIBLE = new RegExp(`[${INVISIBLE_SET}]`, 'u')
/** White space and invisible characters at a line's ends. */
const EDGES = new RegExp(`^[\\s${INVISIBLE_SET}]+|[\\s${INVISIBLE_SET}]+$`, 'gu')
const LEADING = new RegExp(`^[\\s${INVISIBLE_SET}]+`, 'u')
const TRAILING = new RegExp(`[\\s${INVISIBLE_SET}]+$`, 'u')
const CHARACTER_NAMES: Record<number, string> = {
  0x001c: 'file separator',
  0x0085: 'next line',
  0x1160: 'Hangul jungseong filler',
  0x202c: 'pop directional formatting',
  0x2066: 'left-to-right isolate',
  0x00a0: 'no-break space',
  0x00ad: 'soft hyphen',
  0x2002: 'en space',
  0x2003: 'em space',
  0x2009: 'thin space',
  0x200b: 'zero width space',
  0x200c: 'zero width non-joiner',
  0x200d: 'zero width joiner',
  0x200e: 'left-to-right mark',
  0x200f: 'right-to-left mark',
  0x202f: 'narrow no-break space',
  0x2060: 'word joiner',
  0x3000: 'ideographic space',
  0xfeff: 'zero width no-break space (byte-order mark)',
}

/** A code point as a maintainer can look it up: describeChar("\u00A0") → "U+00A0 (no-break space)". */
export function describeChar(ch: string): string {
  const cp = ch.codePointAt(0) ?? 0
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`
  const name = CHARACTER_NAMES[cp]
  return name ? `${hex} (${name})` : hex
}

/** The invisible characters of a text other than the plain space and tab, each once, in order. */
function invisibleChars(text: string): string[] {
  const found: string[] = []
  for (const ch of text)
    if (ch !== ' ' && ch !== '\t' && INVISIBLE.test(ch) && !found.includes(ch)) found.push(ch)
  return found
}

/** Characters JavaScript's trim() takes as white space: at a line's ends they are harmless. */
const TRIMMED = (ch: string) => ch.trim() === ''

/**
 * Invisible characters at the start or end of non-blank lines, which numberLines cuts (a reader
 * sees the line as if they were not there; a program would not): "\u2066@a: x" would otherwise
 * not read as a position. Only characters that are not white space count.
 * invisibleEdges("a\n\u2066b") → [{ line: 2, start: ["\u2066"], end: [] }].
 */
export function invisibleEdges(text: string): { line: number; start: string[]; end: string[] }[] {
  const out: { line: number; start: string[]; end: string[] }[] = []
  rawLines(text).forEach((raw, i) => {
    if (raw.replace(EDGES, '') === '') return
    const hidden = (edge: string | undefined) =>
      invisibleChars([...(edge ?? '')].filter((ch) => !TRIMMED(ch)).join(''))
    const start = hidden(LEADING.exec(raw)?.[0])
    const end = hidden(TRAILING.exec(raw)?.[0])
    if (start.length + end.length > 0) out.push({ line: i + 1, start, end })
  })
  return out
}

/**
 * Lines that look blank but are not: only white space and invisible characters, at least one of
 * them not a plain space or tab. Such a line is an error (it would read as blank to the
 * maintainer and as something else to a program).
 * invisibleBlankLines("a\n\u00A0\nb") → [{ line: 2, chars: ["\u00A0"] }].
 */
export function invisibleBlankLines(text: string): { line: number; chars: string[] }[] {
  const out: { line: number; chars: string[] }[] = []
  rawLines(text).forEach((raw, i) => {
    const chars = invisibleChars(raw)
    if (chars.length > 0 && [...raw].every((ch) => ch === ' ' || INVISIBLE.test(ch)))
      out.push({ line: i + 1, chars })
  })
  return out
}

// Numbers that the dataset reads from the text: KIP numbers and ticket counts ("66 个已解决").
// The footer's count is checked where it is read.
const READ_NUMBERS = [/KIP[-\s]?(\d+)/gi, /(\d+)\s*个/g, /[、，,和及]\s*(\d+)/g]

/**
 * A number the dataset would read from a line but could not keep exactly (above 2^53 − 1), or
 * undefined: inexactNumber("KIP-99999999999999999") → "99999999999999999".
 */
export function inexactNumber(text: string): string | undefined {
  for (const pattern of READ_NUMBERS)
    for (const m of text.matchAll(pattern)) {
      const digits = m[1] ?? ''
      if (!isExactNumber(digits)) return digits
    }
  return undefined
}

/** Whether decimal digits fit a JavaScript number exactly: isExactNumber("9007199254740993") → false. */
export function isExactNumber(digits: string): boolean {
  return BigInt(digits) <= BigInt(Number.MAX_SAFE_INTEGER)
}
