import { useT } from '../../i18n/use-t'
import type { TableSort } from '../lib/table-sort'
import { LiveButton } from './live-button'

const ARROWS = { asc: '▲', desc: '▼' } as const

/** A column the table sorts by: its value in the URL and its name. */
export interface SortColumn<C extends string> {
  column: C
  label: string
}

/**
 * The header cell of a sortable table's column: a button that sorts by it (the order lives in
 * the URL, see shared/lib/table-sort.ts), with aria-sort saying which column sorts and how.
 * A column that shows several of a row's values (a title with its author and day under it) has
 * a button for each, and the one the table sorts by says so to a screen reader, as aria-sort
 * cannot tell which.
 */
export function SortHeader<C extends string>({
  columns,
  sort,
  numeric,
  onSort,
  className,
}: {
  columns: readonly SortColumn<C>[]
  sort: TableSort<C>
  /** Figures align right. */
  numeric: boolean
  onSort: (column: C) => void
  className?: string
}) {
  const t = useT()
  const active = columns.some(({ column }) => sort.column === column)
  const several = columns.length > 1
  return (
    <th
      scope="col"
      className={[numeric ? 'num' : '', several ? 'sort-several' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      {columns.map(({ column, label }) => {
        const on = sort.column === column
        return (
          <LiveButton key={column} className="sort-button" onClick={() => onSort(column)}>
            {label}
            <span aria-hidden="true" className="sort-arrow">
              {on ? ARROWS[sort.dir] : '↕'}
            </span>
            {several && on && (
              <span className="visually-hidden">
                {t(sort.dir === 'asc' ? 'table.sortedAscending' : 'table.sortedDescending')}
              </span>
            )}
          </LiveButton>
        )
      })}
    </th>
  )
}
