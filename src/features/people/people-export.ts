import type { Lang } from '../../domain/dataset'
import type { DataIndex } from '../../domain/files/schemas'
import type { PersonStats } from '../../domain/people-stats'
import type { ExportColumn, ExportDocument, ExportValue } from '../../shared/lib/export-file'
import { slugPart } from '../../shared/lib/export-name'
import {
  filterParams,
  latestDigestDay,
  pageUrl,
  type Translate,
} from '../../shared/lib/export-values'
import type { AppSearch } from '../../url/search-params'

/**
 * The people list as an export (export-file.ts): everyone its search keeps, in its order, with
 * their other spellings and figures. Loaded when the reader exports.
 */

const FIELDS = [
  'name',
  'aliases',
  'positions',
  'threads',
  'kips',
  'weeks',
  'firstWeek',
  'lastWeek',
  'link',
] as const

/**
 * People rows → the rows of the export: peopleRows([Matthias J. Sax], …)[0] → { name:
 * "Matthias J. Sax", aliases: ["mjsax"], positions: 3, threads: 3, kips: 2, weeks: 1,
 * firstWeek: "2026-W20", lastWeek: "2026-W20", link: "…/en/people/matthias-j-sax/" }.
 */
function peopleRows(
  rows: readonly PersonStats[],
  { lang, siteRoot }: { lang: Lang; siteRoot: string },
): Record<(typeof FIELDS)[number], ExportValue>[] {
  return rows.map((row) => ({
    name: row.name,
    aliases: row.aliases.filter((alias) => alias !== row.name),
    positions: row.positions,
    threads: row.threads,
    kips: row.kips,
    weeks: row.weeks,
    firstWeek: row.firstWeek,
    lastWeek: row.lastWeek,
    link: pageUrl(siteRoot, lang, 'people', row.id),
  }))
}

/** The headers' words: the table's own where it has the column. */
const HEADERS: Record<(typeof FIELDS)[number], string> = {
  name: 'people.col.name',
  aliases: 'people.aliases',
  positions: 'people.col.positions',
  threads: 'people.col.threads',
  kips: 'people.col.kips',
  weeks: 'people.col.weeks',
  firstWeek: 'export.col.firstWeek',
  lastWeek: 'export.col.lastWeek',
  link: 'export.col.link',
}

/** The columns of a people export, headed in the page's language. */
function peopleColumns(t: Translate): ExportColumn[] {
  return FIELDS.map((key) => ({ key, header: t(HEADERS[key]) }))
}

/** The list's search as parts of a file name: { q: "黃竣陽" } → ["search-黃竣陽"]; {} → []. */
function peopleNameParts(search: AppSearch): string[] {
  const q = search.q ? slugPart(search.q) : ''
  return q ? [`search-${q}`] : []
}

/** The export of the people list as its search keeps it, in its order. */
export function peopleExport(input: {
  rows: readonly PersonStats[]
  search: AppSearch
  index: DataIndex
  lang: Lang
  t: Translate
  siteRoot: string
}): ExportDocument {
  const { rows, search, index, lang, t, siteRoot } = input
  return {
    list: 'people',
    nameParts: peopleNameParts(search),
    language: lang,
    filter: filterParams(search, ['q']),
    dataAsOf: latestDigestDay(index),
    columns: peopleColumns(t),
    rows: peopleRows(rows, { lang, siteRoot }),
  }
}
