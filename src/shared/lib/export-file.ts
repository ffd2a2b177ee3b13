import type { Lang } from '../../domain/dataset'
import { toCsv } from './export-csv'
import { exportFileName, type ExportFormat, type ExportList } from './export-name'

/**
 * A list as a file to download: the rows a list's filter selects, shaped by its view
 * (thread-export.ts, position-export.ts, kip-export.ts, people-export.ts), written here as CSV (for spreadsheets:
 * headers and words in the page's language) or JSON (for programs: the same fields under stable
 * English keys, with the filter and the data's date). Loaded only when a reader exports
 * (export-download.ts, which export-menu.tsx imports on demand).
 */

/** A cell of a row: JSON writes it as it is; CSV writes a list joined with "; ". */
export type ExportValue = string | number | boolean | null | readonly (string | number)[]

export interface ExportColumn {
  /** The field's key in JSON. */
  key: string
  /** The column's name in the CSV header, in the page's language. */
  header: string
  /**
   * The cell as the CSV shows it, where not the value itself: a status in the page's words, a
   * vote as a number (a spreadsheet sums it).
   */
  text?: (value: ExportValue) => string | number
}

export interface ExportDocument {
  list: ExportList
  /** The parts of the file name that say the filter: ["kip-1327", "status-tentative"]. */
  nameParts: string[]
  /** The language of the texts and the CSV's words (a text without English stays Chinese). */
  language: Lang
  /** The filter as the address writes it, `{ kip: "1327", status: "tentative" }`; `{}` for none. */
  filter: Record<string, string>
  /** The data's date: the last day of the latest digest. */
  dataAsOf: string | null
  /** For the KIP list: the date of the wiki's facts. */
  wikiAsOf?: string | null
  columns: ExportColumn[]
  rows: Record<string, ExportValue>[]
}

export interface ExportFile {
  name: string
  /** The MIME type of its Blob. */
  type: string
  text: string
}

/** The cell as CSV writes it: a list joined with "; ", a boolean as true/false. */
function csvText(column: ExportColumn, value: ExportValue): string | number | null {
  if (value === null) return null
  if (column.text) return column.text(value)
  if (typeof value === 'boolean') return String(value)
  if (typeof value === 'string' || typeof value === 'number') return value
  return value.join('; ')
}

/**
 * A document as a file: encodeExport(doc, "csv") → { name: "kafka-digest-threads-kip-1327.csv",
 * type: "text/csv;charset=utf-8", text: "\uFEFFWeek,Id,…\r\n…" }.
 */
export function encodeExport(doc: ExportDocument, format: ExportFormat): ExportFile {
  const name = exportFileName(doc.list, doc.nameParts, format)
  if (format === 'csv') {
    const header = doc.columns.map((c) => c.header)
    const rows = doc.rows.map((row) => doc.columns.map((c) => csvText(c, row[c.key] ?? null)))
    return { name, type: 'text/csv;charset=utf-8', text: toCsv([header, ...rows]) }
  }
  const json = {
    list: doc.list,
    language: doc.language,
    filter: doc.filter,
    dataAsOf: doc.dataAsOf,
    ...(doc.wikiAsOf !== undefined ? { wikiAsOf: doc.wikiAsOf } : {}),
    count: doc.rows.length,
    // Only the columns' fields, in their order.
    rows: doc.rows.map((row) =>
      Object.fromEntries(doc.columns.map((c) => [c.key, row[c.key] ?? null])),
    ),
  }
  return { name, type: 'application/json', text: `${JSON.stringify(json, null, 2)}\n` }
}
