import { useEffect, useMemo, useRef } from 'react'
import { useT } from '../../i18n/use-t'
import { useIndex, useLoadedKipTitles } from '../../data/queries'
import { useFetchJson } from '../../data/data-source'
import { useQueryClient } from '@tanstack/react-query'
import { ComboboxField, preloadCombobox } from '../../shared/components/combobox/combobox-field'
import { PersonSelect } from '../../shared/components/person-select'
import { StatusToggles } from '../../shared/components/status-toggles'
import { useTimelineSearch } from './timeline-search'
import { prefetchFiltering } from './use-filtered-threads'
import { formatList, formatWeek } from '../../i18n/format'
import { useLang } from '../../shared/hooks/use-lang'
import { activeFilters, weekRange, withFilters, type Filters } from '../../url/search-params'

/**
 * The filter controls. Each change writes the URL; typing in the search box replaces history.
 * `preloadChips` starts loading the code of the chips that name the filters set.
 */
export function FilterBar({
  filters,
  preloadChips,
}: {
  filters: Filters
  preloadChips: () => Promise<void>
}) {
  const t = useT()
  const lang = useLang()
  const index = useIndex()
  const { search, update } = useTimelineSearch()
  const queryClient = useQueryClient()
  const fetchJson = useFetchJson()
  // Filtering needs every thread's facets, a field its combobox's code and a filter its chips:
  // asked for when the reader comes near the filters (a pointer over them, or focus: opening the
  // fold), so that they are there by the time a filter is chosen. Never before: the facets and
  // titles grow with the history, and most visits do not filter.
  const prefetch = () => {
    prefetchFiltering(queryClient, fetchJson)
    void preloadCombobox()
    void preloadChips()
  }
  const from = filters.week?.from ?? ''
  const to = filters.week?.to ?? ''

  // One end alone means "from" or "up to" that week, not "only" it.
  const setWeek = (nextFrom: string, nextTo: string) =>
    update((s) => withFilters(s, { week: weekRange(nextFrom, nextTo) }))
  // Thousands of options with ten years of weeks: listed once per index and language, drawn only
  // when a field is reached (ComboboxField). A week is also found by its id ("2026-W20").
  const weekOptions = useMemo(
    () =>
      [...index.weeks]
        .reverse()
        .map((w) => ({ value: w.id, text: formatWeek(w.id, lang, 'short'), keywords: [w.id] })),
    [index.weeks, lang],
  )
  // Titles once fetched with what filtering needs (prefetchFiltering): numbers until then. They
  // come with the threads' facets: the fields say they are loading while they come.
  const { data: kipTitles, isFetching } = useLoadedKipTitles()
  const kipOptions = useMemo(() => {
    const titles = new Map(kipTitles?.map((k) => [k.kip, k.title]))
    return index.kips.map((kip) => {
      const title = titles.get(kip)
      return { value: String(kip), text: `KIP-${kip}${title ? ` · ${title}` : ''}` }
    })
  }, [index.kips, kipTitles])
  const personOptions = useMemo(() => {
    const collator = new Intl.Collator(lang)
    return [...index.people]
      .sort((a, b) => collator.compare(a.name, b.name))
      .map((p) => ({ value: p.id, text: p.name, keywords: p.aliases }))
  }, [index.people, lang])

  // The words stay in view; the other filters fold behind one line that counts those set (the
  // chips above the list name them), so that the first screen is threads, not controls.
  const folded = activeFilters(filters).filter((f) => f !== 'q').length
  return (
    <form
      id="filters"
      className="filter-bar"
      role="search"
      aria-label={t('filters.heading')}
      onSubmit={(e) => e.preventDefault()}
      onPointerEnter={prefetch}
      onFocus={prefetch}
    >
      <SearchBox
        value={search.q ?? ''}
        onChange={(q) => update((s) => withFilters(s, { q: q || undefined }), { replace: true })}
      />
      <details className="filter-more">
        <summary>
          {t('filters.more')}
          {folded > 0 && ' '}
          {folded > 0 && (
            <span className="filter-count">
              <span className="visually-hidden">{t('filters.setCount', { count: folded })}</span>
              <span aria-hidden="true">{folded}</span>
            </span>
          )}
        </summary>
        <div className="filter-fields">
          <ComboboxField
            label={t('filters.weekFrom')}
            value={from}
            any={t('filters.anyWeek')}
            options={weekOptions}
            onChange={(week) => setWeek(week, to)}
          />
          <ComboboxField
            label={t('filters.weekTo')}
            value={to}
            any={t('filters.anyWeek')}
            options={weekOptions}
            onChange={(week) => setWeek(from, week)}
          />
          <ComboboxField
            label={t('filters.kip')}
            value={filters.kip?.length === 1 ? String(filters.kip[0]) : ''}
            several={
              filters.kip && filters.kip.length > 1
                ? formatList(
                    filters.kip.map((kip) => `KIP-${kip}`),
                    lang,
                  )
                : undefined
            }
            any={t('filters.anyKip')}
            options={kipOptions}
            onChange={(kip) =>
              update((s) => withFilters(s, { kip: kip ? [Number(kip)] : undefined }))
            }
          />
          <PersonSelect
            selected={filters.person}
            options={personOptions}
            onChange={(person) => update((s) => withFilters(s, { person }))}
          />
          <StatusToggles
            selected={search.status}
            // Another filter: a long list starts again at its first page.
            onChange={(status) => update((s) => withFilters(s, { status }))}
          />
        </div>
        {/* Under the fields, so that they do not move when it goes. */}
        {isFetching && <p role="status">{t('filters.fetching')}</p>}
      </details>
    </form>
  )
}

/**
 * The free-text box. On the pre-rendered page a reader may type before the app has taken over:
 * those keys reach the box but no handler, so once the app runs it takes up what is there.
 */
function SearchBox({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const t = useT()
  const input = useRef<HTMLInputElement>(null)
  const typedEarly = useRef(onChange)
  useEffect(() => {
    const early = input.current?.value ?? ''
    if (early !== value) typedEarly.current(early)
    // Only once, when the app takes over: afterwards React owns the box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <label className="field field-search">
      <span>{t('filters.search')}</span>
      <input
        ref={input}
        type="search"
        value={value}
        placeholder={t('filters.searchPlaceholder')}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  )
}
