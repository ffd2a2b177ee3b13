import { useT } from '../../i18n/use-t'
import type {
  KipCardSummary,
  KipLinks as KipLinksData,
  KipWeekStatus,
} from '../../domain/kip-story'
import { ExternalLink } from '../../shared/components/links'
import { useWikiStateLabel } from '../../shared/components/wiki-state'
import { WikiLatest } from '../../shared/components/wiki-latest'

/** The wiki state in the digest week shown, and the latest with its as-of date. */
export function KipWikiLine({ card, week }: { card: KipCardSummary; week: KipWeekStatus }) {
  const t = useT()
  const label = useWikiStateLabel()
  if (!card.wiki.asOf) return <p className="kip-wiki muted">{t('kips.wikiNoFacts')}</p>
  return (
    <p className="kip-wiki">
      <span>{t('kips.wikiInWeek', { week: week.week, state: label(week.wikiState) })}</span>
      <WikiLatest state={card.wiki.state} asOf={card.wiki.asOf} lastGiven={card.wiki.lastGiven} />
    </p>
  )
}

/** The wiki page and the mailing-list threads: only http(s) links, opened without the opener. */
export function KipLinks({ links }: { links: KipLinksData }) {
  const t = useT()
  const { wiki, discussion, vote, jira } = links
  if (!wiki && !discussion && !vote && !jira) return null
  return (
    <p className="kip-links">
      <span className="visually-hidden">{t('kips.links')}: </span>
      <ExternalLink href={wiki}>{t('thread.wiki')}</ExternalLink>
      <ExternalLink href={discussion}>{t('thread.discussion')}</ExternalLink>
      <ExternalLink href={vote}>{t('thread.vote')}</ExternalLink>
      <ExternalLink href={jira}>{t('thread.jiraIssue')}</ExternalLink>
    </p>
  )
}
