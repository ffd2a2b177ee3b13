import { useT } from '../../i18n/use-t'
import { useIndex, useWeek } from '../../data/queries'
import { LocalizedText, isChineseFallback } from '../../shared/components/localized-text'
import { WeekLink } from '../../shared/components/links'
import { NotFound } from '../../shared/components/not-found'
import { useLang } from '../../shared/hooks/use-lang'
import { WeekSection } from './week-section'
import { ExportThreads } from './export-threads'

/** One week: its threads, what JIRA saw, and links to the weeks around it. */
export function WeekPage({ weekId }: { weekId: string }) {
  const t = useT()
  const index = useIndex()
  const position = index.weeks.findIndex((w) => w.id === weekId)
  const week = index.weeks[position]
  if (!week) return <NotFound message={t('notFound.week', { id: weekId })} />
  const previous = index.weeks[position - 1]
  const next = index.weeks[position + 1]
  return (
    <div className="week-page">
      <h1>{t('week.heading', { id: week.id })}</h1>
      <nav className="week-nav" aria-label={t('common.week')}>
        {previous && <WeekLink id={previous.id}>← {t('week.previous')}</WeekLink>}
        {next && <WeekLink id={next.id}>{t('week.next')} →</WeekLink>}
      </nav>
      <ExportThreads filters={{ week: { from: week.id, to: week.id } }} />
      <WeekSection week={week} previous={previous} titled={false} />
      <JiraParagraph weekId={week.id} />
    </div>
  )
}

function JiraParagraph({ weekId }: { weekId: string }) {
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
