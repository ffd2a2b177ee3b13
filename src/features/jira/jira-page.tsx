import { useT } from '../../i18n/use-t'
import { useJira } from '../../data/jira-queries'
import type { ReleaseSeries } from '../../domain/jira-series'
import { CreatedTable } from './created-table'
import { LazyCreatedChart, LazyReleaseChart } from './lazy-charts'
import { ReleaseTable } from './release-table'

/**
 * JIRA as the digests state it: issues created per week and cumulative, and each release's
 * resolved vs unresolved tickets. Every chart has its table (same numbers, week links) below it.
 */
export function JiraPage() {
  const t = useT()
  const jira = useJira()
  return (
    <section aria-labelledby="jira-heading" className="jira-page">
      <h1 id="jira-heading">{t('jira.heading')}</h1>
      <p className="muted">{t('jira.intro')}</p>
      <section aria-labelledby="jira-created-heading">
        <h2 id="jira-created-heading">{t('jira.createdHeading')}</h2>
        <p className="muted chart-hint">{t('jira.chartHint')}</p>
        <div className="chart-pair">
          <figure className="chart" aria-labelledby="jira-per-week">
            <figcaption id="jira-per-week">{t('jira.perWeek')}</figcaption>
            <LazyCreatedChart points={jira.created} mode="week" />
          </figure>
          <figure className="chart" aria-labelledby="jira-cumulative">
            <figcaption id="jira-cumulative">{t('jira.cumulative')}</figcaption>
            <LazyCreatedChart points={jira.created} mode="cumulative" />
            <p className="muted chart-note">{t('jira.cumulativeNote')}</p>
          </figure>
        </div>
        <CreatedTable points={jira.created} />
      </section>
      <section aria-labelledby="jira-releases-heading">
        <h2 id="jira-releases-heading">{t('jira.releasesHeading')}</h2>
        {jira.releases.length === 0 && <p className="empty">{t('jira.noReleases')}</p>}
        {jira.releases.map((series) => (
          <Release key={series.release} series={series} />
        ))}
      </section>
    </section>
  )
}

function Release({ series }: { series: ReleaseSeries }) {
  const t = useT()
  const id = `jira-release-${series.release.replace(/\W/g, '-')}`
  return (
    <section aria-labelledby={id} className="release">
      <h3 id={id}>{t('jira.releaseHeading', { release: series.release })}</h3>
      <figure className="chart" aria-labelledby={id}>
        <LazyReleaseChart series={series} />
      </figure>
      <ReleaseTable series={series} />
    </section>
  )
}
