import {
  KIP_WIKI_STATES,
  THREAD_STATUSES,
  type KipWikiState,
  type ThreadStatus,
} from '../domain/dataset'

/**
 * The dashboard's state on the URL: every filter lives in the query string
 * (`zh/?kip=1327&status=open`; the language is the first path segment, see site-paths.ts), so any
 * screen can be bookmarked, shared and restored. This module is the ONE place that parses and
 * writes it; it is pure and table-tested. The router hands it the query string (router.tsx), and
 * what it could not understand travels with the parsed state (`problems`), so no view parses the
 * address again.
 */

/**
 * A week filter: an inclusive range of ISO weeks. One end may be open: `{from: "2026-W20"}` is
 * "from 2026-W20 on", `{to: "2026-W20"}` "up to 2026-W20"; one week is `{from: w, to: w}`.
 */
export interface WeekRange {
  from?: string
  to?: string
}

export interface Filters {
  week?: WeekRange
  kip?: number[]
  person?: string[]
  status?: ThreadStatus[]
  q?: string
}

/** Direction of a sorted table. */
export type SortDir = 'asc' | 'desc'

/** The KIP list's own filters (features/kips/kip-list.ts): the wiki's facts of every KIP. */
interface KipListFilters {
  /** Wiki states; in the URL with "-" for the space: `wiki=under-discussion,accepted`. */
  wiki?: KipWikiState[]
  /** Whether a digest thread is about the KIP: `discussed=yes` or `discussed=no`. */
  discussed?: boolean
  /** The wiki's author, exactly as the wiki writes the name (case aside). */
  author?: string
  /** The year the wiki page was created, and the quarter of it (1–4; alone: that quarter of any year). */
  year?: number
  quarter?: number
  /** Whether the digests' word on its outcome and the wiki's state disagree: `disagree=yes`. */
  disagree?: boolean
  /** Where it stands: `standing=stalled`, `in-vote` or `needs-votes` (features/kips/kip-list.ts). */
  standing?: KipStanding
  /** A wiki state it changed to (`became=accepted`), in `month` (`2026-03`) where given. */
  became?: KipWikiState
  month?: string
}

/** Where a KIP stands, as the KIP list filters it. */
export const KIP_STANDINGS = ['stalled', 'in-vote', 'needs-votes'] as const
export type KipStanding = (typeof KIP_STANDINGS)[number]

/**
 * The weeks the JIRA charts show: the last 12 ("12w"), the last year ("1y"), all, or the months a
 * reader chose, first..last ("2025-06..2026-05", either order). Only checked here; the JIRA view
 * reads it (features/jira/jira-range.ts), with the code only it needs.
 */
export type JiraRange = string
const JIRA_RANGE = /^(12w|1y|all|\d{4}-(0[1-9]|1[0-2])\.\.\d{4}-(0[1-9]|1[0-2]))$/

export interface AppSearch extends Filters, KipListFilters {
  /** The JIRA view's range (absent: the last year). */
  range?: JiraRange
  /** The page of a long list, from 1 (absent: the first). */
  page?: number
  /**
   * The column a view's table is sorted by: a free word here, since each view has its own
   * columns; the view checks it against them and ignores one it does not know. `dir` its direction.
   */
  sort?: string
  dir?: SortDir
  /**
   * The values of the address that could not be understood: ignored, said so by the views, and
   * written back into the URL as they were (serializeSearch) until the reader changes that filter.
   */
  problems?: SearchProblem[]
}

/** A URL value that could not be understood; it is ignored and the page says so. */
export interface SearchProblem {
  param: string
  value: string
}

export type FilterParam = 'week' | 'kip' | 'person' | 'status' | 'q'

const WEEK_ID = /^(\d{4})-W(\d{2})$/
/** The longest value of a parameter that is read (a search, a name): longer ones are ignored. */
export const MAX_VALUE_LENGTH = 200
const MAX_LIST = 20

/** "2026-W20" → true; "2026-W54", "20" → false. Week ids sort as strings. */
function isWeekId(value: string): boolean {
  const m = WEEK_ID.exec(value)
  return m !== null && Number(m[2]) >= 1 && Number(m[2]) <= 53
}

function list(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)]
}

/**
 * "2026-W20" → {from: "2026-W20", to: "2026-W20"}; "2026-W22..2026-W18" → ordered range;
 * "2026-W20.." → {from: "2026-W20"} (from then on); "..2026-W20" → {to: "2026-W20"} (up to it).
 */
