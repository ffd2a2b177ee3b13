import { useMemo } from 'react'
import { useT } from '../../i18n/use-t'
import { usePeopleStats } from '../../data/people-queries'
import { useAppSearch } from '../../shared/hooks/use-app-search'
import { ExportPeople } from './export-people'
import { PeopleSearchBox } from './people-search-box'
import {
  nextSort,
  PEOPLE_COLUMNS,
  peopleSortFromUrl,
  searchPeople,
  sortPeople,
  type PeopleColumn,
} from './people-table'
import { PeopleTableView } from './people-table-view'

/** Everyone who took a position: sortable (`sort`, `dir`) and searchable by any spelling (`q`). */
export function PeoplePage() {
  const t = useT()
  const stats = usePeopleStats()
  const { search, update } = useAppSearch()
  const sort = peopleSortFromUrl(search.sort, search.dir)
  const unknownSort =
    search.sort !== undefined && !(PEOPLE_COLUMNS as readonly string[]).includes(search.sort)
  const rows = useMemo(
    () => sortPeople(searchPeople(stats, search.q), peopleSortFromUrl(search.sort, search.dir)),
    [stats, search.q, search.sort, search.dir],
  )
  const onSort = (column: PeopleColumn) => {
    const next = nextSort(sort, column)
    update((s) => ({ ...s, sort: next.column, dir: next.dir }))
  }
  return (
    <section aria-labelledby="people-heading" className="people-page">
      <h1 id="people-heading">{t('people.heading')}</h1>
      <p className="muted">{t('people.intro')}</p>
      <PeopleSearchBox
        q={search.q ?? ''}
        onChange={(q) => update((s) => ({ ...s, q: q || undefined }), { replace: true })}
      />
      {unknownSort && <p className="notice">{t('people.sortIgnored', { value: search.sort })}</p>}
      <p className="match-count" role="status">
        {t('people.count', { count: rows.length })}
      </p>
      <ExportPeople rows={rows} search={search} />
      {rows.length === 0 ? (
        <p className="empty">{t('people.noMatch', { q: search.q ?? '' })}</p>
      ) : (
        <PeopleTableView rows={rows} sort={sort} onSort={onSort} />
      )}
    </section>
  )
}
