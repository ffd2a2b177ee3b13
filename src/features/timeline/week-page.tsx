import { useT } from '../../i18n/use-t'
import { Suspense } from 'react'
import { TimelineExports } from './lazy-export'
import { useIndex } from '../../data/queries'
import { WeekEditionLink, WeekLink } from '../../shared/components/links'
import { NotFound } from '../../shared/components/not-found'
import { NotFoundHelp } from '../../shared/components/not-found-help'
import { WeekJira } from '../../shared/components/week-jira'
import { WeekSection } from './week-section'

/** One week: its threads, what JIRA saw, and links to the weeks around it. */
export function WeekPage({ weekId }: { weekId: string }) {
  const t = useT()
  const index = useIndex()
  const position = index.weeks.findIndex((w) => w.id === weekId)
  const week = index.weeks[position]
  if (!week)
    return (
      <NotFound message={t('notFound.week', { id: weekId })}>
        <NotFoundHelp words={weekId} />
      </NotFound>
    )
  const previous = index.weeks[position - 1]
  const next = index.weeks[position + 1]
  return (
    <div className="week-page">
      <h1>{t('week.heading', { id: week.id })}</h1>
      <nav className="week-nav" aria-label={t('common.week')}>
        {previous && <WeekLink id={previous.id}>← {t('week.previous')}</WeekLink>}
        {next && <WeekLink id={next.id}>{t('week.next')} →</WeekLink>}
      </nav>
      <p className="week-edition-link">
        <WeekEditionLink id={week.id}>{t('edition.open')} →</WeekEditionLink>
      </p>
      <Suspense fallback={null}>
        <TimelineExports filters={{ week: { from: week.id, to: week.id } }} />
      </Suspense>
      <WeekSection week={week} previous={previous} titled={false} />
      <WeekJira weekId={week.id} />
    </div>
  )
}
