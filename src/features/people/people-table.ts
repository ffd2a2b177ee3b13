import { normalizeForSearch } from '../../domain/search-text'
import type { PersonStats } from '../../domain/people-stats'
import type { SortDir } from '../../url/search-params'

/** The People table's columns, as written in the URL (`sort=<column>`). */
export const PEOPLE_COLUMNS = [
  'name',
  'positions',
  'threads',
  'kips',
  'weeks',
  'first-seen',
  'last-seen',
] as const
export type PeopleColumn = (typeof PEOPLE_COLUMNS)[number]

export interface PeopleSort {
  column: PeopleColumn
  dir: SortDir
}

export const DEFAULT_PEOPLE_SORT: PeopleSort = { column: 'positions', dir: 'desc' }

/** Names read A→Z first; figures and dates most/latest first. */
function defaultDir(column: PeopleColumn): SortDir {
  return column === 'name' ? 'asc' : 'desc'
}

/**
 * URL values → the sort shown: an unknown column falls back to the default (the page says so);
 * a missing dir takes the column's default. ("kips", undefined) → {kips, desc}; ("bogus", "asc") → default.
 */
export function peopleSortFromUrl(sort: string | undefined, dir: SortDir | undefined): PeopleSort {
  const column = PEOPLE_COLUMNS.find((c) => c === sort)
  if (!column) return DEFAULT_PEOPLE_SORT
  return { column, dir: dir ?? defaultDir(column) }
}

/** Clicking a header: the same column flips, another column starts at its default direction. */
export function nextSort(current: PeopleSort, column: PeopleColumn): PeopleSort {
  if (current.column === column) return { column, dir: current.dir === 'asc' ? 'desc' : 'asc' }
  return { column, dir: defaultDir(column) }
}

function value(row: PersonStats, column: PeopleColumn): string | number {
  switch (column) {
    case 'name':
      return row.name
    case 'first-seen':
      return row.firstSeen
    case 'last-seen':
      return row.lastSeen
    default:
      return row[column]
  }
}

const byName = (a: PersonStats, b: PersonStats) => a.name.localeCompare(b.name, 'en')

/** Rows sorted by the column (ties by name, A→Z), without changing the input. */
export function sortPeople(rows: readonly PersonStats[], sort: PeopleSort): PersonStats[] {
  const sign = sort.dir === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => {
    const va = value(a, sort.column)
    const vb = value(b, sort.column)
    const d =
      typeof va === 'number' && typeof vb === 'number'
        ? va - vb
        : String(va).localeCompare(String(vb), 'en')
    return d !== 0 ? d * sign : byName(a, b)
  })
}

/**
 * Rows whose name, id or any alias contains the query (case, width and spacing ignored):
 * "mjsax" → [Matthias J. Sax]; "黃" → [Ken Huang]; "" → all rows.
 */
export function searchPeople(rows: readonly PersonStats[], q: string | undefined): PersonStats[] {
  const wanted = normalizeForSearch(q ?? '').trim()
  if (!wanted) return [...rows]
  return rows.filter((row) =>
    [row.name, row.id, ...row.aliases].some((s) => normalizeForSearch(s).includes(wanted)),
  )
}
