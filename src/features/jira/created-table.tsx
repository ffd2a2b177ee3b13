import { Link } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'
import { addDays, isoWeekStart } from '../../domain/iso-week'
import { formatDate, formatDelta, formatNumber, formatWeek } from '../../i18n/format'
import { WeekLink } from '../../shared/components/links'
import { Pager } from '../../shared/components/pager'
import { useLang } from '../../shared/hooks/use-lang'
import { paginate } from '../../shared/lib/paginate'
import type { CreatedBar, Grouping } from './jira-range'

/** Rows of the table per page. */
const ROWS = 20

/**
 * The created-issues charts as text: each of their bars, newest first, a page at a time (`page`
 * in the address), with its count, change and running total; each leads to its weeks.
 */
export function CreatedTable({
  bars,
  grouping,
  page: requested,
}: {
  bars: CreatedBar[]
  grouping: Grouping
  page: number | undefined
}) {
  const t = useT()
  const lang = useLang()
  const none = t('jira.noChange')
  const { items, page, pages } = paginate([...bars].reverse(), ROWS, requested)
  return (
    <>
      <div className="table-scroll">
        <table className="data-table">
          <caption>{t('jira.createdTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t(`jira.grouping.${grouping}`)}</th>
              <th scope="col" className="num">
                {t('jira.created')}
              </th>
              <th scope="col" className="num">
                {t(`jira.changeFrom.${grouping}`)}
              </th>
              <th scope="col" className="num">
                {t('jira.cumulativeCol')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((bar) => (
              <tr key={bar.key} className={bar.missing ? 'row-missing' : undefined}>
                <th scope="row">
                  <BarLink bar={bar} />
                  {grouping !== 'week' && (
                    <>
                      {' '}
                      <DaysOf from={bar.from} to={bar.to} />
                      {bar.partial && (
                        <>
                          {' '}
                          <span className="row-span">{t(`jira.partial.${grouping}`)}</span>
                        </>
                      )}
                    </>
                  )}
                </th>
                <td className="num">
                  {bar.created === null
                    ? `${none} ${t('jira.noDigest')}`
                    : formatNumber(bar.created, lang)}
                </td>
                <td className="num">
                  {bar.change === null ? none : formatDelta(bar.change, lang)}
                </td>
                <td className="num">
                  {bar.cumulative === null ? none : formatNumber(bar.cumulative, lang)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        page={page}
        pages={pages}
        label={t('jira.tablePages')}
        previous={t('jira.newerRows')}
        next={t('jira.olderRows')}
        status={t('pager.page', { page, pages })}
      />
    </>
  )
}

/** A week's page, or the timeline of a month's, quarter's or year's weeks; a week without a digest has none. */
function BarLink({ bar }: { bar: CreatedBar }) {
  const lang = useLang()
  if (bar.from === bar.to) {
    const name = formatWeek(bar.from, lang)
    return bar.missing === 'no-digest' ? name : <WeekLink id={bar.from}>{name}</WeekLink>
  }
  if (bar.missing === 'no-digest') return bar.key
  return (
    <Link to="/$lang/" params={{ lang }} search={{ week: { from: bar.from, to: bar.to } }}>
      {bar.key}
    </Link>
  )
}

/**
 * The days a run of weeks spans, under its bar's name, each date on one line:
 * "2026-W01", "2026-W05" → "29 Dec 2025 – 1 Feb 2026".
 */
function DaysOf({ from, to }: { from: string; to: string }) {
  const lang = useLang()
  const start = isoWeekStart(from)
  const end = isoWeekStart(to)
  if (start === null || end === null) return <span className="row-span">{`${from} – ${to}`}</span>
  return (
    <span className="row-span">
      <span className="date">{formatDate(start, lang, 'short')}</span>
      {' – '}
      <span className="date">{formatDate(addDays(end, 6), lang, 'short')}</span>
    </span>
  )
}
