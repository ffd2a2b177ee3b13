import { normalizeForSearch } from '../../domain/search-text'
import type { PersonStats } from '../../domain/people-stats'
import type { SortDir } from '../../url/search-params'
import {
  nextSort as nextTableSort,
  sortFromUrl,
  sortRows,
  type SortRules,
  type TableSort,
} from '../../shared/lib/table-sort'

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

export type PeopleSort = TableSort<PeopleColumn>

export const DEFAULT_PEOPLE_SORT: PeopleSort = { column: 'positions', dir: 'desc' }

const RULES: SortRules<PeopleColumn> = {
  columns: PEOPLE_COLUMNS,
  fallback: DEFAULT_PEOPLE_SORT,
  // Names read A→Z first; figures and dates most/latest first.
  firstDir: (column) => (column === 'name' ? 'asc' : 'desc'),
}

/**
 * URL values → the sort shown: an unknown column falls back to the default (the page says so);
 * a missing dir takes the column's default. ("kips", undefined) → {kips, desc}; ("bogus", "asc") → default.
 */
export function peopleSortFromUrl(sort: string | undefined, dir: SortDir | undefined): PeopleSort {
  const { column, dir: shown } = sortFromUrl(RULES, sort, dir)
  return { column, dir: shown }
}

/** Clicking a header: the same column flips, another column starts at its default direction. */
export function nextSort(current: PeopleSort, column: PeopleColumn): PeopleSort {
  return nextTableSort(RULES, current, column)
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
  return sortRows(rows, sort, value, byName)
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
