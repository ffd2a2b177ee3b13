import { Link, useSearch } from '@tanstack/react-router'
import { useMemo, type FormEvent } from 'react'
import { useT } from '../../i18n/use-t'
import { formatMonth } from '../../i18n/format'
import { useFile } from '../../data/file-queries'
import { VIEW_FILES } from '../../domain/files/view-descriptors'
import type { ReleaseSeries } from '../../domain/jira-series'
import { LiveButton } from '../../shared/components/live-button'
import { useViewSearch } from '../../shared/hooks/use-view-search'
import { useLang } from '../../shared/hooks/use-lang'
import type { JiraRange } from '../../url/search-params'
import { CreatedTable } from './created-table'
import {
  createdBars,
  DEFAULT_RANGE,
  JIRA_PRESETS,
  monthsOf,
  readRange,
  spanOf,
  spanParam,
  weeksOf,
  type CreatedBar,
  type Grouping,
  type MonthSpan,
} from './jira-range'
import { LatestWeek } from './latest-week'
import { LazyCreatedChart, LazyReleaseChart } from './lazy-charts'
import { ReleaseTable } from './release-table'

/** The JIRA view's state on the URL, as its route reads it (src/app/routes/jira.tsx). */
const useJiraSearch = () => useViewSearch(useSearch({ from: '/$lang/jira' }))
/**
 * Below this many bars a chart says nothing a table does not, and its bars are giant blocks: the
 * numbers are shown as a table only, with a note.
 */
const MIN_CHART_BARS = 4
/** Releases drawn as charts, newest first; the range's others are listed under them. */
const RELEASE_CHARTS = 3

/**
 * JIRA as the digests state it, over a chosen range of weeks (`range` in the address): issues
 * created per week (or month, quarter, year, where weeks would not fit) and cumulative, and the
 * resolved vs unresolved tickets of the releases reported in the range. Every chart has its
 * table (same numbers, links to the weeks) below it.
 */
export function JiraPage() {
  const t = useT()
  const jira = useFile(VIEW_FILES.jira)
  const { search } = useJiraSearch()
  const range = search.range
  const { grouping, bars } = useMemo(() => createdBars(jira.created, range), [jira.created, range])
  const releases = useMemo(() => {
    const weeks = weeksOf(jira.created, range)
    return jira.releases
      .filter((series) => series.points.some((p) => !p.missing && weeks.has(p.week)))
      .reverse()
  }, [jira, range])
  return (
    <section aria-labelledby="jira-heading" className="jira-page">
      <h1 id="jira-heading">{t('jira.heading')}</h1>
      <p className="muted">{t('jira.intro')}</p>
      <LatestWeek />
      <RangeChoice range={range} />
      <MonthsChoice key={range ?? DEFAULT_RANGE} range={range} />
      <section aria-labelledby="jira-created-heading">
        <h2 id="jira-created-heading">{t('jira.createdHeading')}</h2>
        {bars.length < MIN_CHART_BARS ? (
          <p className="muted chart-hint too-few-weeks">
            {t('jira.fewWeeks', { count: MIN_CHART_BARS })}
          </p>
        ) : (
          <CreatedCharts bars={bars} grouping={grouping} />
        )}
        <CreatedTable bars={bars} grouping={grouping} page={search.page} />
      </section>

      <section aria-labelledby="jira-releases-heading">
        <h2 id="jira-releases-heading">{t('jira.releasesHeading')}</h2>
        {releases.length === 0 && <p className="empty">{t('jira.noReleases')}</p>}
        {releases.slice(0, RELEASE_CHARTS).map((series) => (
          <Release key={series.release} series={series} />
        ))}
        {releases.length > RELEASE_CHARTS && (
          <EarlierReleases releases={releases.slice(RELEASE_CHARTS)} />
        )}
      </section>
    </section>
  )
}

/** The two charts of issues created: per week (month, …) and cumulative. */
function CreatedCharts({ bars, grouping }: { bars: CreatedBar[]; grouping: Grouping }) {
  const t = useT()
  return (
    <>
      <p className="muted chart-hint">
        {grouping === 'week' ? t('jira.chartHint') : t(`jira.groupedHint.${grouping}`)}
      </p>
      <div className="chart-pair">
        <figure className="chart" aria-labelledby="jira-per-week">
          <figcaption id="jira-per-week">{t(`jira.per.${grouping}`)}</figcaption>
          <LazyCreatedChart bars={bars} grouping={grouping} mode="week" />
        </figure>
        <figure className="chart" aria-labelledby="jira-cumulative">
          <figcaption id="jira-cumulative">{t('jira.cumulative')}</figcaption>
          <LazyCreatedChart bars={bars} grouping={grouping} mode="cumulative" />
          <p className="muted chart-note">{t('jira.cumulativeNote')}</p>
        </figure>
      </div>
    </>
  )
}

