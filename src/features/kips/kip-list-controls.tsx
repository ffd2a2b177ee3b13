import { useMemo } from 'react'
import { useT } from '../../i18n/use-t'
import { useIndex } from '../../data/queries'
import { FilterPanel } from '../../shared/components/filter-panel'
import { LiveButton } from '../../shared/components/live-button'
import { ComboboxField, preloadCombobox } from '../../shared/components/combobox/combobox-field'
import { PersonSelect } from '../../shared/components/person-select'
import { StatusToggles } from '../../shared/components/status-toggles'
import {
  activeFilters,
  formatWeekRange,
  hasFilters,
  parseWeekRange,
  withFilters,
  type AppSearch,
  type Filters,
} from '../../url/search-params'
import { KIP_SORTS, type KipSort } from './kip-sort'
import { useKipCardsSearch } from './kips-search'

const withoutKipFilters = ({
  week: _w,
  person: _p,
  status: _s,
  kip: _k,
  q: _q,
  ...rest
}: AppSearch): AppSearch => rest

/** Sort (recent is the default and leaves the URL clean), week, person and status; all in the URL. */
export function KipListControls({
  filters,
  sort,
  people,
}: {
  filters: Filters
  sort: KipSort
  people: string[]
}) {
  const t = useT()
  const index = useIndex()
  const { update } = useKipCardsSearch()
  const week = filters.week ? formatWeekRange(filters.week) : ''
  const isRange = filters.week !== undefined && filters.week.from !== filters.week.to
  // Listed once per index (and range), drawn only when a field is reached (ComboboxField).
  const weekOptions = useMemo(
    () => [
      ...(isRange ? [{ value: week, text: week }] : []),
      ...[...index.weeks].reverse().map((w) => ({ value: w.id, text: w.id })),
    ],
    [index.weeks, isRange, week],
  )
  const personOptions = useMemo(() => {
    const names = new Map(index.people.map((p) => [p.id, p]))
    return people.map((id) => ({
      value: id,
      text: names.get(id)?.name ?? id,
      keywords: names.get(id)?.aliases,
    }))
  }, [index.people, people])
  const active = hasFilters(filters)

  return (
    <FilterPanel count={activeFilters(filters).length} controls="kip-controls">
      <form
        id="kip-controls"
        className="filter-bar kip-controls"
        aria-label={t('kips.controls')}
        onSubmit={(e) => e.preventDefault()}
        onPointerEnter={() => void preloadCombobox()}
        onFocus={() => void preloadCombobox()}
      >
        <div className="field sort-toggles" role="group" aria-labelledby="kip-sort-label">
          <span id="kip-sort-label">{t('kips.sortBy')}</span>
          <div className="toggles">
            {KIP_SORTS.map((key) => (
              <LiveButton
                key={key}
                className="toggle"
                aria-pressed={sort === key}
                onClick={() => update((s) => ({ ...s, sort: key === 'recent' ? undefined : key }))}
              >
                {t(`kips.sort.${key}`)}
              </LiveButton>
            ))}
          </div>
        </div>
        <ComboboxField
          label={t('filters.week')}
          value={week}
          any={t('kips.anyWeek')}
          options={weekOptions}
          onChange={(value) => update((s) => withFilters(s, { week: parseWeekRange(value) }))}
        />
        <PersonSelect
          selected={filters.person}
          options={personOptions}
          onChange={(person) => update((s) => withFilters(s, { person }))}
        />
        <StatusToggles
          selected={filters.status}
          onChange={(status) => update((s) => withFilters(s, { status }))}
        />
        {active && (
          <button type="button" className="link-button" onClick={() => update(withoutKipFilters)}>
            {t('kips.clear')}
          </button>
        )}
      </form>
    </FilterPanel>
  )
}
