import type { TableSort } from '../lib/table-sort'
import { LiveButton } from './live-button'

const ARROWS = { asc: '▲', desc: '▼' } as const

/**
 * The header cell of a sortable table's column: a button that sorts by it (the order lives in
 * the URL, see shared/lib/table-sort.ts), with aria-sort saying which column sorts and how.
 */
export function SortHeader<C extends string>({
  column,
  label,
  sort,
  numeric,
  onSort,
}: {
  column: C
  label: string
  sort: TableSort<C>
  /** Figures align right. */
  numeric: boolean
  onSort: (column: C) => void
}) {
  const active = sort.column === column
  return (
    <th
      scope="col"
      className={numeric ? 'num' : undefined}
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <LiveButton className="sort-button" onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true" className="sort-arrow">
          {active ? ARROWS[sort.dir] : '↕'}
        </span>
      </LiveButton>
    </th>
  )
}
