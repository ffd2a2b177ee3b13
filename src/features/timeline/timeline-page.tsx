import { Suspense, useDeferredValue, useMemo } from 'react'
import { lazyView } from '../../shared/components/lazy-view'
import { ExportThreads } from './lazy-export'
/** "Since your last visit" is the reader's own, shown once the app has the page: loaded then. */
const SinceLastVisit = lazyView('SinceLastVisit', () =>
  import('./since-last-visit').then((m) => m.SinceLastVisit),
)
import { useT } from '../../i18n/use-t'
import { useLang } from '../../shared/hooks/use-lang'
import { useIndex, useWeeksLoaded } from '../../data/queries'
import { FilterBar } from './filter-bar'
import { FilterChips, filterLabel } from './filter-chips'
import { groupByWeek, resolveFilters } from '../../shared/lib/filter-threads'
import { useFilteredThreads } from './use-filtered-threads'
import { useAppSearch } from '../../shared/hooks/use-app-search'
import { withoutFilter } from '../../url/search-params'
import { WeekSection } from './week-section'
import { useHydrated } from '../../shared/hooks/use-hydrated'
import { Pager } from '../../shared/components/pager'
import { paginate } from '../../shared/lib/paginate'
import { WEEKS_PER_PAGE } from './first-screen'

function WeekSkeleton() {
  const t = useT()
  return (
    <div className="week skeleton" aria-busy="true">
      {t('common.loading')}
    </div>
  )
}

/**
 * Home: weeks newest first with their threads, a page of weeks at a time (`page` in the address,
 * so that Back after opening a thread returns to the same page); with filters, only the weeks and
 * threads that match.
 *
 * The list follows the address in a deferred render that waits for the data it needs (the
 * cross-week files for a filter, the week files of a page): until then the list on screen stays,
 * marked as updating, instead of giving way to a loading state. The filter bar follows at once.
 */
export function TimelinePage() {
  const t = useT()
  const lang = useLang()
  const index = useIndex()
  const { search: wanted, update } = useAppSearch()
  const search = useDeferredValue(wanted)
  const updating = search !== wanted
  const { filters, active, result, problems } = useFilteredThreads(search)
  const shownFilters = useMemo(() => resolveFilters(wanted, index).filters, [wanted, index])
  // The pre-rendered page holds its first week; the others come with the app, once loaded.
  const hydrated = useDeferredValue(useHydrated())

  const byId = new Map(index.weeks.map((w, i) => [w.id, { week: w, previous: index.weeks[i - 1] }]))
  const groups = active
    ? groupByWeek(result?.matches ?? [])
    : [...index.weeks]
        .reverse()
        .map((w) => ({ week: w.id, threadIds: undefined as string[] | undefined }))
  const { items, page, pages } = paginate(groups, WEEKS_PER_PAGE, search.page)
  const visible = hydrated ? items : items.slice(0, 1)
  useWeeksLoaded(visible.map(({ week }) => week))

  return (
    <div className="timeline">
      <h1 className="visually-hidden">{t('timeline.heading')}</h1>
      {hydrated && !active && page === 1 && (
        <Suspense fallback={null}>
          <SinceLastVisit />
        </Suspense>
      )}
      <FilterBar filters={shownFilters} />
      <FilterChips
        filters={shownFilters}
        count={updating ? undefined : result?.matches.length}
        problems={problems}
      />
      <Suspense fallback={null}>
        <ExportThreads
          filters={filters}
          matches={active ? result?.matches : undefined}
          ready={!updating}
        />
      </Suspense>
      {result?.emptiedBy && (
        <p className="empty" role="status">
          {t('filters.emptyBecause', {
            label: filterLabel(
              result.emptiedBy.param,
              filters,
              index,
              t as (key: string) => string,
              lang,
            ),
            count: result.emptiedBy.remaining,
          })}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => update((s) => withoutFilter(s, result.emptiedBy!.param))}
          >
            {t('filters.emptyRemove')}
          </button>
        </p>
      )}
      {index.weeks.length === 0 && <p className="empty">{t('timeline.noWeeks')}</p>}
      <div className="week-list updatable" aria-busy={updating}>
        {visible.map(({ week, threadIds }) => {
          const entry = byId.get(week)
          if (!entry) return null
          return (
            <Suspense key={week} fallback={<WeekSkeleton />}>
              <WeekSection
                week={entry.week}
                previous={entry.previous}
                threadIds={threadIds}
                highlight={filters.person}
              />
            </Suspense>
          )
        })}
      </div>
      <Pager
        page={page}
        pages={pages}
        label={t('timeline.pages')}
        previous={t('pager.newerWeeks')}
        next={t('pager.olderWeeks')}
        status={t('pager.page', { page, pages })}
      />
    </div>
  )
}
