import { memo, Suspense, useDeferredValue, useEffect, useMemo } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { lazyView } from '../../shared/components/lazy-view'
import { TimelineExports } from './lazy-export'
// What only a filtered timeline shows (its chips, what emptied it) loads with the first filter.
const FilterChips = lazyView('FilterChips', () =>
  import('./filter-chips').then((m) => m.FilterChips),
)
const EmptiedBy = lazyView('EmptiedBy', () => import('./filter-chips').then((m) => m.EmptiedBy))
/** A long history's years: code that a one-page timeline never needs. */
const YearJump = lazyView('YearJump', () => import('./year-jump').then((m) => m.YearJump))
/** "Since your last visit" is the reader's own, shown once the app has the page: loaded then. */
const SinceLastVisit = lazyView('SinceLastVisit', () =>
  import('./since-last-visit').then((m) => m.SinceLastVisit),
)
import { useT } from '../../i18n/use-t'
import { useIndex, useWeeksLoaded } from '../../data/queries'
import { FilterBar } from './filter-bar'
import { resolveFilters } from '../../shared/lib/filter-threads'
import { prefetchTimelineWeeks, useFilteredThreads } from './use-filtered-threads'
import { useFetchJson } from '../../data/data-source'
import { useTimelineSearch } from './timeline-search'
import { hasFilters } from '../../url/search-params'
import { WeekSection } from './week-section'
import { useHydrated } from '../../shared/hooks/use-hydrated'
import { Pager } from '../../shared/components/pager'
import { timelineWeeks, type WeekGroup } from './timeline-weeks'
import { ViewErrorBoundary } from '../../shared/components/error-boundary'

function WeekSkeleton() {
  const t = useT()
  return (
    <div className="week skeleton" aria-busy="true">
      {t('common.loading')}
    </div>
  )
}

/**
 * The weeks shown. Memoised: when a filter changes, the list on screen renders again only once
 * the next list is ready (the render that marks it as updating leaves it alone).
 */
const WeekList = memo(function WeekList({
  groups,
  highlight,
}: {
  groups: readonly WeekGroup[]
  highlight: string[] | undefined
}) {
  const index = useIndex()
  const byId = useMemo(
    () => new Map(index.weeks.map((w, i) => [w.id, { week: w, previous: index.weeks[i - 1] }])),
    [index],
  )
  return groups.map(({ week, threadIds }) => {
    const entry = byId.get(week)
    if (!entry) return null
    // A week whose file cannot be downloaded says so in its place; the other weeks stay.
    return (
      <ViewErrorBoundary key={week} part>
        <Suspense fallback={<WeekSkeleton />}>
          <WeekSection
            week={entry.week}
            previous={entry.previous}
            threadIds={threadIds}
            highlight={highlight}
          />
        </Suspense>
      </ViewErrorBoundary>
    )
  })
})

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
  const index = useIndex()
  const { search: wanted } = useTimelineSearch()
  const search = useDeferredValue(wanted)
  const updating = search !== wanted
  const { filters, active, result, problems } = useFilteredThreads(search)
  const shownFilters = useMemo(() => resolveFilters(wanted, index).filters, [wanted, index])
  // The pre-rendered page holds its first week; the others come with the app, once loaded.
  const hydrated = useDeferredValue(useHydrated())
  const queryClient = useQueryClient()
  const fetchJson = useFetchJson()
  // A filter or a page chosen here: its weeks' files are asked for as the navigation starts.
  // (Not from a route loader: that also runs when the page is pre-rendered, which holds only its
  // first week.)
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', ({ toLocation, pathChanged }) => {
        if (!pathChanged) prefetchTimelineWeeks(queryClient, fetchJson, index, toLocation.search)
      }),
    [router, queryClient, fetchJson, index],
  )

  const { items, page, pages, groups } = useMemo(
    () => timelineWeeks(index, result, search.page),
    [result, index, search.page],
  )
  const visible = useMemo(() => (hydrated ? items : items.slice(0, 1)), [hydrated, items])
  useWeeksLoaded(visible.map(({ week }) => week))

  return (
    <div className="timeline">
      <h1 className="visually-hidden">{t('timeline.heading')}</h1>
      <FilterBar filters={shownFilters} preloadChips={FilterChips.preload} />
      {/* After the filters, not before: it comes once the app has the page and goes with the
          first filter's list, and the fields must not move under a reader choosing one. */}
      {hydrated && !active && page === 1 && (
        <Suspense fallback={null}>
          <SinceLastVisit />
        </Suspense>
      )}
      {(problems.length > 0 || hasFilters(shownFilters)) && (
        <Suspense fallback={null}>
          <FilterChips
            filters={shownFilters}
            count={updating ? undefined : result?.matches.length}
            problems={problems}
          />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <TimelineExports
          filters={filters}
          matches={active ? result?.matches : undefined}
          ready={!updating}
        />
      </Suspense>
      {result?.emptiedBy && (
        <Suspense fallback={null}>
          <EmptiedBy emptiedBy={result.emptiedBy} filters={filters} />
        </Suspense>
      )}
      {index.weeks.length === 0 && <p className="empty">{t('timeline.noWeeks')}</p>}
      <div className="week-list updatable" aria-busy={updating}>
        <WeekList groups={visible} highlight={filters.person} />
      </div>
      <Pager
        page={page}
        pages={pages}
        label={t('timeline.pages')}
        previous={t('pager.newerWeeks')}
        next={t('pager.olderWeeks')}
        status={t('pager.page', { page, pages })}
      />
      {pages > 1 && (
        <Suspense fallback={null}>
          <YearJump groups={groups} page={page} pages={pages} />
        </Suspense>
      )}
    </div>
  )
}