/**
 * The weeks the page shows: links that keep the rest of the address, the chosen one marked; the
 * months a reader chose (MonthsChoice), marked after them.
 */
function RangeChoice({ range }: { range: JiraRange | undefined }) {
  const t = useT()
  const lang = useLang()
  const shown = readRange(range)
  const month = (m: string) => formatMonth(`${m}-01`, lang)
  return (
    <nav className="range-choice" aria-label={t('jira.range')}>
      {JIRA_PRESETS.map((r) =>
        r === shown ? (
          <span key={r} aria-current="true">
            {t(`jira.ranges.${r}`)}
          </span>
        ) : (
          <Link
            key={r}
            to="./"
            search={(s) => ({
              ...s,
              range: r === DEFAULT_RANGE ? undefined : r,
              page: undefined,
            })}
          >
            {t(`jira.ranges.${r}`)}
          </Link>
        ),
      )}
      {typeof shown !== 'string' && (
        <span className="range-span" aria-current="true">
          {t('jira.span', { from: month(shown.from), to: month(shown.to) })}
        </span>
      )}
    </nav>
  )
}

/**
 * A range of the reader's own: the first and the last month, from those the data spans, starting
 * from the range shown. Applied as a whole ("Show"), so that the first of two choices does not
 * redraw the page, and a link to it shows the same (`range=2025-06..2026-05`).
 */
function MonthsChoice({ range }: { range: JiraRange | undefined }) {
  const t = useT()
  const lang = useLang()
  const jira = useFile(VIEW_FILES.jira)
  const { update } = useJiraSearch()
  const months = useMemo(() => monthsOf(jira.created).reverse(), [jira.created])
  if (months.length < 2) return null
  const start = spanOf(jira.created, range)
  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const [from = '', to = ''] = [String(form.get('from')), String(form.get('to'))].sort()
    const span: MonthSpan = { from, to }
    update((s) => ({ ...s, range: spanParam(span), page: undefined }))
  }
  const field = (name: keyof MonthSpan) => (
    <label className="field">
      <span>{t(`jira.${name}Month`)}</span>
      <select name={name} defaultValue={start[name]}>
        {months.map((m) => (
          <option key={m} value={m}>
            {formatMonth(`${m}-01`, lang)}
          </option>
        ))}
      </select>
    </label>
  )
  return (
    <form className="range-months" aria-label={t('jira.months')} onSubmit={show}>
      {field('from')}
      {field('to')}
      <LiveButton type="submit">{t('jira.show')}</LiveButton>
    </form>
  )
}

/** The range's older releases, one line each: their last report. */
function EarlierReleases({ releases }: { releases: ReleaseSeries[] }) {
  const t = useT()
  return (
    <section aria-labelledby="jira-earlier-releases" className="release">
      <h3 id="jira-earlier-releases">{t('jira.earlierReleases')}</h3>
      <ul className="earlier-releases">
        {releases.map((series) => {
          const last = series.points.filter((p) => !p.missing).at(-1)!
          return (
            <li key={series.release}>
              {t('jira.releaseLast', {
                release: series.release,
                week: last.week,
                resolved: last.resolved,
                unresolved: last.unresolved,
              })}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function Release({ series }: { series: ReleaseSeries }) {
  const t = useT()
  const id = `jira-release-${series.release.replace(/\W/g, '-')}`
  return (
    <section aria-labelledby={id} className="release">
      <h3 id={id}>{t('jira.releaseHeading', { release: series.release })}</h3>
      {series.points.length < MIN_CHART_BARS ? (
        <p className="muted chart-hint too-few-weeks">
          {t('jira.fewWeeks', { count: MIN_CHART_BARS })}
        </p>
      ) : (
        <figure className="chart" aria-labelledby={id}>
          <LazyReleaseChart series={series} />
        </figure>
      )}
      <ReleaseTable series={series} />
    </section>
  )
}
