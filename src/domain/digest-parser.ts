/**
 * The digest grammar (docs/data-format.md):
 *
 *   header      YYYY-MM-DD ~ YYYY-MM-DD        a Monday and the Sunday after it
 *   thread+     summary / position+ ("@name: text") / conclusion
 *   footer      本周新建 <N> 个 Issue (en: "<N> new issues this week"), then one paragraph
 *
 * Blank lines may appear anywhere but inside the footer's paragraph, which a blank line ends.
 * Every non-blank line ends up in exactly one field of the result, or the result is a list of
 * errors: a hand-edited file never loses a line silently.
 */
import type { Lang } from './dataset'
import {
  FOOTER_SHAPE,
  clip,
  countLines,
  describeChar,
  inexactNumber,
  invisibleBlankLines,
  invisibleEdges,
  isExactNumber,
  isPositionLine,
  looksLikeHeader,
  matchFooter,
  matchHeader,
  numberLines,
  parsePositionLine,
  readFooter,
  type NumberedLine,
} from './digest-lines'
import { addDays, isMonday, isValidIsoDate } from './iso-week'
import { readKipRefs } from './kip-refs'

export interface DigestError {
  file: string
  /** 1-based line of the problem (the last line of the file when something is missing at its end). */
  line: number
  message: string
}

export interface LineText {
  line: number
  text: string
}

interface ParsedPosition extends LineText {
  /** The name as written, without " 等" / " et al.". */
  name: string
  andOthers: boolean
}

export interface ParsedThread {
  summary: LineText
  positions: ParsedPosition[]
  conclusion: LineText
}

export interface ParsedDigest {
  file: string
  lang: Lang
  start: string
  end: string
  headerLine: number
  threads: ParsedThread[]
  footer: {
    line: number
    created: number
    /** The paragraph's lines joined with "\n". */
    paragraph: string
    paragraphLines: number[]
  }
}

/**
 * Problems a maintainer should look at that do not make the file wrong (a file name whose date
 * is not the header's): the ingest report lists them.
 */
type DigestWarning = DigestError

export type ParseResult =
  | { ok: true; digest: ParsedDigest; warnings: DigestWarning[] }
  /** `start`: the header's Monday, when the header itself was read. */
  | { ok: false; errors: DigestError[]; start?: string }

interface Draft {
  summary: LineText
  positions: ParsedPosition[]
  /** Set when a malformed "@" line stood where a position belongs: the thread did have one. */
  brokenPosition: boolean
}

/**
 * Parses one digest file.
 * parseDigest("2026-05-11 ~ 2026-05-17\nS\n@a: x\nC\n本周新建 1 个 Issue\nP", "w.txt", "zh")
 *   → { ok: true, digest: { start: "2026-05-11", threads: [{ summary: { line: 2, text: "S" }, … }], … } }
 */
