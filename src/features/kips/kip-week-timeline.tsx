import { useT } from '../../i18n/use-t'
import { formatWeek } from '../../i18n/format'
import { useLang } from '../../shared/hooks/use-lang'
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
  const lang = useLang()
  return (
    <ol className="kip-weeks" aria-labelledby={labelledBy}>
      {weeks.map((w) => (
        <li key={w.week} className="kip-week">
          <span className="kip-week-id">{formatWeek(w.week, lang, 'short')}</span>{' '}
          <StatusBadgeLink decision={w} />
          <span className="kip-week-threads">
            {w.threads.map((id, i) => (
              <ThreadLink key={id} id={id}>
                {w.threads.length === 1 ? t('kips.theThread') : t('kips.threadN', { n: i + 1 })}
              </ThreadLink>
            ))}
          </span>
        </li>
      ))}
    </ol>
  )
}
