import { useT } from '../../i18n/use-t'
import { textIn, type Thread } from '../../domain/dataset'
import type { WeekSummary } from '../../domain/files/schemas'
import { weekOfYear } from '../../domain/iso-week'
import { useIndex, useWeek } from '../../data/queries'
import { formatDateSpan, formatNumber } from '../../i18n/format'
import { StatusBadge } from '../../shared/components/badges'
import { PlaceLink, WeekLink } from '../../shared/components/links'
import { NotFound } from '../../shared/components/not-found'
import { NotFoundHelp } from '../../shared/components/not-found-help'
import { WeekJira } from '../../shared/components/week-jira'
import { useLang } from '../../shared/hooks/use-lang'
import { EditionThread } from './edition-thread'
import { PrintButton } from './print-button'

/**
 * A week as one edition, to read through or print: a masthead naming the week, what JIRA saw,
 * its contents and every thread in full. The print stylesheet (public/print.css, and
 * public/edition.css, linked by its route's head) leaves out the site around it.
 */
export function EditionPage({ weekId }: { weekId: string }) {
  const t = useT()
  const week = useIndex().weeks.find((w) => w.id === weekId)
  if (!week)
    return (
      <NotFound message={t('notFound.week', { id: weekId })}>
        <NotFoundHelp words={weekId} />
      </NotFound>
    )
  return <Edition week={week} />
}

function Edition({ week }: { week: WeekSummary }) {
  const t = useT()
  const lang = useLang()
  const bundle = useWeek(week.id)
  const ofYear = weekOfYear(week.id)
  return (
    <div className="edition">
      <header className="edition-masthead">
        <p className="edition-name">
          {t('app.title')} · {t('edition.name')}
        </p>
        <h1>{t('edition.heading', { span: formatDateSpan(week.start, week.end, lang) })}</h1>
        <p className="edition-stats">
          {ofYear && <span>{t('edition.weekOfYear', ofYear)}</span>}
          <span>{t('timeline.threads', { count: bundle.threads.length })}</span>
          <span>
            {t('timeline.jiraCreated', {
              count: week.jiraCreated,
              formattedCount: formatNumber(week.jiraCreated, lang),
            })}
          </span>
        </p>
        <p className="edition-tools">
          <WeekLink id={week.id}>← {t('edition.backToWeek')}</WeekLink>
          <PrintButton />
        </p>
      </header>
      {lang === 'en' && !week.languages.includes('en') && (
        <p className="notice">{t('content.chineseOnly')}</p>
      )}
      {/* What JIRA saw, with the week's overview: after the last thread, it was the printed
          edition's last page alone. */}
      <WeekJira weekId={week.id} />
      <Contents threads={bundle.threads} />
      {bundle.threads.map((thread) => (
        <EditionThread key={thread.id} thread={thread} bundle={bundle} />
      ))}
    </div>
  )
}

/** The edition's threads in order, each with its status, leading to it further down the page. */
function Contents({ threads }: { threads: Thread[] }) {
  const t = useT()
  const lang = useLang()
  return (
    <section className="edition-contents" aria-labelledby="edition-contents-heading">
      <h2 id="edition-contents-heading">{t('edition.contents')}</h2>
      <ol>
        {threads.map((thread) => (
          <li key={thread.id}>
            <PlaceLink id={thread.id}>{textIn(thread.title, lang)}</PlaceLink>{' '}
            <StatusBadge status={thread.status} unsure={thread.statusBasis === 'unsure'} />
          </li>
        ))}
      </ol>
    </section>
  )
}