export function parseDigest(text: string, fileName: string, lang: Lang): ParseResult {
  const lines = numberLines(text)
  const errors: DigestError[] = []
  const warnings: DigestWarning[] = []
  const fail = (line: number, message: string) => errors.push({ file: fileName, line, message })
  const warn = (line: number, message: string) => warnings.push({ file: fileName, line, message })
  for (const blank of invisibleBlankLines(text))
    fail(
      blank.line,
      `expected a blank line to be blank, found only invisible characters: ` +
        `${blank.chars.map(describeChar).join(', ')}`,
    )
  for (const edge of invisibleEdges(text)) {
    const at = (chars: string[], where: string) =>
      chars.length > 0 ? [`${chars.map(describeChar).join(', ')} at its ${where}`] : []
    fail(
      edge.line,
      'expected a line without invisible characters at its start or end, found ' +
        `${[...at(edge.start, 'start'), ...at(edge.end, 'end')].join(' and ')}: delete it`,
    )
  }
  for (const l of lines) {
    const digits = inexactNumber(l.text)
    if (digits !== undefined) fail(l.line, inexactMessage(digits))
    // In either language: a garbled reference read as some KIP would give a thread a wrong id.
    for (const message of readKipRefs(l.text).malformed) fail(l.line, message)
  }
  const lastLine = lines.at(-1)?.line ?? Math.max(1, countLines(text))

  const header = readHeader(lines[0], lastLine, fail)
  if (lines.length === 0) return { ok: false, errors }
  let i = header.consumed ? 1 : 0

  const threads: ParsedThread[] = []
  let draft: Draft | null = null
  // After a conclusion, remember it: if a position follows, that "conclusion" was really the
  // summary of the next thread and the previous thread lacked its conclusion.
  let justClosed: ParsedThread | null = null

  for (; i < lines.length; i++) {
    const cur = lines[i] as NumberedLine
    if (readFooter(cur.text, lang) !== null) break
    if (isPositionLine(cur.text)) {
      const parsed = parsePositionLine(cur.text)
      if (!draft) {
        if (justClosed) {
          fail(
            cur.line,
            `expected a thread summary (a line not starting with @), found a position; the thread ` +
              `of line ${justClosed.summary.line} seems to lack its conclusion (line ` +
              `${justClosed.conclusion.line} would then be the next summary)`,
          )
          threads.pop()
          draft = { summary: justClosed.conclusion, positions: [], brokenPosition: false }
        } else {
          fail(
            cur.line,
            `expected a thread summary (a line not starting with @), found a position "${clip(cur.text)}"`,
          )
          draft = { summary: { line: cur.line, text: '' }, positions: [], brokenPosition: true }
        }
      }
      justClosed = null
      if (parsed.ok) {
        const { name, andOthers, text: said } = parsed
        draft.positions.push({ line: cur.line, name, andOthers, text: said })
      } else {
        fail(cur.line, parsed.message)
        draft.brokenPosition = true
      }
      continue
    }
    justClosed = null
    if (!draft) {
      draft = { summary: cur, positions: [], brokenPosition: false }
      continue
    }
    if (draft.positions.length === 0 && !draft.brokenPosition) {
      fail(
        cur.line,
        `expected a position "@name: text" after the summary on line ${draft.summary.line}, ` +
          `found "${clip(cur.text)}"`,
      )
      // Either this line is the summary of the next thread, or the conclusion of a thread
      // without positions: the next line decides, so that one defect gives one error.
      const next = lines[i + 1]
      draft =
        next && isPositionLine(next.text)
          ? { summary: cur, positions: [], brokenPosition: false }
          : null
      continue
    }
    const thread: ParsedThread = {
      summary: draft.summary,
      positions: draft.positions,
      conclusion: cur,
    }
    threads.push(thread)
    justClosed = thread
    draft = null
  }

  const footerAt = lines[i]
  if (draft) {
    const where = footerAt
      ? `found the footer "${clip(footerAt.text)}"`
      : 'found the end of the file'
    const expected =
      draft.positions.length === 0 && !draft.brokenPosition
        ? `a position "@name: text" after the summary on line ${draft.summary.line}`
        : `a conclusion (a line not starting with @) for the thread of line ${draft.summary.line}`
    fail(footerAt?.line ?? lastLine, `expected ${expected}, ${where}`)
  }
  if (!footerAt) {
    fail(
      lastLine,
      `expected the footer "${FOOTER_SHAPE[lang]}" after the last thread, found the end of the file`,
    )
    return { ok: false, errors }
  }
  if (threads.length === 0 && !draft) {
    fail(
      footerAt.line,
      'expected at least one thread (summary, positions, conclusion) before the footer',
    )
  }
  const footer = readFooter(footerAt.text, lang)
  if (footer && !footer.ok) fail(footerAt.line, footer.message)
  const created = footer?.ok ? footerCount(footerAt, footer.count, fail) : 0
  const paragraph = readParagraph(lines.slice(i + 1), footerAt, lang, fail)
  if (header.dates) checkFileNameDate(fileName, header.dates[0], header.line, warn)

  if (errors.length > 0 || !header.dates)
    return { ok: false, errors, ...(header.dates ? { start: header.dates[0] } : {}) }
  return {
    ok: true,
    warnings,
    digest: {
      file: fileName,
      lang,
      start: header.dates[0],
      end: header.dates[1],
      headerLine: header.line,
      threads,
      footer: {
        line: footerAt.line,
        created,
        paragraph: paragraph.map((l) => l.text).join('\n'),
        paragraphLines: paragraph.map((l) => l.line),
      },
    },
  }
}

type Fail = (line: number, message: string) => void

/** Kafka was open-sourced in 2011: a digest of an earlier week has a mistyped year ("0001"). */
const FIRST_YEAR = 2011

const HEADER_SHAPE = '"YYYY-MM-DD ~ YYYY-MM-DD" (a Monday and the Sunday after it)'

