/**
 * A table as CSV that spreadsheets open as they should (RFC 4180, as Excel reads it): a UTF-8
 * byte-order mark first, without which Excel takes the bytes for the local code page and shows
 * Chinese as mojibake; CRLF between records; a cell quoted when it holds a comma, a quote or a
 * line break, its quotes doubled.
 *
 * Digest text is written by people and is untrusted: a cell that starts with = + - @, a tab or a
 * carriage return would be read as a formula by spreadsheets (CSV injection, as OWASP describes
 * it), so such a text cell gets a leading ' and stays text. Numbers are ours, written as numbers.
 * Pure: no DOM, so the tests run it as the browser does.
 */

/** A cell: text (guarded and quoted as needed), a number, or nothing (an empty cell). */
export type CsvCell = string | number | null

const BOM = '\uFEFF'
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

/**
 * One cell as CSV: csvCell('a,b') → '"a,b"'; csvCell('say "hi"') → '"say ""hi"""';
 * csvCell('=1+1') → "'=1+1"; csvCell(-1) → '-1'; csvCell(null) → ''.
 */
export function csvCell(cell: CsvCell): string {
  if (cell === null) return ''
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : ''
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * Rows (the header first) → the CSV file's text, with its byte-order mark:
 * toCsv([["KIP", "标题"], [1327, "a, b"]]) → '\uFEFFKIP,标题\r\n1327,"a, b"\r\n'.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return BOM + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')
}