export function parseWeekRange(value: string): WeekRange | undefined {
  const [a, b, ...rest] = value.split('..').map((part) => part.trim())
  if (a === undefined || rest.length > 0) return undefined
  if (b === undefined) return isWeekId(a) ? { from: a, to: a } : undefined
  return weekRange(a || undefined, b || undefined)
}

/**
 * The range between two chosen ends, either of which may be open (undefined or ""), ordered:
 * weekRange("2026-W22", "2026-W18") → {from: "2026-W18", to: "2026-W22"}; weekRange("2026-W20",
 * undefined) → {from: "2026-W20"}; weekRange() → undefined (no filter); a bad id → undefined.
 */
export function weekRange(from?: string, to?: string): WeekRange | undefined {
  const a = from || undefined
  const b = to || undefined
  if ((a === undefined && b === undefined) || [a, b].some((w) => w !== undefined && !isWeekId(w)))
    return undefined
  if (a !== undefined && b !== undefined && a > b) return { from: b, to: a }
  return { ...(a ? { from: a } : {}), ...(b ? { to: b } : {}) }
}

/** Whether a week lies in a range: inWeekRange("2026-W21", {from: "2026-W20"}) → true. */
export function inWeekRange(week: string, range: WeekRange): boolean {
  return (
    (range.from === undefined || week >= range.from) && (range.to === undefined || week <= range.to)
  )
}

/** {from: a, to: a} → "a"; {from: a, to: b} → "a..b"; {from: a} → "a.."; {to: b} → "..b". */
export function formatWeekRange(range: WeekRange): string {
  return range.from === range.to ? (range.from ?? '') : `${range.from ?? ''}..${range.to ?? ''}`
}

/**
 * A KIP as an address or a filter writes it: "1327", "kip1327" or "KIP-1327" → 1327; anything
 * else (KIP-0 included) → undefined.
 */
export function parseKipParam(value: string): number | undefined {
  const m = /^(?:kip-?)?(\d{1,6})$/i.exec(value.trim())
  const kip = m ? Number(m[1]) : 0
  return kip > 0 ? kip : undefined
}

/** KIP list: "1327,KIP-1332" → [1327, 1332]; anything else is a problem. */
function parseKips(value: string): number[] | undefined {
  const parts = list(value)
  const kips = parts.map(parseKipParam).filter((kip) => kip !== undefined)
  if (kips.length === 0 || kips.length > MAX_LIST || kips.length < parts.length) return undefined
  return unique(kips)
}

function parseStatuses(value: string): ThreadStatus[] | undefined {
  const statuses = list(value)
  if (statuses.length === 0 || !statuses.every((s) => (THREAD_STATUSES as string[]).includes(s)))
    return undefined
  return unique(statuses as ThreadStatus[])
}

function parsePeople(value: string): string[] | undefined {
  const people = list(value)
  if (people.length === 0 || people.length > MAX_LIST) return undefined
  return unique(people)
}

/** A sort column as written in the URL: a short lower-case word such as "kips" or "first-seen". */
const SORT_KEY = /^[a-z][a-z0-9-]{0,31}$/

function isSortDir(value: unknown): value is SortDir {
  return value === 'asc' || value === 'desc'
}

/** "under-discussion,accepted" → ["under discussion", "accepted"]; anything else is a problem. */
function parseWikiStates(value: string): KipWikiState[] | undefined {
  const states = list(value).map((part) => part.replace(/-/g, ' '))
  if (states.length === 0 || !states.every((s) => (KIP_WIKI_STATES as string[]).includes(s)))
    return undefined
  return unique(states as KipWikiState[])
}

/** One wiki state, "-" for the space: "under-discussion" → "under discussion". */
function parseWikiState(value: string): KipWikiState | undefined {
  const states = parseWikiStates(value)
  return states?.length === 1 ? states[0] : undefined
}

/** A month as YYYY-MM: "2026-03" → "2026-03"; "2026-13", "2026-3" → undefined. */
const parseMonth = (value: string) => (/^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : undefined)

const parseYesNo = (value: string) => (value === 'yes' ? true : value === 'no' ? false : undefined)

/** A whole number from `min` up, as written in the URL: "2025" → 2025; "0", "2.5", "x" → undefined. */
const parseWhole = (min: number, max: number) => (value: string) =>
  /^\d{1,6}$/.test(value) && Number(value) >= min && Number(value) <= max
    ? Number(value)
    : undefined

