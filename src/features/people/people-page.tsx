import { useSearch } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useT } from '../../i18n/use-t'
import { useFile } from '../../data/file-queries'
import { VIEW_FILES } from '../../domain/files/view-descriptors'
import { useViewSearch } from '../../shared/hooks/use-view-search'
import { Pager } from '../../shared/components/pager'
import { paginate } from '../../shared/lib/paginate'
import type { AppSearch } from '../../url/search-params'
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

/** The people table's state on the URL, as its route reads it (src/app/routes/people.tsx). */
const usePeopleSearch = () => useViewSearch(useSearch({ from: '/$lang/people' }))

/** People a page of the table: ten years of the list are hundreds of people. */
export const PEOPLE_PER_PAGE = 50

/**
 * Everyone who took a position: sortable (`sort`, `dir`), searchable by any spelling (`q`) and
 * paged (`page`); the export holds every person the search keeps, not only the page's.
 */
export function PeoplePage() {
  const t = useT()
  const stats = useFile(VIEW_FILES.peopleStats)
  const { search, update } = usePeopleSearch()
  const sort = peopleSortFromUrl(search.sort, search.dir)
  const unknownSort =
    search.sort !== undefined && !(PEOPLE_COLUMNS as readonly string[]).includes(search.sort)
  const rows = useMemo(
    () => sortPeople(searchPeople(stats, search.q), peopleSortFromUrl(search.sort, search.dir)),
    [stats, search.q, search.sort, search.dir],
  )
  const shown = useMemo(() => paginate(rows, PEOPLE_PER_PAGE, search.page), [rows, search.page])
  // Another order or search is another list: back to its first page.
  const firstPage = (s: AppSearch): AppSearch => ({ ...s, page: undefined })
  const onSort = (column: PeopleColumn) => {
    const next = nextSort(sort, column)
    update((s) => ({ ...firstPage(s), sort: next.column, dir: next.dir }))
  }
  return (
    <section aria-labelledby="people-heading" className="people-page">
      <h1 id="people-heading">{t('people.heading')}</h1>
      <p className="muted">{t('people.intro')}</p>
      <PeopleSearchBox
        q={search.q ?? ''}
        onChange={(q) => update((s) => ({ ...firstPage(s), q: q || undefined }), { replace: true })}
      />
      {unknownSort && <p className="notice">{t('people.sortIgnored', { value: search.sort })}</p>}
      <p className="match-count" role="status">
        {t('people.count', { count: rows.length })}
      </p>
      <ExportPeople rows={rows} search={search} />
      {rows.length === 0 ? (
        <p className="empty">{t('people.noMatch', { q: search.q ?? '' })}</p>
      ) : (
        <>
          <PeopleTableView rows={shown.items} sort={sort} onSort={onSort} />
          <Pager
            page={shown.page}
            pages={shown.pages}
            label={t('people.pages')}
            previous={t('pager.previous')}
            next={t('pager.next')}
            status={t('pager.page', { page: shown.page, pages: shown.pages })}
          />
        </>
      )}
    </section>
  )
}
