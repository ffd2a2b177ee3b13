import { useT } from '../../i18n/use-t'
import type { DataIndex } from '../../domain/files/schemas'
import { useIndex } from '../../data/queries'
import { useAppSearch } from '../../shared/hooks/use-app-search'
import {
  activeFilters,
  formatWeekRange,
  withoutFilter,
  type FilterParam,
  type Filters,
  type SearchProblem,
  type WeekRange,
} from '../../url/search-params'

/** {from: "2026-W20"} → "from 2026-W20"; {to: w} → "up to w"; else "2026-W18..2026-W20". */
function weekRangeLabel(range: WeekRange, t: (key: string, options?: object) => string): string {
  if (range.to === undefined) return t('notices.weekSince', { week: range.from })
  if (range.from === undefined) return t('notices.weekUntil', { week: range.to })
  return formatWeekRange(range)
}

/** "kip" + filters → the chip's text, e.g. "KIP: KIP-1327". */
export function filterLabel(
  param: FilterParam,
  filters: Filters,
  index: DataIndex,
  t: (key: string, options?: object) => string,
): string {
  const name = (id: string) => index.people.find((p) => p.id === id)?.name ?? id
  switch (param) {
    case 'week':
      return `${t('filters.week')}: ${filters.week ? weekRangeLabel(filters.week, t) : ''}`
    case 'kip':
      return `${t('filters.kip')}: ${(filters.kip ?? []).map((k) => `KIP-${k}`).join(', ')}`
    case 'person':
      return `${t('filters.person')}: ${(filters.person ?? []).map(name).join(', ')}`
    case 'status':
      return `${t('filters.status')}: ${(filters.status ?? []).map((s) => t(`status.${s}`)).join(', ')}`
    case 'q':
      return `${t('filters.search')}: “${filters.q ?? ''}”`
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
  const index = useIndex()
  const { update } = useAppSearch()
  const params = activeFilters(filters)
  const label = (param: FilterParam) =>
    filterLabel(param, filters, index, t as (key: string) => string)
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
