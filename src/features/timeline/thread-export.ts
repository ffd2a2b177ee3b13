import type { QueryClient } from '@tanstack/react-query'
import type { FetchJson } from '../../data/data-source'
import { shownIn, textIn, type Lang, type Thread } from '../../domain/dataset'
import type { DataIndex } from '../../domain/files/schemas'
import type { ThreadFacets } from '../../domain/files/thread-facets'
import type { ExportColumn, ExportDocument, ExportValue } from '../../shared/lib/export-file'
import { slugPart } from '../../shared/lib/export-name'
import {
  filterParams,
  latestDigestDay,
  pageUrl,
  statusEvidenceText,
  type Translate,
} from '../../shared/lib/export-values'
import { loadThreads, type WeekThreads } from '../../shared/lib/load-threads'
import { groupByWeek } from '../../shared/lib/match-threads'
import { inWeekRange, type Filters } from '../../url/search-params'

/**
 * The threads a timeline's filter selects, every page of them, as an export (export-file.ts):
 * their texts come from the week files, in the page's language as the view shows them. Loaded
 * when the reader exports, never with the timeline.
 */

const FIELDS = [
  'week',
  'id',
  'title',
  'status',
  'statusEvidence',
  'kips',
  'participants',
  'summary',
  'conclusion',
  'textLanguage',
  'link',
] as const

/** What the rows need besides the threads. */
interface RowContext {
  lang: Lang
  t: Translate
  /** Person id → display name. */
  names: ReadonlyMap<string, string>
  /** The site root's address (document.baseURI), for each thread's link. */
  siteRoot: string
}

/**
 * Threads → the rows of the export, one per thread, texts in the page's language:
 * threadRows([kip-1327's thread], { lang: "en", … })[0] → { week: "2026-W20",
 * id: "2026-W20-kip-1327", status: "tentative", kips: ["KIP-1327"], participants: ["Jun Rao", …],
 * textLanguage: "en", link: "…/en/thread/2026-W20-kip-1327/", … }.
 */
function threadRows(
  threads: readonly Thread[],
  { lang, t, names, siteRoot }: RowContext,
): Record<(typeof FIELDS)[number], ExportValue>[] {
  return threads.map((thread) => ({
    week: thread.week,
    id: thread.id,
    title: textIn(thread.title, lang),
    status: thread.status,
    statusEvidence: statusEvidenceText(thread, lang, t),
    kips: thread.kips.map((kip) => `KIP-${kip}`),
    participants: thread.participants.map((id) => names.get(id) ?? id),
    summary: textIn(thread.summary, lang),
    conclusion: textIn(thread.conclusion, lang),
    textLanguage: shownIn(thread.summary, lang),
    link: pageUrl(siteRoot, lang, 'thread', thread.id),
  }))
}

/** The columns of a thread export, headed in the page's language. */
function threadColumns(t: Translate): ExportColumn[] {
  const text: Partial<Record<(typeof FIELDS)[number], (value: ExportValue) => string>> = {
    status: (value) => t(`status.${String(value)}`),
    textLanguage: (value) => t(`export.textLanguage.${String(value)}`),
  }
  return FIELDS.map((key) => ({
    key,
    header: t(`export.col.${key}`),
    ...(text[key] ? { text: text[key] } : {}),
  }))
}

/**
 * The filter as parts of a file name, in the order the name reads best:
 * { kip: [1327], status: ["tentative"], week: { from: "2026-W20", to: "2026-W20" } } →
 * ["kip-1327", "status-tentative", "2026-W20"]; { q: "分层 存储" } → ["search-分层-存储"].
 */
export function threadNameParts(filters: Filters): string[] {
  const parts: string[] = []
  if (filters.kip?.length) parts.push(`kip-${filters.kip.join('-')}`)
  if (filters.person?.length) parts.push(`person-${filters.person.join('-')}`)
  if (filters.status?.length) parts.push(`status-${filters.status.join('-')}`)
  const q = filters.q ? slugPart(filters.q) : ''
  if (q) parts.push(`search-${q}`)
  const { from, to } = filters.week ?? {}
  if (from && from === to) parts.push(from)
  else if (from && to) parts.push(`${from}-to-${to}`)
  else if (from) parts.push(`from-${from}`)
  else if (to) parts.push(`to-${to}`)
  return parts
}

export interface ThreadExportInput {
  queryClient: QueryClient
  fetchJson: FetchJson
  index: DataIndex
  /** The filters the view applies (resolved against the data). */
  filters: Filters
  /** The threads the filters match; undefined: every thread of the weeks filters.week allows. */
  matches?: readonly ThreadFacets[]
  lang: Lang
  t: Translate
  siteRoot: string
}

/** What the timeline's exports gather: the threads its filter selects, every page of them. */
type TimelineSelection = Pick<
  ThreadExportInput,
  'queryClient' | 'fetchJson' | 'index' | 'filters' | 'matches'
>

/**
 * The threads the view's filter selects, newest week first, each week's threads in digest order,
 * as the timeline lists them (what its thread and position exports hold).
 */
export function timelineThreads(input: TimelineSelection): Promise<Thread[]> {
  const { queryClient, fetchJson, index, filters, matches } = input
  const range = filters.week
  const weeks: WeekThreads[] = matches
    ? groupByWeek([...matches])
    : [...index.weeks]
        .reverse()
        .filter((w) => !range || inWeekRange(w.id, range))
        .map((w) => ({ week: w.id }))
  return loadThreads(queryClient, fetchJson, weeks)
}

/** The timeline's filter as the address writes it, the parameters it reads. */
export const timelineFilter = (filters: Filters) =>
  filterParams(filters, ['week', 'kip', 'person', 'status', 'q'])

/** The export of the threads the view's filter selects (timelineThreads). */
export async function threadExport(input: ThreadExportInput): Promise<ExportDocument> {
  const { index, filters, lang, t, siteRoot } = input
  const threads = await timelineThreads(input)
  const names = new Map(index.people.map((p) => [p.id, p.name]))
  return {
    list: 'threads',
    nameParts: threadNameParts(filters),
    language: lang,
    filter: timelineFilter(filters),
    dataAsOf: latestDigestDay(index),
    columns: threadColumns(t),
    rows: threadRows(threads, { lang, t, names, siteRoot }),
  }
}
