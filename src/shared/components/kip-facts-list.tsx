import { useT } from '../../i18n/use-t'
import { useIndex } from '../../data/queries'
import type { WeekKip } from '../../domain/kip-story'
import { ExternalLink, KipLink } from './links'
import { useWikiStateLabel } from './wiki-state'
import { WikiLatest } from './wiki-latest'

/**
 * The thread's KIPs with their official titles, their wiki state in the thread's week and the
 * latest one (with the date of the wiki snapshot), whether the thread is about it or only mentions
 * it, and links: all of it from the week's file (kip-story.ts weekKips).
 */
export function KipFactsList({
  kips,
  subjectKips,
  weekId,
}: {
  kips: readonly WeekKip[]
  /** The KIPs the thread is about: its status applies to these; the others are only mentioned. */
  subjectKips: number[]
  weekId: string
}) {
  const t = useT()
  const wikiLabel = useWikiStateLabel()
  const asOf = useIndex().kipFactsAsOf
  if (kips.length === 0) return null
  return (
    <ul className="kip-facts">
      {kips.map(({ kip, title, wiki }) => (
        <li key={kip}>
          <KipLink kip={kip} /> <span className="kip-title">{title ?? t('thread.noTitle')}</span>{' '}
          <span className="kip-role">
            {subjectKips.includes(kip) ? t('thread.kipSubject') : t('thread.kipMentioned')}
          </span>
          {wiki && (
            <span className="kip-meta">
              <span>{t('kips.wikiInWeek', { week: weekId, state: wikiLabel(wiki.inWeek) })}</span>
              {asOf && <WikiLatest state={wiki.latest} asOf={asOf} lastGiven={wiki.lastGiven} />}
              <ExternalLink href={wiki.links.wiki}>{t('thread.wiki')}</ExternalLink>
              <ExternalLink href={wiki.links.discussion}>{t('thread.discussion')}</ExternalLink>
              <ExternalLink href={wiki.links.vote}>{t('thread.vote')}</ExternalLink>
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
