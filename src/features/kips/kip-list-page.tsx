import { Link } from '@tanstack/react-router'
import { Suspense, useDeferredValue, useMemo } from 'react'
import { useT } from '../../i18n/use-t'
import { FilterPanel } from '../../shared/components/filter-panel'
import { useFile } from '../../data/file-queries'
import { VIEW_FILES } from '../../domain/files/view-descriptors'
import { useIndex } from '../../data/queries'
import { KIP_WIKI_STATES } from '../../domain/dataset'
import { formatDate } from '../../i18n/format'
import { LiveButton } from '../../shared/components/live-button'
import { Pager } from '../../shared/components/pager'
import { StatusToggles } from '../../shared/components/status-toggles'
import { useHydrated } from '../../shared/hooks/use-hydrated'
import { useLang } from '../../shared/hooks/use-lang'
import { useWikiStateLabel } from '../../shared/components/wiki-state'
import { nextSort } from '../../shared/lib/table-sort'
import { KIP_STANDINGS, type AppSearch } from '../../url/search-params'
import {
  KIP_LIST_SORT,
  kipList,
  kipListChoices,
  listFilterCount,
  withoutListFilters,
  type KipListColumn,
  type KipTextMatches,
} from './kip-list'
import { ExportKips } from './export-kips'
import { KipFlowSection } from './kip-flow-section'
import { KipListTable } from './kip-list-table'
import { useKipTextMatches } from './use-kip-text-matches'
import { useKipListSearch } from './kips-search'

/**
 * Every KIP, the wiki's and the digests', as one table: filtered, sorted and paged from the URL
 * (kip-list.ts), quick at 1,400 rows on a phone (50 a page). The consensus cards of the KIPs the
 * digests discussed are a link away.
 */
export function KipListPage() {
  const t = useT()
  const lang = useLang()
  const index = useIndex()
  const catalog = useFile(VIEW_FILES.catalog)
  const { search, update } = useKipListSearch()
  // The text filter follows the box in a deferred render, which waits for what its words need
  // (the search index's parts): until then the list on screen stays. The other filters are
  // the list's own, and follow at once.
  const q = useDeferredValue(search.q)
  const discussed = useMemo(() => catalog.filter((row) => row.digest).length, [catalog])
  // A filter changed: back to the first page of what it leaves.
  const filter = (change: (s: AppSearch) => AppSearch, options?: { replace?: boolean }) =>
    update((s) => ({ ...change(s), page: undefined }), options)
  const asOf = index.kipFactsAsOf ? formatDate(index.kipFactsAsOf, lang) : ''
  return (
    <section aria-labelledby="kip-list-heading" className="kip-list-page">
      <h1 id="kip-list-heading">{t('kipList.heading')}</h1>
      <p className="muted">{t('kipList.intro', { count: catalog.length, date: asOf })}</p>
      <p>
        <Link to="/$lang/kips/cards/" params={{ lang }}>
          {t('kipList.toCards', { count: discussed })}
        </Link>
      </p>
      <KipListFilters search={search} filter={filter} />
      <KipChangeFilter search={search} filter={filter} />
      {search.problems?.map((p) => (
        <p key={`${p.param}=${p.value}`} className="notice" role="status">
          {t('filters.ignored', { param: p.param, value: p.value })}
        </p>
      ))}
      <div className="updatable" aria-busy={q !== search.q}>
        <Suspense fallback={<p className="loading">{t('common.loading')}</p>}>
          <KipListResults search={search} q={q} update={update} asOf={asOf} />
        </Suspense>
      </div>
      {index.kipFactsAsOf && <KipFlowSection rows={catalog} asOf={index.kipFactsAsOf} />}
    </section>
  )
}

interface ResultsProps {
  search: AppSearch
  update: (change: (s: AppSearch) => AppSearch) => void
  asOf: string
}

/**
 * What the list's filters keep. With words in its text filter (`q`: the address's, once what it
 * needs has loaded), the KIPs the search index finds for them; without, the list asks the index
 * nothing (and a pre-rendered page, which has no query, names no search data it was made from).
 */
