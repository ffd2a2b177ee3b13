import * as v from 'valibot'
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
 * writes it; it is pure and table-tested. Each parameter is one line of one table
 * (SEARCH_PARAMS: the value it holds and how its text is read, as valibot schemas; its default; how
 * it is written), from which the state's type, its reading and its writing follow. Each view's route
 * validates the parameters it reads with it (`validateSearch: searchSchemaFor([...])`,
 * src/app/routes/), and what it could not understand travels with the parsed state (`problems`),
 * so no view parses the address again.
 */

/**
 * A week filter: an inclusive range of ISO weeks. One end may be open: `{from: "2026-W20"}` is
 * "from 2026-W20 on", `{to: "2026-W20"}` "up to 2026-W20"; one week is `{from: w, to: w}`.
 */
export interface WeekRange {
  from?: string
  to?: string
}

/** Direction of a sorted table. */
const SORT_DIRS = ['asc', 'desc'] as const
export type SortDir = (typeof SORT_DIRS)[number]

/** Where a KIP stands, as the KIP list filters it. */
export const KIP_STANDINGS = ['stalled', 'in-vote', 'needs-votes'] as const
export type KipStanding = (typeof KIP_STANDINGS)[number]

/** The parameters of the address the KIP list's filters read (its route reads them, its export writes them). */
export const KIP_LIST_FILTERS = [
  'wiki',
  'discussed',
  'status',
  'kip',
  'author',
  'year',
  'quarter',
  'disagree',
  'standing',
  'became',
  'month',
  'q',
] as const

/**
 * The weeks the JIRA charts show: the last 12 ("12w"), the last year ("1y"), all, or the months a
 * reader chose, first..last ("2025-06..2026-05", either order). Only checked here; the JIRA view
 * reads it (features/jira/jira-range.ts), with the code only it needs.
 */
export type JiraRange = string
const JIRA_RANGE = /^(12w|1y|all|\d{4}-(0[1-9]|1[0-2])\.\.\d{4}-(0[1-9]|1[0-2]))$/

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

const STATUS = v.picklist(THREAD_STATUSES)
const isStatus = (value: string): value is ThreadStatus => v.is(STATUS, value)

function parseStatuses(value: string): ThreadStatus[] | undefined {
  const statuses = list(value)
  if (statuses.length === 0 || !statuses.every(isStatus)) return undefined
  return unique(statuses)
}

function parsePeople(value: string): string[] | undefined {
  const people = list(value)
  if (people.length === 0 || people.length > MAX_LIST) return undefined
  return unique(people)
}

/** A sort column as written in the URL: a short lower-case word such as "kips" or "first-seen". */
const SORT_KEY = /^[a-z][a-z0-9-]{0,31}$/

/** "under-discussion,accepted" → ["under discussion", "accepted"]; anything else is a problem. */
const WIKI_STATE = v.picklist(KIP_WIKI_STATES)
const isWikiState = (value: string): value is KipWikiState => v.is(WIKI_STATE, value)

function parseWikiStates(value: string): KipWikiState[] | undefined {
  const states = list(value).map((part) => part.replace(/-/g, ' '))
  if (states.length === 0 || !states.every(isWikiState)) return undefined
  return unique(states)
}

/** One wiki state, "-" for the space: "under-discussion" → "under discussion". */
function parseWikiState(value: string): KipWikiState | undefined {
  const states = parseWikiStates(value)
  return states?.length === 1 ? states[0] : undefined
}

const parseYesNo = (value: string) => (value === 'yes' ? true : value === 'no' ? false : undefined)

/** A whole number from `min` up, as written in the URL: "2025" → 2025; "0", "2.5", "x" → undefined. */
const parseWhole = (min: number, max: number) => (value: string) =>
  /^\d{1,6}$/.test(value) && Number(value) >= min && Number(value) <= max
    ? Number(value)
    : undefined

/**
 * One parameter of the address. `value` is what the state holds; `read` reads its text (trimmed,
 * but for `q`) into such a value, and fails on a text it cannot read (a problem, see parseSearch):
 * by default the text itself, when it is a value. `write` is how a value is written back
 * (undefined: not written, as its default is). A parameter absent from the URL is absent from the
 * state, but `page`, whose absence is its first page (pageNumber, shared/lib/paginate.ts).
 */
function param<T>(
  value: v.GenericSchema<T>,
  write: (value: T) => string | undefined,
  options: { read?: (text: string) => T | undefined; spaces?: boolean } = {},
) {
  const read = options.read ?? ((text: string) => (v.is(value, text) ? text : undefined))
  const schema = v.pipe(
    v.string(),
    v.rawTransform<string, T>(({ dataset, addIssue, NEVER }) => {
      const readValue = read(dataset.value)
      if (readValue !== undefined) return readValue
      addIssue()
      return NEVER
    }),
  )
  /** The parameter as the URL writes it: a value of the state, or a text kept as it was written. */
  const writeHeld = (held: unknown): string | undefined =>
    v.is(value, held) ? write(held) : typeof held === 'string' ? held : undefined
  return Object.assign(v.optional(schema), { text: writeHeld, spaces: options.spaces })
}

