import { useT } from '../../i18n/use-t'
import type { PersonStats } from '../../domain/people-stats'
import { formatDate, formatNumber } from '../../i18n/format'
import { PersonLink } from '../../shared/components/links'
import { SortHeader } from '../../shared/components/sort-header'
import { useLang } from '../../shared/hooks/use-lang'
import { PEOPLE_COLUMNS, type PeopleColumn, type PeopleSort } from './people-table'
import { FollowButton } from '../../shared/components/follow-button'
import { useCellLabel } from '../../shared/hooks/use-cell-label'

/** The columns of figures, in the order of PEOPLE_COLUMNS. */
const FIGURES = ['positions', 'threads', 'kips', 'weeks'] as const

/**
 * The People table; each column header is a button that sorts by it (state is in the URL). A
 * phone shows each row as a card (people.css): the name, then each figure with its column's name.
 */
export function PeopleTableView({
  rows,
  sort,
  onSort,
}: {
  rows: PersonStats[]
  sort: PeopleSort
  onSort: (column: PeopleColumn) => void
}) {
  const t = useT()
  const lang = useLang()
  const cellLabel = useCellLabel()
  return (
    <div className="table-scroll">
      <table className="data-table card-table people-table">
        <caption className="visually-hidden">{t('people.tableCaption')}</caption>
        <thead>
          <tr>
            {PEOPLE_COLUMNS.map((column) => (
              <SortHeader
                key={column}
                columns={[{ column, label: t(`people.col.${column}`) }]}
                sort={sort}
                numeric={!(column === 'name' || column.endsWith('seen'))}
                onSort={onSort}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <PersonLink id={row.id} className="person-name">
                  {row.name}
                </PersonLink>
                <FollowButton item={{ person: row.id }} name={row.name} compact />
                {row.aliases.length > 1 && (
                  <span className="aliases">
                    {row.aliases.filter((a) => a !== row.name).join(', ')}
                  </span>
                )}
              </th>
              {FIGURES.map((column) => (
                <td key={column} className="num" {...cellLabel(t(`people.col.${column}`))}>
                  {formatNumber(row[column], lang)}
                </td>
              ))}
              <td className="date" {...cellLabel(t('people.col.first-seen'))}>
                {formatDate(row.firstSeen, lang)}
              </td>
              <td className="date" {...cellLabel(t('people.col.last-seen'))}>
                {formatDate(row.lastSeen, lang)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