function KipListResults({ q, ...props }: ResultsProps & { q: string | undefined }) {
  const words = q?.trim()
  return words ? <TextFound q={words} {...props} /> : <KipListShown textMatches={null} {...props} />
}

function TextFound({ q, ...props }: ResultsProps & { q: string }) {
  return <KipListShown textMatches={useKipTextMatches(q)} {...props} />
}

/** How many KIPs the filters keep, the export, a page of the table and the pager. */
function KipListShown({
  search,
  update,
  asOf,
  textMatches,
}: ResultsProps & { textMatches: KipTextMatches }) {
  const t = useT()
  const index = useIndex()
  const catalog = useFile(VIEW_FILES.catalog)
  const view = useMemo(() => kipList(catalog, search, textMatches), [catalog, search, textMatches])
  const onSort = (column: KipListColumn) => {
    const next = nextSort(KIP_LIST_SORT, view.sort, column)
    update((s) => ({ ...s, sort: next.column, dir: next.dir, page: undefined }))
  }
  return (
    <>
      {view.sortIgnored && (
        <p className="notice">{t('kipList.sortIgnored', { value: search.sort })}</p>
      )}
      <p className="match-count" role="status">
        {t('kipList.count', { count: view.total })}
      </p>
      <ExportKips search={search} textMatches={textMatches} />
      {view.total === 0 ? (
        <p className="empty">
          {t('kipList.none')}{' '}
          <LiveButton className="link-button" onClick={() => update(withoutListFilters)}>
            {t('kipList.clear')}
          </LiveButton>
        </p>
      ) : (
        <>
          <KipListTable
            rows={view.rows}
            sort={view.sort}
            onSort={onSort}
            asOf={asOf}
            latest={index.weeks.at(-1)?.id ?? ''}
          />
          <Pager
            page={view.page}
            pages={view.pages}
            label={t('kipList.pages')}
            previous={t('kipList.previous')}
            next={t('kipList.next')}
            status={t('pager.page', { page: view.page, pages: view.pages })}
          />
        </>
      )}
    </>
  )
}

