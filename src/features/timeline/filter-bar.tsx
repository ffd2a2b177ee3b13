import { useEffect, useMemo, useRef } from 'react'
import { useT } from '../../i18n/use-t'
import { useIndex } from '../../data/queries'
import { PersonSelect } from '../../shared/components/person-select'
import { StatusToggles } from '../../shared/components/status-toggles'
import { useAppSearch } from '../../shared/hooks/use-app-search'
import { formatDate } from '../../i18n/format'
import { useHydrated } from '../../shared/hooks/use-hydrated'
import { useLang } from '../../shared/hooks/use-lang'
import { weekRange, withFilters, type Filters } from '../../url/search-params'

/** The filter controls. Each change writes the URL; typing in the search box replaces history. */
export function FilterBar({ filters }: { filters: Filters }) {
  const t = useT()
  const lang = useLang()
  const index = useIndex()
  const { search, update } = useAppSearch()
  // The pre-rendered home page has no filter set: until the app has taken over, the lists hold
  // only "any", which keeps hundreds of weeks' options out of index.html.
  const hydrated = useHydrated()
  const from = filters.week?.from ?? ''
  const to = filters.week?.to ?? ''

  // One end alone means "from" or "up to" that week, not "only" it.
  const setWeek = (nextFrom: string, nextTo: string) =>
    update((s) => withFilters(s, { week: weekRange(nextFrom, nextTo) }))
  // Hundreds of options with ten years of weeks: built once per index and language, so that
  // typing in the search box does not rebuild (or make React compare) them on every keystroke.
  const weekOptions = useMemo(
    () =>
      [...index.weeks].reverse().map((w) => (
        <option key={w.id} value={w.id}>
          {`${w.id} · ${formatDate(w.start, lang, 'short')}`}
        </option>
      )),
    [index.weeks, lang],
  )
  const kipOptions = useMemo(
    () =>
      index.kips.map((k) => (
        <option key={k.kip} value={k.kip}>
          {`KIP-${k.kip}${k.title ? ` · ${k.title}` : ''}`}
        </option>
      )),
    [index.kips],
  )
  const personOptions = useMemo(() => {
    const collator = new Intl.Collator(lang)
    return [...index.people]
      .sort((a, b) => collator.compare(a.name, b.name))
      .map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))
  }, [index.people, lang])

  return (
    <form
      className="filter-bar"
      role="search"
      aria-label={t('filters.heading')}
      onSubmit={(e) => e.preventDefault()}
    >
      <SearchBox
        value={search.q ?? ''}
        onChange={(q) => update((s) => withFilters(s, { q: q || undefined }), { replace: true })}
      />
      <label className="field">
        <span>{t('filters.weekFrom')}</span>
        <select value={from} onChange={(e) => setWeek(e.target.value, to)}>
          <option value="">{t('filters.anyWeek')}</option>
          {hydrated && weekOptions}
        </select>
      </label>
      <label className="field">
        <span>{t('filters.weekTo')}</span>
        <select value={to} onChange={(e) => setWeek(from, e.target.value)}>
          <option value="">{t('filters.anyWeek')}</option>
          {hydrated && weekOptions}
        </select>
      </label>
      <label className="field">
        <span>{t('filters.kip')}</span>
        <select
          value={filters.kip?.length === 1 ? String(filters.kip[0]) : ''}
          onChange={(e) =>
            update((s) =>
              withFilters(s, { kip: e.target.value ? [Number(e.target.value)] : undefined }),
            )
          }
        >
          <option value="">{t('filters.anyKip')}</option>
          {hydrated && kipOptions}
        </select>
      </label>
      <PersonSelect selected={filters.person}>{hydrated && personOptions}</PersonSelect>
      <StatusToggles />
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
