import { paginate } from '../../shared/lib/paginate'
import type { KipCatalogRow } from '../../domain/kip-catalog'
import { spellingKey } from '../../domain/people'
import { sortFromUrl, sortRows, type SortRules, type TableSort } from '../../shared/lib/table-sort'
import { KIP_LIST_FILTERS, type AppSearch, type KipStanding } from '../../url/search-params'
import type { ThreadStatus } from '../../domain/dataset'
import { weeksSpanned } from '../../domain/iso-week'

/**
 * The KIP list: every KIP as a table row, filtered, sorted and paged from the URL. Pure: the
 * page (kip-list-page.tsx) only draws what this returns.
 */

/** The table's columns, as written in the URL (`sort=<column>`). */
export const KIP_LIST_COLUMNS = [
  'number',
  'title',
  'wiki',
  'author',
  'created',
  'discussed',
  'status',
  'waiting',
  'votes',
  'people',
] as const
export type KipListColumn = (typeof KIP_LIST_COLUMNS)[number]

/**
 * The table's columns as it shows them, each with the sort columns it holds: a title with its
 * author and the day its page was created under it, a status with how long it has held. Seven
 * columns fit a laptop's screen where ten did not.
 */
export const KIP_LIST_HEADERS: readonly (readonly KipListColumn[])[] = [
  ['number'],
  ['title', 'author', 'created'],
  ['wiki'],
  ['discussed'],
  ['status', 'waiting'],
  ['votes'],
  ['people'],
]

export const KIP_LIST_SORT: SortRules<KipListColumn> = {
  columns: KIP_LIST_COLUMNS,
  // Newest KIPs first, as a tracker opens.
  fallback: { column: 'number', dir: 'desc' },
  // Waiting: the longest first (the oldest week its status began).
  firstDir: (column) =>
    ['title', 'wiki', 'author', 'status', 'waiting'].includes(column) ? 'asc' : 'desc',
}

const KIP_LIST_PAGE_SIZE = 50

/** The values a filter of the list can take, from the rows themselves (for its selects). */
export function kipListChoices(rows: readonly KipCatalogRow[]) {
  const years = [
    ...new Set(rows.flatMap((r) => (r.created ? [Number(r.created.slice(0, 4))] : []))),
  ]
  const authors = [...new Set(rows.flatMap((r) => (r.author ? [r.author] : [])))]
  return {
    years: years.sort((a, b) => b - a),
    authors: authors.sort((a, b) => a.localeCompare(b, 'en')),
  }
}

/** The list's filters off, its sort kept: what "Clear filters" leaves, and what a chart's bar starts from. */
export const withoutListFilters = ({ sort, dir }: AppSearch): AppSearch => ({ sort, dir })

/** The quarter of a YYYY-MM-DD day: quarterOf("2025-08-14") → 3. */
export const quarterOf = (day: string) => Math.ceil(Number(day.slice(5, 7)) / 3)

/** Statuses that leave a KIP waiting on something. */
const UNSETTLED: readonly ThreadStatus[] = ['open', 'contested', 'tentative']
/** Weeks without a word from the digests after which an open or contested KIP is stalled. */
const STALLED_AFTER_WEEKS = 8

/** The week an unsettled KIP has waited since, or null for one settled or not discussed. */
export function waitingSince(row: KipCatalogRow): string | null {
  return row.digest && UNSETTLED.includes(row.digest.status) ? row.digest.since : null
}

/**
 * Whether a row stands as the filter asks, `now` being the latest week the digests discussed a
 * KIP: stalled (open or contested, and no word for STALLED_AFTER_WEEKS weeks), in vote (a vote
 * round runs and it is not done), needs votes (in vote, and the count does not pass yet).
 */
function standsAs(row: KipCatalogRow, standing: KipStanding, now: string): boolean {
  const digest = row.digest
  if (!digest) return false
  if (standing === 'stalled')
    return (
      (digest.status === 'open' || digest.status === 'contested') &&
      weeksSpanned(digest.lastWeek, now) - 1 >= STALLED_AFTER_WEEKS
    )
  const inVote = digest.vote?.running === true && digest.status !== 'done'
  return standing === 'in-vote' ? inVote : inVote && digest.vote?.verdict.kind !== 'passes'
}

