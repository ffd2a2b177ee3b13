import type { Lang, ThreadStatus } from '../domain/dataset'
import { LANGS, THREAD_STATUSES } from '../domain/dataset'

/**
 * The dashboard's state on the URL: every filter and the language live in the hash's query string
 * (`#/?kip=1327&status=open&lang=en`), so any screen can be bookmarked, shared and restored.
 * This module is the ONE place that parses and writes it; it is pure and table-tested.
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

export interface AppSearch extends Filters {
  lang?: Lang
  /**
   * The column a view's table is sorted by: a free word here, since each view has its own
   * columns; the view checks it against them and ignores one it does not know. `dir` its direction.
   */
  sort?: string
  dir?: SortDir
}

/** A URL value that could not be understood; it is ignored and the page says so. */
export interface SearchProblem {
  param: string
  value: string
}

export const FILTER_PARAMS = ['week', 'kip', 'person', 'status', 'q'] as const
export type FilterParam = (typeof FILTER_PARAMS)[number]

const WEEK_ID = /^(\d{4})-W(\d{2})$/
const MAX_VALUE_LENGTH = 200
const MAX_LIST = 20

/** "2026-W20" → true; "2026-W54", "20" → false. Week ids sort as strings. */
export function isWeekId(value: string): boolean {
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

/** KIP list: "1327,KIP-1332" → [1327, 1332]; anything else is a problem. */
function parseKips(value: string): number[] | undefined {
  const kips = list(value).map((part) => {
    const m = /^(?:kip-?)?(\d{1,6})$/i.exec(part)
    return m ? Number(m[1]) : NaN
  })
  if (
    kips.length === 0 ||
    kips.length > MAX_LIST ||
    kips.some((kip) => !Number.isInteger(kip) || kip <= 0)
  )
    return undefined
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

export function isSortDir(value: unknown): value is SortDir {
  return value === 'asc' || value === 'desc'
}

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

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as string[]).includes(value)
}

/**
 * A `lang` value as links from anywhere write it, read leniently by its primary language tag:
 * "en", "EN", "en-US", "en_GB", "en?x=1" (a chat app's parameter glued on) → "en"; "zh-CN",
 * "zh-Hant" → "zh". Anything else ("xx", "english", "") → undefined: ignored, and said so.
 */
export function parseLang(value: unknown): Lang | undefined {
  if (typeof value !== 'string') return undefined
  const primary = /^\s*([a-z]+)(?![a-z])/i.exec(value)?.[1]?.toLowerCase()
  return isLang(primary) ? primary : undefined
}

/**
 * Raw query parameters → typed state, plus the values that were not understood.
 * `{kip: "1327", status: "open,bogus"}` → `{search: {kip: [1327]}, problems: [{param: "status", …}]}`.
 * Unknown parameters are ignored silently (they may come from a newer link format or a chat app).
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
  // An unreadable language is not a filter problem of one view: the app shell says so on every
  // view (src/app/use-language-from-url.ts), so it is not listed here.
  const lang = parseLang(raw.lang)
  if (lang) search.lang = lang
  take('week', parseWeekRange, (v) => (search.week = v))
  take('kip', parseKips, (v) => (search.kip = v))
  take('person', parsePeople, (v) => (search.person = v))
  take('status', parseStatuses, (v) => (search.status = v))
  // The text box's value exactly as typed, spaces included (a trailing space is the reader's next
  // word coming); matching normalises it (shared/lib/filter-threads.ts).
  const q = raw.q === undefined || raw.q === null ? '' : String(raw.q)
  if (q.length > MAX_VALUE_LENGTH) problems.push({ param: 'q', value: `${q.slice(0, 40)}…` })
  else if (q.trim() !== '') search.q = q
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

/** Typed state → raw query parameters in a fixed order (so equal states give equal URLs). */
export function serializeSearch(search: AppSearch): Record<string, string> {
  const out: Record<string, string> = {}
  if (search.week && typeof search.week === 'object' && (search.week.from || search.week.to))
    out.week = formatWeekRange(search.week)
  if (Array.isArray(search.kip) && search.kip.length) out.kip = search.kip.join(',')
  if (Array.isArray(search.person) && search.person.length) out.person = search.person.join(',')
  if (Array.isArray(search.status) && search.status.length) out.status = search.status.join(',')
  if (typeof search.q === 'string' && search.q) out.q = search.q
  if (typeof search.sort === 'string' && SORT_KEY.test(search.sort)) out.sort = search.sort
  if (isSortDir(search.dir)) out.dir = search.dir
  if (search.lang) out.lang = search.lang
  return out
}

