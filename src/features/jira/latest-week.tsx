import { useT } from '../../i18n/use-t'
import { useIndex, useWeek } from '../../data/queries'
import { addDays } from '../../domain/iso-week'
import { formatDelta, formatNumber, formatWeek } from '../../i18n/format'
import { WeekLink } from '../../shared/components/links'
import { isChineseFallback, LocalizedText } from '../../shared/components/localized-text'
import { useLang } from '../../shared/hooks/use-lang'

/**
 * The newest week's JIRA: its issues created, the change from the week before, and the digest's
 * paragraph on what JIRA saw, side by side: the figure and what it means.
 */
export function LatestWeek() {
  const t = useT()
  const lang = useLang()
  const index = useIndex()
  const latest = index.weeks.at(-1)
  if (!latest) return null
  const previous = index.weeks.at(-2)
  return (
    <section aria-labelledby="jira-latest-heading" className="jira-latest">
      <h2 id="jira-latest-heading">
        {t('jira.latestHeading')}{' '}
        <WeekLink id={latest.id} className="jira-latest-week">
          {formatWeek(latest.id, lang)}
        </WeekLink>
      </h2>
      <div className="jira-latest-body">
        <p className="jira-figure">
          <span className="jira-figure-number">{formatNumber(latest.jiraCreated, lang)}</span>
          <span>{t('jira.createdThisWeek', { count: latest.jiraCreated })}</span>
          <span className="muted">
            {previous && previous.start === addDays(latest.start, -7)
              ? t('timeline.jiraChange', {
                  delta: formatDelta(latest.jiraCreated - previous.jiraCreated, lang),
                })
              : t('timeline.jiraNoPrevious')}
          </span>
        </p>
        <JiraParagraph weekId={latest.id} />
      </div>
    </section>
  )
}

function JiraParagraph({ weekId }: { weekId: string }) {
  const t = useT()
  const lang = useLang()
  const { week } = useWeek(weekId)
  return (
    <div className="jira-paragraph">
      {isChineseFallback(lang, week.jira.summary) && (
        <p className="notice">{t('content.chineseOnly')}</p>
      )}
      <LocalizedText as="p" text={week.jira.summary} />
    </div>
  )
}