function KipListFilters({
  search,
  filter,
}: {
  search: AppSearch
  filter: (change: (s: AppSearch) => AppSearch, options?: { replace?: boolean }) => void
}) {
  const t = useT()
  const label = useWikiStateLabel()
  const catalog = useFile(VIEW_FILES.catalog)
  // The choices wait for the app, as the timeline's do: one made on the pre-rendered page before
  // the app has taken it over would be lost (and the long lists keep that page small).
  const hydrated = useHydrated()
  const choices = useMemo(() => kipListChoices(catalog), [catalog])
  const wiki = search.wiki?.length === 1 ? search.wiki[0] : ''
  return (
    <FilterPanel count={listFilterCount(search)} controls="kip-list-filters">
      <form
        id="kip-list-filters"
        className="filter-bar kip-list-filters"
        role="search"
        aria-label={t('kipList.filters')}
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="field field-search">
          <span>{t('kipList.search')}</span>
          <input
            type="search"
            value={search.q ?? ''}
            placeholder={t('kipList.searchPlaceholder')}
            onChange={(e) =>
              // Each key replaces the address: Back leaves the list, not the last letter.
              filter((s) => ({ ...s, q: e.target.value || undefined }), { replace: true })
            }
          />
        </label>
        <label className="field">
          <span>{t('kipList.wiki')}</span>
          <select
            value={wiki}
            onChange={(e) =>
              filter((s) => ({
                ...s,
                wiki: KIP_WIKI_STATES.filter((state) => state === e.target.value),
              }))
            }
          >
            <option value="">{t('kipList.anyWiki')}</option>
            {(hydrated ? KIP_WIKI_STATES : []).map((state) => (
              <option key={state} value={state}>
                {label(state)}
              </option>
            ))}
          </select>
        </label>
        <YesNoSelect
          label={t('kipList.discussed')}
          value={search.discussed}
          choices={[t('kipList.anyDiscussed'), t('kipList.discussedYes'), t('kipList.discussedNo')]}
          onChange={(discussed) => filter((s) => ({ ...s, discussed }))}
        />
        <label className="field">
          <span>{t('kipList.year')}</span>
          <select
            value={search.year === undefined ? '' : String(search.year)}
            onChange={(e) =>
              filter((s) => ({ ...s, year: e.target.value ? Number(e.target.value) : undefined }))
            }
          >
            <option value="">{t('kipList.anyYear')}</option>
            {(hydrated ? choices.years : []).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('kipList.quarter')}</span>
          <select
            value={search.quarter === undefined ? '' : String(search.quarter)}
            onChange={(e) =>
              filter((s) => ({
                ...s,
                quarter: e.target.value ? Number(e.target.value) : undefined,
              }))
            }
          >
            <option value="">{t('kipList.anyQuarter')}</option>
            {(hydrated ? [1, 2, 3, 4] : []).map((n) => (
              <option key={n} value={n}>
                {t('kipList.quarterN', { n })}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('kipList.standing')}</span>
          <select
            value={search.standing ?? ''}
            onChange={(e) =>
              filter((s) => ({
                ...s,
                standing: KIP_STANDINGS.find((v) => v === e.target.value),
              }))
            }
          >
            <option value="">{t('kipList.anyStanding')}</option>
            <option value="stalled">{t('kipList.standingStalled')}</option>
            <option value="in-vote">{t('kipList.standingInVote')}</option>
            <option value="needs-votes">{t('kipList.standingNeedsVotes')}</option>
          </select>
        </label>
        <YesNoSelect
          label={t('kipList.disagree')}
          value={search.disagree}
          choices={[t('kipList.anyDisagree'), t('kipList.disagreeYes'), t('kipList.disagreeNo')]}
          onChange={(disagree) => filter((s) => ({ ...s, disagree }))}
        />
        <label className="field">
          <span>{t('kipList.author')}</span>
          <select
            value={search.author ?? ''}
            onChange={(e) => filter((s) => ({ ...s, author: e.target.value || undefined }))}
          >
            <option value="">{t('kipList.anyAuthor')}</option>
            {(hydrated ? choices.authors : []).map((author) => (
              <option key={author} value={author}>
                {author}
              </option>
            ))}
          </select>
        </label>
        <StatusToggles
          selected={search.status}
          onChange={(status) => filter((s) => ({ ...s, status }))}
        />
      </form>
    </FilterPanel>
  )
}

/** A yes-or-no filter of the list: either, yes or no (`undefined`, `true`, `false`). */
function YesNoSelect({
  label,
  value,
  choices: [either, yes, no],
  onChange,
}: {
  label: string
  value: boolean | undefined
  /** The words for either, yes and no. */
  choices: [string, string, string]
  onChange: (value: boolean | undefined) => void
}) {
  // Its choices wait for the app, as the other filters' do.
  const hydrated = useHydrated()
  return (
    <label className="field">
      <span>{label}</span>
      <select
        value={value === undefined ? '' : value ? 'yes' : 'no'}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value === 'yes')}
      >
        <option value="">{either}</option>
        {hydrated && <option value="yes">{yes}</option>}
        {hydrated && <option value="no">{no}</option>}
      </select>
    </label>
  )
}

/** The filter a chart of wiki state changes sets ("became accepted in 2026-03"), with a way off. */
function KipChangeFilter({
  search,
  filter,
}: {
  search: AppSearch
  filter: (change: (s: AppSearch) => AppSearch) => void
}) {
  const t = useT()
  const label = useWikiStateLabel()
  if (!search.became && !search.month) return null
  const text = [
    search.became ? t('kipList.became', { state: label(search.became) }) : t('kipList.changed'),
    search.month ? t('kipList.inMonth', { month: search.month }) : '',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="chips">
      <LiveButton
        className="chip"
        aria-label={t('kipList.removeFilter', { filter: text })}
        onClick={() => filter((s) => ({ ...s, became: undefined, month: undefined }))}
      >
        {text} <span aria-hidden="true">×</span>
      </LiveButton>
    </div>
  )
}