const URL_PARAMS = ['week', 'kip', 'person', 'status', 'q', 'sort', 'dir', 'lang'] as const

/**
 * The router hands its stringifier either typed state (after a navigation) or the raw parameters
 * of the address bar (when it loads a URL). Typed values are written canonically; a raw value
 * that did not validate is kept as it was, so the page can go on saying it was ignored until the
 * reader changes a filter. `{kip: [1327], status: "bogus"}` → "kip=1327&status=bogus".
 */
export function toQueryStringLoose(value: Record<string, unknown>): string {
  const typed = serializeSearch(value as AppSearch)
  const out: Record<string, string> = {}
  for (const param of URL_PARAMS) {
    const raw = value[param]
    if (typed[param] !== undefined) out[param] = typed[param]
    else if (typeof raw === 'string' && raw !== '') out[param] = raw
  }
  return new URLSearchParams(out).toString()
}

/** The query string of a state, without "?": `{kip: [1327], lang: "en"}` → "kip=1327&lang=en". */
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

export function hasFilters(search: Filters): boolean {
  return Boolean(
    search.week || search.kip?.length || search.person?.length || search.status?.length || search.q,
  )
}

/** Removes one filter: `(s, "kip")` → s without kip. Navigation uses it as an updater. */
export function withoutFilter(search: AppSearch, param: FilterParam): AppSearch {
  const next = { ...search }
  if (param === 'week') delete next.week
  if (param === 'kip') delete next.kip
  if (param === 'person') delete next.person
  if (param === 'status') delete next.status
  if (param === 'q') delete next.q
  return next
}

/**
 * The router merges the raw address-bar parameters under the validated ones, so a value that did
 * not validate is still there as a string. This keeps only the typed values.
 */
export function typedSearch(merged: Record<string, unknown>): AppSearch {
  const out: AppSearch = {}
  if (merged.week && typeof merged.week === 'object') out.week = merged.week as WeekRange
  if (Array.isArray(merged.kip)) out.kip = merged.kip as number[]
  if (Array.isArray(merged.person)) out.person = merged.person as string[]
  if (Array.isArray(merged.status)) out.status = merged.status as ThreadStatus[]
  if (typeof merged.q === 'string' && merged.q.trim()) out.q = merged.q
  if (typeof merged.sort === 'string' && SORT_KEY.test(merged.sort)) out.sort = merged.sort
  if (isSortDir(merged.dir)) out.dir = merged.dir
  const lang = parseLang(merged.lang)
  if (lang) out.lang = lang
  return out
}

/**
 * A location hash with the given language written in as the app spells it: the app starts with
 * the language it chose (the link's, read leniently, when it has one) in its URL, so that every
 * link it renders carries it. Other parameters stay as they were; any `lang` is replaced.
 * withLang("", "en") → "#/?lang=en"; withLang("#/thread/2026-W20-3?kip=1", "zh") →
 * "#/thread/2026-W20-3?kip=1&lang=zh"; withLang("#/?lang=en", "en") → "#/?lang=en";
 * withLang("#/?lang=EN-us&q=a", "en") → "#/?q=a&lang=en".
 */
export function withLang(hash: string, lang: Lang): string {
  const whole = hash.replace(/^#/, '') || '/'
  // An anchor inside the page ("#/rules?lang=en#status-done") stays last, after the query.
  const hashAt = whole.indexOf('#')
  const route = hashAt < 0 ? whole : whole.slice(0, hashAt)
  const anchor = hashAt < 0 ? '' : whole.slice(hashAt)
  const at = route.indexOf('?')
  const path = at < 0 ? route : route.slice(0, at)
  const query = at < 0 ? '' : route.slice(at + 1)
  if (fromQueryString(query).lang === lang) return `#${whole}`
  const others = query.split('&').filter((pair) => pair !== '' && !/^lang(=|$)/.test(pair))
  return `#${path}?${[...others, `lang=${lang}`].join('&')}${anchor}`
}
