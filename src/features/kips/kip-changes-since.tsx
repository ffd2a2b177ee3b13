import { Fragment } from 'react'
import { useT } from '../../i18n/use-t'
import { kipChangesSince } from '../../domain/kip-changes'
import type { KipCardSummary } from '../../domain/kip-story'
import { formatDate, listSeparator } from '../../i18n/format'
import { PersonLink, ThreadLink } from '../../shared/components/links'
import { NewBadge } from '../../shared/components/new-badge'
import { useWikiStateLabel } from '../../shared/components/wiki-state'
import { useLang } from '../../shared/hooks/use-lang'
import { usePeople } from '../../shared/hooks/use-people'
import { useVisitMark } from '../../shared/hooks/use-visit-mark'

/**
 * What changed for a KIP since the reader's last visit (or the day they chose on the timeline):
 * the new weeks that discussed it and who took a position, a move of its status, a vote, a new
 * wiki state (domain/kip-changes.ts). Nothing when nothing changed, on a first visit, or where the
 * browser keeps nothing. The views that show it record the visit (useRecordVisit).
 */
export function KipChangesSince({
  card,
  headingLevel = 3,
}: {
  card: KipCardSummary
  headingLevel?: 2 | 3
}) {
  const t = useT()
  const lang = useLang()
  const people = usePeople()
  const wikiLabel = useWikiStateLabel()
  const mark = useVisitMark()
  const changes = mark && kipChangesSince(card, mark)
  if (!mark || !changes) return null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const headingId = `kip-${card.kip}-since`
  const status = (s: string) => t(`status.${s}` as 'status.open')
  const lastGiven = card.wiki.lastGiven
  return (
    <section className="kip-changes" aria-labelledby={headingId}>
      <Heading id={headingId} className="kip-changes-heading">
        <NewBadge />
        {mark.by === 'chosen'
          ? t('visit.kipHeadingChosen', { date: formatDate(mark.since, lang) })
          : t('visit.kipHeading')}
      </Heading>
      <ul className="kip-changes-list">
        {changes.weeks.length > 0 && (
          <li>{t('visit.kipWeeks', { count: changes.weeks.length })}</li>
        )}
        {changes.people.length > 0 && (
          <li>
            {t('visit.kipPeople')}
            {t('common.colon')}
            {changes.people.map((id, i) => (
              <Fragment key={id}>
                {i > 0 && listSeparator(lang)}
                <PersonLink id={id}>{people.get(id)?.name ?? id}</PersonLink>
              </Fragment>
            ))}
          </li>
        )}
        {changes.status && (
          <li>
            {changes.status.from
              ? t('visit.kipStatus', {
                  from: status(changes.status.from),
                  to: status(changes.status.to),
                })
              : t('visit.kipStatusFirst', { to: status(changes.status.to) })}
          </li>
        )}
        {changes.vote && (
          <li>
            <ThreadLink id={changes.vote.thread}>
              {t('visit.kipVote', { week: changes.vote.week })}
            </ThreadLink>
          </li>
        )}
        {changes.wiki && (
          <li>
            {lastGiven && lastGiven.until === changes.wiki.date
              ? // The page stopped showing a state: what it showed until then, not "no state".
                t('visit.kipWikiGone', {
                  date: formatDate(changes.wiki.date, lang),
                  state: wikiLabel(lastGiven.state),
                  from: formatDate(lastGiven.from, lang),
                })
              : t('visit.kipWiki', {
                  state: wikiLabel(changes.wiki.state),
                  date: formatDate(changes.wiki.date, lang),
                })}
          </li>
        )}
      </ul>
    </section>
  )
}
