import { useT } from '../../i18n/use-t'
import type { Lang } from '../../domain/dataset'
import { formatList } from '../../i18n/format'
import { useLang } from '../../shared/hooks/use-lang'
import type { DataIndex } from '../../domain/files/schemas'
import { useIndex } from '../../data/queries'
import type { FilterResult } from '../../shared/lib/match-threads'
import { useTimelineSearch } from './timeline-search'
import {
  activeFilters,
  withoutFilter,
  type FilterParam,
  type Filters,
  type SearchProblem,
  type WeekRange,
} from '../../url/search-params'

/**
 * {from: "2026-W20"} → "from the week of 11 May 2026"; {to: w} → "up to the week of …"; one week →
 * "Week 20, 11–17 May 2026"; else "the weeks of 27 April to 11 May 2026".
 */
function weekRangeLabel(range: WeekRange, t: (key: string, options?: object) => string): string {
  if (range.to === undefined) return t('notices.weekSince', { week: range.from })
  if (range.from === undefined) return t('notices.weekUntil', { week: range.to })
  if (range.from === range.to) return t('notices.weekOnly', { week: range.from })
  return t('notices.weekBetween', { from: range.from, to: range.to })
}

/** "kip" + filters → the chip's text, e.g. "KIP: KIP-1327". */
function filterLabel(
  param: FilterParam,
  filters: Filters,
  index: DataIndex,
  t: (key: string, options?: object) => string,
  lang: Lang,
): string {
  const name = (id: string) => index.people.find((p) => p.id === id)?.name ?? id
  const labelled = (label: string, values: string[]) =>
    t('common.labelled', { label: t(label), value: formatList(values, lang) })
  switch (param) {
    case 'week':
      return labelled('filters.week', filters.week ? [weekRangeLabel(filters.week, t)] : [])
    case 'kip':
      return labelled(
        'filters.kip',
        (filters.kip ?? []).map((k) => `KIP-${k}`),
      )
    case 'person':
      return labelled('filters.person', (filters.person ?? []).map(name))
    case 'status':
      return labelled(
        'filters.status',
        (filters.status ?? []).map((s) => t(`status.${s}`)),
      )
    case 'q':
      return labelled('filters.search', [t('common.quoted', { text: filters.q ?? '' })])
  }
}

/** Active filters as removable chips, the number of matches, and the values that were ignored. */
export function FilterChips({
  filters,
  count,
  problems,
}: {
  filters: Filters
  count?: number
  problems: SearchProblem[]
}) {
  const t = useT()
  const lang = useLang()
  const index = useIndex()
  const { update } = useTimelineSearch()
  const params = activeFilters(filters)
  const label = (param: FilterParam) =>
    filterLabel(param, filters, index, t as (key: string) => string, lang)
  return (
    <div className="filter-summary">
      {problems.map((p) => (
        <p key={`${p.param}=${p.value}`} className="notice" role="status">
          {t('filters.ignored', { param: p.param, value: p.value })}
        </p>
      ))}
      {params.length > 0 && (
        <div className="chips">
          <span className="match-count" role="status" aria-live="polite">
            {count === undefined ? t('filters.loading') : t('filters.matching', { count })}
          </span>
          {params.map((param) => (
            <button
              key={param}
              type="button"
              className="chip"
              aria-label={t('filters.remove', { label: label(param) })}
              onClick={() => update((s) => withoutFilter(s, param))}
            >
              {label(param)} <span aria-hidden="true">×</span>
            </button>
          ))}
          <button type="button" className="chip chip-clear" onClick={() => update(() => ({}))}>
            {t('filters.clearAll')}
          </button>
        </div>
      )}
    </div>
  )
}

/** Nothing matches: the filter that removed the last threads, and a button to remove it. */
export function EmptiedBy({
  emptiedBy,
  filters,
}: {
  emptiedBy: NonNullable<FilterResult['emptiedBy']>
  filters: Filters
}) {
  const t = useT()
  const lang = useLang()
  const index = useIndex()
  const { update } = useTimelineSearch()
  return (
    <p className="empty" role="status">
      {t('filters.emptyBecause', {
        label: filterLabel(emptiedBy.param, filters, index, t as (key: string) => string, lang),
        count: emptiedBy.remaining,
      })}{' '}
      <button
        type="button"
        className="link-button"
        onClick={() => update((s) => withoutFilter(s, emptiedBy.param))}
      >
        {t('filters.emptyRemove')}
      </button>
    </p>
  )
}
