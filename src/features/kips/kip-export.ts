import type { KipWikiState, Lang, ThreadStatus } from '../../domain/dataset'
import type { DataIndex } from '../../domain/files/schemas'
import type { KipCatalogRow } from '../../domain/kip-catalog'
import type { KipCardSummary } from '../../domain/kip-story'
import { wikiStateKey } from '../../shared/components/wiki-state'
import type { ExportColumn, ExportDocument, ExportValue } from '../../shared/lib/export-file'
import { slugPart } from '../../shared/lib/export-name'
import {
  filterParams,
  latestDigestDay,
  pageUrl,
  statusEvidenceText,
  type Translate,
} from '../../shared/lib/export-values'
import { KIP_LIST_FILTERS, type AppSearch } from '../../url/search-params'

/**
 * The KIP list's rows as an export (export-file.ts): every KIP its filter keeps, all pages, in
 * its order; the wiki's facts with their date, and for a KIP the digests discussed, its digest
 * status with the words that decided it, the weeks it was discussed and its latest binding votes.
 * Loaded when the reader exports.
 */

const FIELDS = [
  'kip',
  'title',
  'wikiState',
  'wikiAsOf',
  'author',
  'created',
  'digestStatus',
  'digestStatusEvidence',
  'weeksDiscussed',
  'lastDiscussed',
  'people',
  'bindingFor',
  'bindingAgainst',
  'bindingAbstain',
  'wikiDisagrees',
  'link',
] as const

interface RowContext {
  lang: Lang
  t: Translate
  /** The date of the wiki's facts (index.kipFactsAsOf). */
  wikiAsOf: string | null
  /** The digests' summary of each KIP they discussed (kips.json), by number. */
  summaries: ReadonlyMap<number, KipCardSummary>
  siteRoot: string
}

/**
 * KIP list rows → the rows of the export: kipRows([KIP-1327's row], …)[0] → { kip: 1327,
 * wikiState: "accepted", wikiAsOf: "2026-08-22", digestStatus: "tentative",
 * weeksDiscussed: ["2026-W20"], bindingFor: null, … }. A KIP the digests did not discuss has
 * null in their fields.
 */
function kipRows(
  rows: readonly KipCatalogRow[],
  { lang, t, wikiAsOf, summaries, siteRoot }: RowContext,
): Record<(typeof FIELDS)[number], ExportValue>[] {
  return rows.map((row) => {
    const summary = summaries.get(row.kip)
    const binding = row.digest?.binding ?? null
    return {
      kip: row.kip,
      title: row.title,
      wikiState: row.state,
      wikiAsOf: row.state ? wikiAsOf : null,
      author: row.author,
      created: row.created,
      digestStatus: row.digest?.status ?? null,
      digestStatusEvidence: summary ? statusEvidenceText(summary, lang, t) : null,
      weeksDiscussed: summary ? summary.weeks.map((w) => w.week) : null,
      lastDiscussed: row.digest?.lastWeek ?? null,
      people: row.digest?.people ?? null,
      bindingFor: binding?.['+1'] ?? null,
      bindingAgainst: binding?.['-1'] ?? null,
      bindingAbstain: binding?.['0'] ?? null,
      wikiDisagrees: row.digest ? row.digest.wikiDisagrees : null,
      link: pageUrl(siteRoot, lang, 'kips', String(row.kip)),
    }
  })
}

/** The columns of a KIP export, headed in the page's language; states and statuses in its words. */
function kipColumns(t: Translate): ExportColumn[] {
  const text: Partial<Record<(typeof FIELDS)[number], (value: ExportValue) => string>> = {
    wikiState: (value) => t(wikiStateKey(value as KipWikiState)),
    digestStatus: (value) => t(`status.${value as ThreadStatus}`),
    wikiDisagrees: (value) => t(value ? 'export.yes' : 'export.no'),
  }
  return FIELDS.map((key) => ({
    key,
    header: t(`export.col.${key}`),
    ...(text[key] ? { text: text[key] } : {}),
  }))
}

/**
 * The list's filter as parts of a file name: { wiki: ["accepted"] } → ["state-accepted"];
 * { discussed: false, year: 2025, quarter: 3 } → ["not-discussed", "created-2025-q3"];
 * { author: "Ken Huang" } → ["author-ken-huang"].
 */
export function kipNameParts(search: AppSearch): string[] {
  const words = (states: readonly string[]) => states.map((s) => s.replace(/ /g, '-')).join('-')
  const parts: string[] = []
  if (search.wiki?.length) parts.push(`state-${words(search.wiki)}`)
  if (search.discussed !== undefined) parts.push(search.discussed ? 'discussed' : 'not-discussed')
  if (search.status?.length) parts.push(`status-${search.status.join('-')}`)
  if (search.kip?.length) parts.push(`kip-${search.kip.join('-')}`)
  const author = search.author ? slugPart(search.author) : ''
  if (author) parts.push(`author-${author}`)
  const quarter = search.quarter === undefined ? '' : `q${search.quarter}`
  if (search.year !== undefined)
    parts.push(['created', search.year, quarter].filter(Boolean).join('-'))
  else if (quarter) parts.push(`created-${quarter}`)
  if (search.disagree !== undefined) parts.push(search.disagree ? 'wiki-disagrees' : 'wiki-agrees')
  if (search.standing) parts.push(search.standing)
  if (search.became) parts.push(`became-${words([search.became])}`)
  if (search.month) parts.push(`changed-${search.month}`)
  const q = search.q ? slugPart(search.q) : ''
  if (q) parts.push(`search-${q}`)
  return parts
}

export interface KipExportInput {
  /** The rows the list's filter keeps, in its order (kipListRows). */
  rows: readonly KipCatalogRow[]
  /** The digests' KIP summaries (kips.json). */
  summaries: readonly KipCardSummary[]
  search: AppSearch
  index: DataIndex
  lang: Lang
  t: Translate
  siteRoot: string
}

/** The export of the KIP list as its filter selects it. */
export function kipExport(input: KipExportInput): ExportDocument {
  const { rows, summaries, search, index, lang, t, siteRoot } = input
  const wikiAsOf = index.kipFactsAsOf
  return {
    list: 'kips',
    nameParts: kipNameParts(search),
    language: lang,
    filter: filterParams(search, KIP_LIST_FILTERS),
    dataAsOf: latestDigestDay(index),
    wikiAsOf,
    columns: kipColumns(t),
    rows: kipRows(rows, {
      lang,
      t,
      wikiAsOf,
      summaries: new Map(summaries.map((s) => [s.kip, s])),
      siteRoot,
    }),
  }
}