/** A text of the URL that is a value as it is written: a month ("2026-03"), a sort column. */
const written = (pattern: RegExp) => v.pipe(v.string(), v.regex(pattern))

const joined = (values: readonly (string | number)[]) => values.join(',') || undefined
const yesNo = (value: boolean) => (value ? 'yes' : 'no')
const text = (value: string) => value || undefined
/** A wiki state as the URL writes it, "-" for the space: "under discussion" → "under-discussion". */
const dashed = (state: string) => state.replace(/ /g, '-')

/**
 * Every parameter of the address, in the order the app writes them (equal states → equal URLs):
 * its name, its schema (how its text is read, and which texts are problems), how it is written.
 * The KIP list's own filters (features/kips/kip-list.ts) are the wiki's facts of every KIP.
 */
export const SEARCH_PARAMS = {
  week: param(
    v.object({ from: v.optional(v.string()), to: v.optional(v.string()) }),
    (w) => (w.from || w.to ? formatWeekRange(w) : undefined),
    { read: parseWeekRange },
  ),
  kip: param(v.array(v.number()), joined, { read: parseKips }),
  person: param(v.array(v.string()), joined, { read: parsePeople }),
  status: param(v.array(STATUS), joined, { read: parseStatuses }),
  /** Wiki states; in the URL with "-" for the space: `wiki=under-discussion,accepted`. */
  wiki: param(v.array(WIKI_STATE), (states) => joined(states.map(dashed)), {
    read: parseWikiStates,
  }),
  /** Whether a digest thread is about the KIP: `discussed=yes` or `discussed=no`. */
  discussed: param(v.boolean(), yesNo, { read: parseYesNo }),
  /** The wiki's author, exactly as the wiki writes the name (case aside). */
  author: param(v.string(), text),
  /** The year the wiki page was created, and the quarter of it (1–4; alone: that quarter of any year). */
  year: param(v.number(), String, { read: parseWhole(2000, 2100) }),
  quarter: param(v.number(), String, { read: parseWhole(1, 4) }),
  /** Whether the digests' word on its outcome and the wiki's state disagree: `disagree=yes`. */
  disagree: param(v.boolean(), yesNo, { read: parseYesNo }),
  /** Where it stands: `standing=stalled`, `in-vote` or `needs-votes` (features/kips/kip-list.ts). */
  standing: param(v.picklist(KIP_STANDINGS), text),
  /** A wiki state it changed to (`became=accepted`), in `month` (`2026-03`) where given. */
  became: param(WIKI_STATE, dashed, { read: parseWikiState }),
  month: param(written(/^\d{4}-(0[1-9]|1[0-2])$/), text),
  // The text box's value exactly as typed, spaces included (a trailing space is the reader's next
  // word coming); matching normalises it (shared/lib/filter-threads.ts).
  q: param(v.string(), text, { spaces: true }),
  /**
   * The column a view's table is sorted by: a free word here, since each view has its own
   * columns; the view checks it against them and ignores one it does not know. `dir` its direction.
   */
  sort: param(written(SORT_KEY), text),
  dir: param(v.picklist(SORT_DIRS), text),
  /** The JIRA view's range (absent: the last year). */
  range: param(written(JIRA_RANGE), text),
  /** The page of a long list, from 1 (its default: not written). */
  page: param(v.number(), (page) => (page > 1 ? String(page) : undefined), {
    read: parseWhole(1, 100_000),
  }),
}

/** What the table's schemas read, all at once: the state's type and its check. */
const SEARCH = v.object(SEARCH_PARAMS)
export type SearchParam = keyof typeof SEARCH_PARAMS
const isParam = (name: string): name is SearchParam => name in SEARCH_PARAMS
const PARAM_NAMES = Object.keys(SEARCH_PARAMS).filter(isParam)

/**
 * The state of a route that reads the parameters `K`: each one's value as its schema reads it, and
 * the values of those that could not be understood (`problems`): ignored, said so by the views,
 * and written back into the URL as they were (toQueryString) until the reader changes that filter.
 */
export type SearchOf<K extends SearchParam> = { [P in K]?: SearchValues[P] } & {
  problems?: SearchProblem[]
}
type SearchValues = v.InferOutput<typeof SEARCH>

/** The dashboard's state on the URL, every parameter of the table (a route reads some: SearchOf). */
export type AppSearch = SearchOf<SearchParam>

/** The thread filters: the timeline's, and the exports'. */
export type Filters = Pick<AppSearch, 'week' | 'kip' | 'person' | 'status' | 'q'>

/** A state as the router holds it: values, texts it could not read, and those texts as problems. */
type Held = Record<string, unknown> & { problems?: SearchProblem[] }

/**
 * The parameters `names` of a state as the URL writes them: a value of the state written by its
 * parameter, a text kept as it was written (a parameter the route does not read, or one it could
 * not: `problems`). {kip: [1327], problems: [{param: "status", value: "x"}]} → {kip: "1327", status: "x"}.
 */
