import { useT } from '../../i18n/use-t'
import { useWeek } from '../../data/queries'
import { useLang } from '../hooks/use-lang'
import { isChineseFallback, LocalizedText } from './localized-text'

/** What JIRA saw in a week: the digest's closing paragraph (the week page and its edition). */
export function WeekJira({ weekId }: { weekId: string }) {
  const t = useT()
  const lang = useLang()
  const { week } = useWeek(weekId)
  return (
    <section aria-labelledby="jira-week-heading" className="jira-week">
      <h2 id="jira-week-heading">{t('week.jiraHeading')}</h2>
      {isChineseFallback(lang, week.jira.summary) && (
        <p className="notice">{t('content.chineseOnly')}</p>
      )}
      <LocalizedText as="p" text={week.jira.summary} />
    </section>
  )
}
