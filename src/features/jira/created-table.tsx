import { useT } from '../../i18n/use-t'
import type { CreatedPoint } from '../../domain/jira-series'
import { formatDate, formatDelta, formatNumber } from '../../i18n/format'
import { WeekLink } from '../../shared/components/links'
import { useLang } from '../../shared/hooks/use-lang'

/** The created-issues charts as text: every ISO week, its count, change and running total. */
export function CreatedTable({ points }: { points: CreatedPoint[] }) {
  const t = useT()
  const lang = useLang()
  const none = t('jira.noChange')
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption>{t('jira.createdTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('jira.week')}</th>
            <th scope="col">{t('jira.weekOf')}</th>
            <th scope="col" className="num">
              {t('jira.created')}
            </th>
            <th scope="col" className="num">
              {t('jira.change')}
            </th>
            <th scope="col" className="num">
              {t('jira.cumulativeCol')}
            </th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.week} className={p.missing ? 'row-missing' : undefined}>
              <th scope="row">{p.missing ? p.week : <WeekLink id={p.week}>{p.week}</WeekLink>}</th>
              <td>{formatDate(p.start, lang)}</td>
              <td className="num">
                {p.created === null
                  ? `${none} ${t('jira.noDigest')}`
                  : formatNumber(p.created, lang)}
              </td>
              <td className="num">{p.change === null ? none : formatDelta(p.change, lang)}</td>
              <td className="num">
                {p.cumulative === null ? none : formatNumber(p.cumulative, lang)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