/** How the KIP cards are sorted: last discussed (the default), KIP number, number of people. */
export type KipSort = 'recent' | 'number' | 'people'
export const KIP_SORTS: readonly KipSort[] = ['recent', 'number', 'people']

/**
 * The KIP cards' reading of the shared `sort` param: "people" → "people"; absent → "recent"
 * (the default); another view's column ("first-seen") → "recent" with `ignored: true`, so the
 * page can say so.
 */
export function kipSortOf(sort: string | undefined): { sort: KipSort; ignored: boolean } {
  if (sort === undefined) return { sort: 'recent', ignored: false }
  return (KIP_SORTS as string[]).includes(sort)
    ? { sort: sort as KipSort, ignored: false }
    : { sort: 'recent', ignored: true }
}

/** A parser of one of `values`: oneOf(["12w", "1y"])("1y") → "1y"; ("2y") → undefined. */
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (v: string): T | undefined =>
    values.find((value) => value === v)

/**
 * Raw query parameters → typed state, plus the values that were not understood.
 * `{kip: "1327", status: "open,bogus"}` → `{search: {kip: [1327]}, problems: [{param: "status", …}]}`.
 * Unknown parameters are ignored silently (they may come from a newer link format, a chat app, or
 * an old link's `lang`, which the path carries now).
 */
export function parseSearch(raw: Record<string, unknown>): {
  search: AppSearch
  problems: SearchProblem[]
} {
  const search: AppSearch = {}
  const problems: SearchProblem[] = []
  const read = (param: string): string | undefined => {
    const value = raw[param]
    if (value === undefined || value === null) return undefined
    const text = String(value).trim()
    if (text === '') return undefined
    if (text.length > MAX_VALUE_LENGTH) {
      problems.push({ param, value: `${text.slice(0, 40)}…` })
      return undefined
    }
    return text
  }
  const take = <T>(param: string, parse: (v: string) => T | undefined, assign: (v: T) => void) => {
    const value = read(param)
    if (value === undefined) return
    const parsed = parse(value)
    if (parsed === undefined) problems.push({ param, value })
    else assign(parsed)
  }
  take('week', parseWeekRange, (v) => (search.week = v))
  take('kip', parseKips, (v) => (search.kip = v))
  take('person', parsePeople, (v) => (search.person = v))
  take('status', parseStatuses, (v) => (search.status = v))
  // The text box's value exactly as typed, spaces included (a trailing space is the reader's next
  // word coming); matching normalises it (shared/lib/filter-threads.ts).
  const q = raw.q === undefined || raw.q === null ? '' : String(raw.q)
  if (q.length > MAX_VALUE_LENGTH) problems.push({ param: 'q', value: `${q.slice(0, 40)}…` })
  else if (q.trim() !== '') search.q = q
  take('wiki', parseWikiStates, (v) => (search.wiki = v))
  take('discussed', parseYesNo, (v) => (search.discussed = v))
  take(
    'author',
    (v) => v,
    (v) => (search.author = v),
  )
  take('year', parseWhole(2000, 2100), (v) => (search.year = v))
  take('quarter', parseWhole(1, 4), (v) => (search.quarter = v))
  take('disagree', parseYesNo, (v) => (search.disagree = v))
  take('standing', oneOf(KIP_STANDINGS), (v) => (search.standing = v))
  take('became', parseWikiState, (v) => (search.became = v))
  take('month', parseMonth, (v) => (search.month = v))
  take('page', parseWhole(1, 100_000), (v) => (search.page = v))
  take(
    'range',
    (v) => (JIRA_RANGE.test(v) ? v : undefined),
    (v) => (search.range = v),
  )
  take(
    'sort',
    (v) => (SORT_KEY.test(v) ? v : undefined),
    (v) => (search.sort = v),
  )
  take(
    'dir',
    (v) => (isSortDir(v) ? v : undefined),
    (v) => (search.dir = v),
  )
  return { search, problems }
}

/** Every parameter the app writes, in the order it writes them (equal states → equal URLs). */
const URL_PARAMS = [
  'week',
  'kip',
  'person',
  'status',
  'wiki',
  'discussed',
  'author',
  'year',
  'quarter',
  'disagree',
  'standing',
  'became',
  'month',
  'q',
  'sort',
  'dir',
  'range',
  'page',
] as const

