import { useT } from '../../i18n/use-t'
import type { ReleaseSeries } from '../../domain/jira-series'
import { formatNumber, formatWeek } from '../../i18n/format'
import { LocalizedText } from '../../shared/components/localized-text'
import { ThreadLink, WeekLink } from '../../shared/components/links'
import { useLang } from '../../shared/hooks/use-lang'

/** One release's chart as text: resolved and unresolved per week, and the thread that said so. */
export function ReleaseTable({ series }: { series: ReleaseSeries }) {
  const t = useT()
  const lang = useLang()
  const none = t('jira.noChange')
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption>{t('jira.releaseTable', { release: series.release })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('jira.week')}</th>
            <th scope="col" className="num">
              {t('jira.resolved')}
            </th>
            <th scope="col" className="num">
              {t('jira.unresolved')}
            </th>
            <th scope="col">{t('jira.statedIn')}</th>
          </tr>
        </thead>
        <tbody>
          {series.points.map((p) => {
            const missing = p.missing === 'no-digest' ? t('jira.noDigest') : t('jira.notReported')
            return (
              <tr key={p.week} className={p.missing ? 'row-missing' : undefined}>
                <th scope="row">
                  {p.missing === 'no-digest' ? (
                    formatWeek(p.week, lang)
                  ) : (
                    <WeekLink id={p.week}>{formatWeek(p.week, lang)}</WeekLink>
                  )}
                </th>
                <td className="num">
                  {p.resolved === null ? `${none} ${missing}` : formatNumber(p.resolved, lang)}
                </td>
                <td className="num">
                  {p.unresolved === null ? `${none} ${missing}` : formatNumber(p.unresolved, lang)}
                </td>
                <td className="text">
                  {p.thread ? (
                    <ThreadLink id={p.thread}>
                      {p.threadTitle ? <LocalizedText text={p.threadTitle} /> : p.thread}
                    </ThreadLink>
                  ) : (
                    none
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
