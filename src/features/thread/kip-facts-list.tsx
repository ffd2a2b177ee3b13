import { useT } from '../../i18n/use-t'
import { useIndex, useKipFacts } from '../../data/queries'
import { formatDate } from '../../i18n/format'
import { ExternalLink, KipLink } from '../../shared/components/links'
import { useLang } from '../../shared/hooks/use-lang'
import { useWikiStateLabel } from '../../shared/components/wiki-state'
import { wikiStateOn } from '../../domain/kip-story'
import { kipTitle } from '../../domain/kip-facts'

/**
 * The thread's KIPs with their official titles, their wiki state in the thread's week and the
 * latest one (with the date of the wiki snapshot), whether the thread is about it or only mentions
 * it, and links.
 */
export function KipFactsList({
  kips,
  subjectKips,
  weekId,
}: {
  kips: number[]
  /** The KIPs the thread is about: its status applies to these; the others are only mentioned. */
  subjectKips: number[]
  weekId: string
}) {
  const t = useT()
  const wikiLabel = useWikiStateLabel()
  const lang = useLang()
  const index = useIndex()
  const facts = useKipFacts(kips.length > 0)
  if (kips.length === 0) return null
  const asOf = index.kipFactsAsOf
  const weekEnd = index.weeks.find((w) => w.id === weekId)?.end ?? ''
  return (
    <ul className="kip-facts">
      {kips.map((kip) => {
        const fact = facts.data?.get(kip)
        const title = kipTitle(fact?.title, kip) ?? index.kips.find((k) => k.kip === kip)?.title
        return (
          <li key={kip}>
            <KipLink kip={kip} /> <span className="kip-title">{title ?? t('thread.noTitle')}</span>{' '}
            <span className="kip-role">
              {subjectKips.includes(kip) ? t('thread.kipSubject') : t('thread.kipMentioned')}
            </span>
            {fact && (
              <span className="kip-meta">
                <span>
                  {t('kips.wikiInWeek', {
                    week: weekId,
                    state: wikiLabel(wikiStateOn(fact, weekEnd, asOf)),
                  })}
                </span>
                {asOf && (
                  <span>
                    {t('kips.wikiLatest', {
                      state: wikiLabel(fact.state),
                      date: formatDate(asOf, lang),
                    })}
                  </span>
                )}
                <ExternalLink href={fact.url}>{t('thread.wiki')}</ExternalLink>
                <ExternalLink href={fact.discussionThread}>{t('thread.discussion')}</ExternalLink>
                <ExternalLink href={fact.voteThread}>{t('thread.vote')}</ExternalLink>
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
