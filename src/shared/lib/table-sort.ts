import type { SortDir } from '../../url/search-params'

/**
 * How a sortable table reads and writes its order (`sort=<column>&dir=asc|desc` in the URL),
 * for any table: its columns, the order it opens in, and each column's first direction.
 */
export interface TableSort<C extends string> {
  column: C
  dir: SortDir
}

export interface SortRules<C extends string> {
  columns: readonly C[]
  fallback: TableSort<C>
  /** The direction a column starts in when first clicked: names A→Z, figures most first. */
  firstDir: (column: C) => SortDir
}

/**
 * URL values → the sort shown: an unknown column falls back (the page says so: `ignored`); a
 * missing dir takes the column's first direction.
 */
export function sortFromUrl<C extends string>(
  rules: SortRules<C>,
  sort: string | undefined,
  dir: SortDir | undefined,
): TableSort<C> & { ignored: boolean } {
  const column = rules.columns.find((c) => c === sort)
  if (!column) return { ...rules.fallback, ignored: sort !== undefined }
  return { column, dir: dir ?? rules.firstDir(column), ignored: false }
}

/** Clicking a header: the same column flips, another column starts at its first direction. */
export function nextSort<C extends string>(
  rules: SortRules<C>,
  current: TableSort<C>,
  column: C,
): TableSort<C> {
  if (current.column === column) return { column, dir: current.dir === 'asc' ? 'desc' : 'asc' }
  return { column, dir: rules.firstDir(column) }
}

/**
 * Rows sorted by a column's values (numbers as numbers, text in English collation; a missing
 * value, null, last in either direction), ties by `tie`, without changing the input.
 */
export function sortRows<R, C extends string>(
  rows: readonly R[],
  sort: TableSort<C>,
  value: (row: R, column: C) => string | number | null,
  tie: (a: R, b: R) => number,
): R[] {
  const sign = sort.dir === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => {
    const va = value(a, sort.column)
    const vb = value(b, sort.column)
    if (va === null || vb === null) return va === vb ? tie(a, b) : va === null ? 1 : -1
    const d =
      typeof va === 'number' && typeof vb === 'number'
        ? va - vb
        : String(va).localeCompare(String(vb), 'en')
    return d !== 0 ? d * sign : tie(a, b)
  })
}
