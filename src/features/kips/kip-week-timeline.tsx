import { useT } from '../../i18n/use-t'
import type { KipWeekStatus } from '../../domain/kip-story'
import { ThreadLink } from '../../shared/components/links'
import { StatusBadgeLink } from '../../shared/components/status-badge'

/** Some weeks a KIP was discussed (a card's latest, newest first), each with its digest status and its threads. */
export function KipWeekTimeline({
  weeks,
  labelledBy,
}: {
  weeks: KipWeekStatus[]
  labelledBy: string
}) {
  const t = useT()
  return (
    <ol className="kip-weeks" aria-labelledby={labelledBy}>
      {weeks.map((w) => (
        <li key={w.week} className="kip-week">
          <span className="kip-week-id">{w.week}</span> <StatusBadgeLink decision={w} />
          <span className="kip-week-threads">
            {w.threads.map((id) => (
              <ThreadLink key={id} id={id}>
                {t('kips.decidedIn', { thread: id })}
              </ThreadLink>
            ))}
          </span>
        </li>
      ))}
    </ol>
  )
}