/**
 * The KIPs the list's text filter (`q`) found, by the search index (matchingKips in
 * domain/search/engine.ts: number, title, author, people and what the digests say, in either
 * language); null when the list has no text filter.
 */
export type KipTextMatches = ReadonlySet<number> | null

/** Whether a row passes every KIP-list filter of the URL (`now`: see standsAs). */
function matches(
  row: KipCatalogRow,
  search: AppSearch,
  now: string,
  textMatches: KipTextMatches,
): boolean {
  if (textMatches && !textMatches.has(row.kip)) return false
  if (search.standing && !standsAs(row, search.standing, now)) return false
  if (search.wiki && !search.wiki.includes(row.state ?? 'unknown')) return false
  if (search.discussed !== undefined && (row.digest !== null) !== search.discussed) return false
  if (search.status && !(row.digest && search.status.includes(row.digest.status))) return false
  if (search.kip && !search.kip.includes(row.kip)) return false
  if (search.author && spellingKey(row.author ?? '') !== spellingKey(search.author)) return false
  if (search.year !== undefined && !row.created?.startsWith(String(search.year))) return false
  if (search.quarter !== undefined && (!row.created || quarterOf(row.created) !== search.quarter))
    return false
  if (search.disagree !== undefined && (row.digest?.wikiDisagrees ?? false) !== search.disagree)
    return false
  if (search.became || search.month) {
    const { became, month } = search
    const changed = row.changes.some(
      (c) => (!became || c.state === became) && (!month || c.date.startsWith(month)),
    )
    if (!changed) return false
  }
  return true
}

/** A row's value in a column, for sorting; null (always last) where it has none. Votes: the binding +1 of the latest vote. */
function value(row: KipCatalogRow, column: KipListColumn): string | number | null {
  switch (column) {
    case 'number':
      return row.kip
    case 'title':
      return row.title
    case 'wiki':
      return row.state
    case 'author':
      return row.author
    case 'created':
      return row.created
    case 'discussed':
      return row.digest?.lastWeek ?? null
    case 'status':
      return row.digest?.status ?? null
    case 'waiting':
      return waitingSince(row)
    case 'votes':
      return row.digest?.binding?.['+1'] ?? null
    case 'people':
      return row.digest?.people ?? null
  }
}

export interface KipListView {
  sort: TableSort<KipListColumn>
  /** The URL's sort named no column of this table: the page says so. */
  sortIgnored: boolean
  /** How many rows pass the filters, and the ones of the page shown. */
  total: number
  rows: KipCatalogRow[]
  page: number
  pages: number
}

/**
 * The rows of the page the URL asks for: filtered, sorted (ties by number, newest first), paged.
 * A page past the end shows the last one. kipList(rows, { wiki: ["under discussion"], page: 2 }).
 */
export function kipList(
  rows: readonly KipCatalogRow[],
  search: AppSearch,
  textMatches: KipTextMatches,
): KipListView {
  const { ignored, ...sort } = sortFromUrl(KIP_LIST_SORT, search.sort, search.dir)
  const sorted = kipListRows(rows, search, textMatches)
  const { items, page, pages } = paginate(sorted, KIP_LIST_PAGE_SIZE, search.page)
  return { sort, sortIgnored: ignored, total: sorted.length, rows: items, page, pages }
}

/**
 * Every row the URL's filters keep, in the order of its sort (ties by number, newest first), all
 * pages: what the list shows a page at a time, and what its export writes.
 */
export function kipListRows(
  rows: readonly KipCatalogRow[],
  search: AppSearch,
  textMatches: KipTextMatches,
): KipCatalogRow[] {
  const sort = sortFromUrl(KIP_LIST_SORT, search.sort, search.dir)
  const now = latestDiscussed(rows)
  return sortRows(
    rows.filter((row) => matches(row, search, now, textMatches)),
    sort,
    value,
    (a, b) => b.kip - a.kip,
  )
}

/** How many of the list's filters are set: {wiki: ["accepted"], q: "x", sort: "title"} → 2. */
export const listFilterCount = (search: AppSearch): number =>
  KIP_LIST_FILTERS.filter((param) => search[param] !== undefined).length

/** The latest week the digests discussed any KIP of the rows ("" when none). */
function latestDiscussed(rows: readonly KipCatalogRow[]): string {
  let latest = ''
  for (const row of rows)
    if (row.digest && row.digest.lastWeek > latest) latest = row.digest.lastWeek
  return latest
}