/**
 * Typed state → raw query parameters in a fixed order. A value that could not be understood
 * (`problems`) is written back as the reader wrote it, unless the state now has a value of its
 * own for that parameter: the page goes on saying it was ignored until the reader changes it.
 * `{kip: [1327], problems: [{param: "status", value: "bogus"}]}` → `{kip: "1327", status: "bogus"}`.
 */
function serializeSearch(search: AppSearch): Record<string, string> {
  const typed: Record<string, string> = {}
  if (search.week && (search.week.from || search.week.to)) typed.week = formatWeekRange(search.week)
  if (search.kip?.length) typed.kip = search.kip.join(',')
  if (search.person?.length) typed.person = search.person.join(',')
  if (search.status?.length) typed.status = search.status.join(',')
  if (search.wiki?.length) typed.wiki = search.wiki.map((w) => w.replace(/ /g, '-')).join(',')
  if (search.discussed !== undefined) typed.discussed = search.discussed ? 'yes' : 'no'
  if (search.author) typed.author = search.author
  if (search.year !== undefined) typed.year = String(search.year)
  if (search.quarter !== undefined) typed.quarter = String(search.quarter)
  if (search.disagree !== undefined) typed.disagree = search.disagree ? 'yes' : 'no'
  if (search.standing) typed.standing = search.standing
  if (search.became) typed.became = search.became.replace(/ /g, '-')
  if (search.month) typed.month = search.month
  if (search.q) typed.q = search.q
  if (search.sort && SORT_KEY.test(search.sort)) typed.sort = search.sort
  if (isSortDir(search.dir)) typed.dir = search.dir
  if (search.page !== undefined && search.page > 1) typed.page = String(search.page)
  if (search.range) typed.range = search.range
  const out: Record<string, string> = {}
  for (const param of URL_PARAMS) {
    const kept = search.problems?.find((p) => p.param === param)?.value
    const value = typed[param] ?? kept
    if (value !== undefined) out[param] = value
  }
  return out
}

/** The query string of a state, without "?": `{kip: [1327], q: "a b"}` → "kip=1327&q=a+b". */
export function toQueryString(search: AppSearch): string {
  return new URLSearchParams(serializeSearch(search)).toString()
}

/** The query string → raw parameters (the first value of a repeated parameter wins). */
export function fromQueryString(query: string): Record<string, string> {
  const out: Record<string, string> = {}
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query)
  for (const [key, value] of params) if (!(key in out)) out[key] = value
  return out
}

/**
 * The query string → the state the views read, with what could not be understood inside it:
 * readSearch("?kip=1327&status=bogus") → {kip: [1327], problems: [{param: "status", value: "bogus"}]}.
 * The router parses every address with it (router.tsx); toQueryString(readSearch(q)) gives the
 * address back, in the app's spelling.
 */
export function readSearch(query: string): AppSearch {
  const { search, problems } = parseSearch(fromQueryString(query))
  return problems.length ? { ...search, problems } : search
}

/** The filters that are set, in the order chips show them: { kip: [1], q: "x" } → ["kip", "q"]. */
export function activeFilters(filters: Filters): FilterParam[] {
  const params: FilterParam[] = []
  if (filters.week) params.push('week')
  if (filters.kip?.length) params.push('kip')
  if (filters.person?.length) params.push('person')
  if (filters.status?.length) params.push('status')
  if (filters.q) params.push('q')
  return params
}

export function hasFilters(filters: Filters): boolean {
  return activeFilters(filters).length > 0
}

/**
 * The search with some filters changed, back at a list's first page (the page it was on was a
 * page of another list): `withFilters(s, { kip: [1327] })`. Navigation uses it in its updaters.
 */
export function withFilters(search: AppSearch, change: Partial<Filters>): AppSearch {
  return { ...search, ...change, page: undefined }
}

/** Removes one filter: `(s, "kip")` → s without kip, at the first page. Navigation uses it as an updater. */
export function withoutFilter(search: AppSearch, param: FilterParam): AppSearch {
  const next = {
    ...search,
    page: undefined,
    problems: search.problems?.filter((p) => p.param !== param),
  }
  if (!next.problems?.length) delete next.problems
  if (param === 'week') delete next.week
  if (param === 'kip') delete next.kip
  if (param === 'person') delete next.person
  if (param === 'status') delete next.status
  if (param === 'q') delete next.q
  return next
}
