import type { DataIndex } from '../../domain/files/schemas'
import { spellingKey } from '../../domain/people'
import {
  formatWeekRange,
  inWeekRange,
  type AppSearch,
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
    const known = new Set(index.kips)
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