function textsOf(held: Held, names: readonly SearchParam[]) {
  const problems = held.problems ?? []
  const texts: Record<string, string> = {}
  for (const name of names) {
    const text =
      SEARCH_PARAMS[name].text(held[name]) ?? problems.find((p) => p.param === name)?.value
    if (text !== undefined) texts[name] = text
  }
  return texts
}

/**
 * The texts of the parameters `names` → their typed values, and the values that were not
 * understood. `{kip: "1327", status: "open,bogus"}` → `{search: {kip: [1327]}, problems: [{param: "status", …}]}`.
 * Other parameters are ignored silently (they may come from a newer link format, a chat app, or
 * an old link's `lang`, which the path carries now).
 */
function readTexts(raw: Record<string, unknown>, names: readonly SearchParam[]) {
  const readable: Record<string, string> = {}
  const problems: SearchProblem[] = []
  for (const name of names) {
    const value = raw[name]
    if (value === undefined || value === null) continue
    const written = SEARCH_PARAMS[name].spaces ? String(value) : String(value).trim()
    if (written.trim() === '') continue
    if (written.length > MAX_VALUE_LENGTH)
      problems.push({ param: name, value: `${written.slice(0, 40)}…` })
    else if (v.is(SEARCH_PARAMS[name], written)) readable[name] = written
    else problems.push({ param: name, value: written })
  }
  return { search: v.parse(SEARCH, readable), problems }
}

/** Raw query parameters → the whole typed state, plus the values that were not understood. */
export function parseSearch(raw: Record<string, unknown>): {
  search: AppSearch
  problems: SearchProblem[]
} {
  return readTexts(raw, PARAM_NAMES)
}

/**
 * A route's `validateSearch`: the route reads `names` from the table, and only those.
 * `searchSchemaFor(["range", "page"])({range: "2y", page: "3", kip: "1327"})` →
 * `{range: undefined, page: 3, problems: [{param: "range", value: "2y"}]}`.
 *
 * It reads the address's texts (the router's parseSearch: readQuery) and, on a navigation, a state
 * it gave (its values and problems, written as the URL writes them and read again). It names each
 * of its parameters, absent as undefined, and `problems`: the router lays a route's search over
 * the address's texts, and a text it could not read must not stay under its name. The parameters
 * it does not read stay as their texts, and are written back as they were (toQueryString).
 */
export function searchSchemaFor<const K extends SearchParam>(names: readonly K[]) {
  const cleared = Object.fromEntries(names.map((name) => [name, undefined]))
  return (held: SearchOf<K>): SearchOf<K> => {
    const { search, problems } = readTexts(textsOf(held, names), names)
    const own: SearchOf<K> = search
    return { ...cleared, ...own, problems: problems.length ? problems : undefined }
  }
}

/**
 * The query string → the table's parameters as the router holds them before each route reads its
 * own: each one's value as its schema reads it, or its text where it cannot (the route that reads
 * it says so; another writes it back as it was). The first value of a repeated parameter wins;
 * other parameters are dropped. "?kip=1327&status=maybe&x=1" → {kip: [1327], status: "maybe"}.
 * Links are compared with it (the router marks the one to the page shown): both hold values.
 */
export function readQuery(query: string): Record<string, unknown> {
  const raw = fromQueryString(query)
  const { search, problems } = parseSearch(raw)
  return { ...Object.fromEntries(problems.map((p) => [p.param, raw[p.param]])), ...search }
}

/**
 * A state → the query string, without "?", in the table's order: `{kip: [1327], q: "a b"}` →
 * "kip=1327&q=a+b". A value that could not be understood (`problems`) is written back as the
 * reader wrote it, unless the state now has a value of its own for that parameter: the page goes
 * on saying it was ignored until the reader changes it; so is a parameter the route does not read.
 */
export function toQueryString(search: Held): string {
  return new URLSearchParams(textsOf(search, PARAM_NAMES)).toString()
}

/** The query string → raw parameters (the first value of a repeated parameter wins). */
export function fromQueryString(query: string): Record<string, string> {
  const out: Record<string, string> = {}
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query)
  for (const [key, value] of params) if (!(key in out)) out[key] = value
  return out
}

/**
 * The query string → the whole state, with what could not be understood inside it:
 * readSearch("?kip=1327&status=bogus") → {kip: [1327], problems: [{param: "status", value: "bogus"}]}.
 * toQueryString(readSearch(q)) gives the address back, in the app's spelling.
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
export function withFilters<S extends AppSearch>(search: S, change: Partial<Filters>): S {
  return { ...search, ...change, page: undefined }
}

/** Removes one filter: `(s, "kip")` → s without kip, at the first page. Navigation uses it as an updater. */
export function withoutFilter<S extends AppSearch>(search: S, param: FilterParam): S {
  const problems = search.problems?.filter((p) => p.param !== param)
  const cleared: Filters = { [param]: undefined }
  return {
    ...search,
    ...cleared,
    page: undefined,
    problems: problems?.length ? problems : undefined,
  }
}
