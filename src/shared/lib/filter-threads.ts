import type { DataIndex, ThreadCard } from '../../domain/files/schemas'
import { spellingKey } from '../../domain/people'
import {
  formatWeekRange,
  inWeekRange,
  type AppSearch,
  type FilterParam,
  type Filters,
  type SearchProblem,
} from '../../url/search-params'

/**
 * Filters as written in the URL → filters checked against the data: a week, KIP or person the
 * digests do not have is dropped and reported, so a mangled link still shows something and says why.
 * A person may be given by id or by any spelling (`person=黃竣陽` → "ken-huang").
 */
export function resolveFilters(
  search: AppSearch,
  index: DataIndex,
): { filters: Filters; problems: SearchProblem[] } {
  const problems: SearchProblem[] = []
  const filters: Filters = {}
  const weekIds = new Set(index.weeks.map((w) => w.id))
  if (search.week) {
    const range = search.week
    const single = range.from !== undefined && range.from === range.to
    const inData = index.weeks.some((w) => inWeekRange(w.id, range))
    if (single ? weekIds.has(range.from ?? '') : inData) filters.week = range
    else problems.push({ param: 'week', value: formatWeekRange(range) })
  }
  if (search.kip) {
    const known = new Set(index.kips.map((k) => k.kip))
    const kips = search.kip.filter((kip) => known.has(kip))
    for (const kip of search.kip)
      if (!known.has(kip)) problems.push({ param: 'kip', value: String(kip) })
    if (kips.length) filters.kip = kips
  }
  if (search.person) {
    const people: string[] = []
    for (const value of search.person) {
      const id = findPersonId(index, value)
      if (id) people.push(id)
      else problems.push({ param: 'person', value })
    }
    if (people.length) filters.person = [...new Set(people)]
  }
  if (search.status) filters.status = search.status
  if (search.q?.trim()) filters.q = search.q
  return { filters, problems }
}

/** "ken-huang", "Ken Huang" or "黃竣陽" → "ken-huang"; exact spellings only, never a guess. */
export function findPersonId(index: Pick<DataIndex, 'people'>, value: string): string | undefined {
  const wanted = spellingKey(value)
  const person =
    index.people.find((p) => p.id === value) ??
    index.people.find((p) => p.aliases.some((alias) => spellingKey(alias) === wanted))
  return person?.id
}

type Predicate = (card: ThreadCard) => boolean

function predicates(
  filters: Filters,
  textMatches?: ReadonlySet<string>,
): [FilterParam, Predicate][] {
  const list: [FilterParam, Predicate][] = []
  if (filters.week) {
    const range = filters.week
    list.push(['week', (c) => inWeekRange(c.week, range)])
  }
  if (filters.kip) {
    const kips = filters.kip
    list.push(['kip', (c) => c.kips.some((k) => kips.includes(k))])
  }
  if (filters.person) {
    const people = filters.person
    list.push(['person', (c) => c.participants.some((p) => people.includes(p))])
  }
  if (filters.status) {
    const statuses = filters.status
    list.push(['status', (c) => statuses.includes(c.status)])
  }
  if (filters.q && textMatches) list.push(['q', (c) => textMatches.has(c.id)])
  return list
}

export interface FilterResult {
  matches: ThreadCard[]
  /** When nothing matches: the filter that removed the last threads, and how many it removed. */
  emptiedBy?: { param: FilterParam; remaining: number }
}

/**
 * Applies the filters in URL order (week, KIP, person, status, text); within one filter the
 * values are alternatives (kip=1327,1332 is either), across filters all must hold.
 * `textMatches` (the threads the text query finds: features/search) is needed only when there
 * is one.
 */
export function filterThreads(
  cards: ThreadCard[],
  filters: Filters,
  textMatches?: ReadonlySet<string>,
): FilterResult {
  let current = cards
  for (const [param, keep] of predicates(filters, textMatches)) {
    const next = current.filter(keep)
    if (next.length === 0 && current.length > 0)
      return { matches: [], emptiedBy: { param, remaining: current.length } }
    current = next
  }
  return { matches: current }
}

/** Matching cards grouped by week, newest week first, threads in digest order. */
export function groupByWeek(cards: ThreadCard[]): { week: string; threadIds: string[] }[] {
  const groups = new Map<string, string[]>()
  for (const card of cards) groups.set(card.week, [...(groups.get(card.week) ?? []), card.id])
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([week, threadIds]) => ({ week, threadIds }))
}
