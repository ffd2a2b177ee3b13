import { Suspense } from 'react'
import { lazyView } from '../../shared/components/lazy-view'
import { ExportThreads } from './lazy-export'
/** "Since your last visit" is the reader's own, shown once the app has the page: loaded then. */
const SinceLastVisit = lazyView('SinceLastVisit', () =>
  import('./since-last-visit').then((m) => m.SinceLastVisit),
)
import { useT } from '../../i18n/use-t'
import { useLang } from '../../shared/hooks/use-lang'
import { useIndex } from '../../data/queries'
import { FilterBar } from './filter-bar'
import { FilterChips, filterLabel } from './filter-chips'
import { groupByWeek } from '../../shared/lib/filter-threads'
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
 */
export function TimelinePage() {
  const t = useT()
  const lang = useLang()
  const index = useIndex()
  const { search, update } = useAppSearch()
  const { filters, active, result, problems, error } = useFilteredThreads(search)
  // The pre-rendered page holds its first week; the others come with the app.
  const hydrated = useHydrated()
  if (error) throw error

  const byId = new Map(index.weeks.map((w, i) => [w.id, { week: w, previous: index.weeks[i - 1] }]))
  const groups = active
    ? groupByWeek(result?.matches ?? [])
    : [...index.weeks]
        .reverse()
        .map((w) => ({ week: w.id, threadIds: undefined as string[] | undefined }))
  const { items, page, pages } = paginate(groups, WEEKS_PER_PAGE, search.page)
  const visible = hydrated ? items : items.slice(0, 1)

  return (
    <div className="timeline">
      <h1 className="visually-hidden">{t('timeline.heading')}</h1>
      {hydrated && !active && page === 1 && (
        <Suspense fallback={null}>
          <SinceLastVisit />
        </Suspense>
      )}
      <FilterBar filters={filters} />
      <FilterChips filters={filters} count={result?.matches.length} problems={problems} />
      <Suspense fallback={null}>
        <ExportThreads
          filters={filters}
          matches={active ? result?.matches : undefined}
          ready={!active || result !== undefined}
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