function readHeader(
  first: NumberedLine | undefined,
  lastLine: number,
  fail: Fail,
): { consumed: boolean; line: number; dates: [string, string] | null } {
  if (!first) {
    fail(lastLine, `expected the header ${HEADER_SHAPE}, found an empty file`)
    return { consumed: false, line: lastLine, dates: null }
  }
  const dates = matchHeader(first.text)
  if (!dates) {
    // A line that does not even start with a date is probably the first summary: leave it to
    // the thread grammar so that the missing header gives one error, not a cascade.
    const consumed = looksLikeHeader(first.text)
    fail(first.line, `expected the header ${HEADER_SHAPE}, found "${clip(first.text)}"`)
    return { consumed, line: first.line, dates: null }
  }
  const [start, end] = dates
  const bad = [start, end].find((d) => !isValidIsoDate(d))
  if (bad) {
    fail(first.line, `expected a real calendar date in the header, found "${bad}"`)
    return { consumed: true, line: first.line, dates: null }
  }
  if (Number(start.slice(0, 4)) < FIRST_YEAR) {
    fail(
      first.line,
      `expected a week since the Apache Kafka project began (${FIRST_YEAR}), found the week of ` +
        `${start}: is the year right?`,
    )
    return { consumed: true, line: first.line, dates: null }
  }
  if (!isMonday(start)) {
    fail(first.line, `expected the week to start on a Monday, found "${start}"`)
    return { consumed: true, line: first.line, dates: null }
  }
  if (end !== addDays(start, 6)) {
    fail(
      first.line,
      `expected the week to end on ${addDays(start, 6)} (start + 6 days), found "${end}"`,
    )
    return { consumed: true, line: first.line, dates: null }
  }
  return { consumed: true, line: first.line, dates }
}

function inexactMessage(digits: string): string {
  return (
    `expected a number up to 2^53 − 1 (9007199254740991), found ${clip(digits, 30)}, which a ` +
    'JavaScript number cannot hold exactly'
  )
}

/** The footer's count, or an error when it is not an exact number. */
function footerCount(footer: NumberedLine, count: number, fail: Fail): number {
  const digits = /\d+/.exec(footer.text)?.[0] ?? '0'
  if (!isExactNumber(digits) && inexactNumber(footer.text) === undefined)
    fail(footer.line, inexactMessage(digits))
  return count
}

/** "2026-05-18.zh.txt" with a header of 2026-05-11 → a warning: which one is right? */
function checkFileNameDate(fileName: string, start: string, line: number, warn: Fail): void {
  const named = /^(\d{4}-\d{2}-\d{2})/.exec(fileName.split('/').pop() ?? '')?.[1]
  if (named && named !== start)
    warn(
      line,
      `the file name says ${named} but the header says the week of ${start}: ` +
        'rename the file or fix the header',
    )
}

/**
 * The footer's paragraph: the lines after the footer up to the first blank line. Anything after
 * that blank line is an error, not more of the week's JIRA summary: it is usually a thread
 * written after the footer by mistake, and the summary would publish it as JIRA's news.
 */
function readParagraph(
  rest: NumberedLine[],
  footer: NumberedLine,
  lang: Lang,
  fail: Fail,
): NumberedLine[] {
  const [first] = rest
  if (!first) {
    fail(footer.line, `expected a paragraph after the footer "${clip(footer.text)}", found nothing`)
    return []
  }
  let end = 1
  while (end < rest.length && rest[end]?.line === (rest[end - 1]?.line ?? 0) + 1) end++
  const paragraph: NumberedLine[] = []
  for (const l of rest.slice(0, end)) {
    if (isPositionLine(l.text)) {
      fail(
        l.line,
        `expected the footer's paragraph, found a position after the footer "${clip(l.text)}"`,
      )
    } else if (matchFooter(l.text, lang) !== null) {
      fail(l.line, `expected one footer, found a second one (the first is on line ${footer.line})`)
    } else paragraph.push(l)
  }
  const stray = rest[end]
  if (stray)
    fail(
      stray.line,
      `expected nothing after the footer's paragraph (line ${first.line}), found ` +
        `"${clip(stray.text)}" after a blank line: a thread goes above the footer ` +
        `"${clip(footer.text)}"; more of the JIRA summary goes on the lines right after line ` +
        `${first.line}, without a blank line`,
    )
  return paragraph
}
