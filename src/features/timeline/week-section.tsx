import { Link } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'
import { THREAD_STATUSES, type Thread, type ThreadStatus } from '../../domain/dataset'
import { addDays } from '../../domain/iso-week'
import type { WeekSummary } from '../../domain/files/schemas'
import { useWeek } from '../../data/queries'
import { formatDelta, formatNumber, formatWeek } from '../../i18n/format'
import { WeekLink } from '../../shared/components/links'
import { useLang } from '../../shared/hooks/use-lang'
import { usePeople } from '../../shared/hooks/use-people'
import { ThreadCard } from './thread-card'
import { WeekMoves } from './week-moves'
import { NewBadge } from '../../shared/components/new-badge'
import { isNewWeek } from '../../domain/last-visit'
import { useVisitMark } from '../../shared/hooks/use-visit-mark'

/**
 * How many threads of the week are in each status, of those shown; each count filters the
 * timeline to them (keeping the filters that chose them).
 */
function WeekStatusLinks({ week, threads }: { week: WeekSummary; threads: Thread[] }) {
  const t = useT()
  const lang = useLang()
  const count = (status: ThreadStatus) => threads.filter((th) => th.status === status).length
  const statuses = THREAD_STATUSES.filter((status) => count(status) > 0)
  return (
    <ul className="week-statuses" aria-label={t('timeline.statusCounts')}>
      {statuses.map((status) => (
        <li key={status}>
          <Link
            to="/$lang/"
            params={{ lang }}
            search={(s) => ({
              ...s,
              week: { from: week.id, to: week.id },
              status: [status],
            })}
            className={`status status-${status} status-count`}
          >
            {t('timeline.statusCount', {
              count: count(status),
              status: t(`status.${status}`),
            })}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** The week's heading line: dates, JIRA issues created and the change from the week before. */
function WeekHeader({
  week,
  previous,
  threads,
  filtered,
  titled,
  isNew,
}: {
  /** False on the week's own page, whose heading names it already. */
  titled: boolean
  /** Whether the week is new since the reader's last visit. */
  isNew: boolean
  week: WeekSummary
  previous?: WeekSummary
  /** The week's threads shown (all of them, or those a filter keeps): what the counts count. */
  threads: Thread[]
  filtered: boolean
}) {
  const t = useT()
  const lang = useLang()
  return (
    <header className="week-header">
      {titled ? (
        <h2>
          <WeekLink id={week.id}>{formatWeek(week.id, lang)}</WeekLink>
          {isNew && <NewBadge />}
        </h2>
      ) : (
        isNew && <NewBadge />
      )}
      <p className="week-stats">
        <span>
          {t('timeline.jiraCreated', {
            count: week.jiraCreated,
            formattedCount: formatNumber(week.jiraCreated, lang),
          })}
        </span>
        <span className="delta">
          {!previous
            ? t('timeline.jiraNoPrevious')
            : previous.start === addDays(week.start, -7)
              ? t('timeline.jiraChange', {
                  delta: formatDelta(week.jiraCreated - previous.jiraCreated, lang),
                })
              : t('timeline.jiraNoWeekBefore')}
        </span>
        <span>
          {filtered
            ? t('timeline.threadsShown', { shown: threads.length, count: week.threadCount })
            : t('timeline.threads', { count: week.threadCount })}
        </span>
      </p>
      <WeekStatusLinks week={week} threads={threads} />
    </header>
  )
}

/** A week on the timeline with its thread cards: all of them, or only `threadIds` when filtering. */
export function WeekSection({
  week,
  previous,
  threadIds,
  highlight,
  titled = true,
}: {
  /** False on the week's own page, whose heading names it already. */
  titled?: boolean
  week: WeekSummary
  previous?: WeekSummary
  threadIds?: string[]
  /** The people a filter chose, whose positions the cards show. */
  highlight?: readonly string[]
}) {
  const bundle = useWeek(week.id)
  const people = usePeople()
  const isNew = isNewWeek(week.id, useVisitMark())
  const t = useT()
  const lang = useLang()
  const threads = threadIds
    ? bundle.threads.filter((th) => threadIds.includes(th.id))
    : bundle.threads
  return (
    <section className="week" aria-label={formatWeek(week.id, lang)}>
      <WeekHeader
        week={week}
        previous={previous}
        threads={threads}
        filtered={threadIds !== undefined}
        titled={titled}
        isNew={isNew}
      />
      <WeekMoves weekId={week.id} />
      {lang === 'en' && !week.languages.includes('en') && (
        <p className="notice">{t('content.chineseOnly')}</p>
      )}
      <div className="thread-grid">
        {threads.map((thread) => (
          <ThreadCard
            key={thread.id}
            thread={thread}
            people={people}
            highlight={highlight}
            isNew={isNew}
          />
        ))}
      </div>
    </section>
  )
}
