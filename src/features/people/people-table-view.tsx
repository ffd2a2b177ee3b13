import { useT } from '../../i18n/use-t'
import type { PersonStats } from '../../domain/people-stats'
import { formatDate, formatNumber } from '../../i18n/format'
import { PersonLink } from '../../shared/components/links'
import { LiveButton } from '../../shared/components/live-button'
import { useLang } from '../../shared/hooks/use-lang'
import { PEOPLE_COLUMNS, type PeopleColumn, type PeopleSort } from './people-table'

const ARROWS = { asc: '▲', desc: '▼' } as const

/** The People table; each column header is a button that sorts by it (state is in the URL). */
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
  return (
    <div className="table-scroll">
      <table className="data-table people-table">
        <caption className="visually-hidden">{t('people.tableCaption')}</caption>
        <thead>
          <tr>
            {PEOPLE_COLUMNS.map((column) => {
              const active = sort.column === column
              return (
                <th
                  key={column}
                  scope="col"
                  className={column === 'name' || column.endsWith('seen') ? undefined : 'num'}
                  aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <LiveButton className="sort-button" onClick={() => onSort(column)}>
                    {t(`people.col.${column}`)}
                    <span aria-hidden="true" className="sort-arrow">
                      {active ? ARROWS[sort.dir] : '↕'}
                    </span>
                  </LiveButton>
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <PersonLink id={row.id} className="person-name">
                  {row.name}
                </PersonLink>
                {row.aliases.length > 1 && (
                  <span className="aliases">
                    {row.aliases.filter((a) => a !== row.name).join(', ')}
                  </span>
                )}
              </th>
              <td className="num">{formatNumber(row.positions, lang)}</td>
              <td className="num">{formatNumber(row.threads, lang)}</td>
              <td className="num">{formatNumber(row.kips, lang)}</td>
              <td className="num">{formatNumber(row.weeks, lang)}</td>
              <td>{formatDate(row.firstSeen, lang)}</td>
              <td>{formatDate(row.lastSeen, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
