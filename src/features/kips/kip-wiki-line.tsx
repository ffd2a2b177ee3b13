import { useT } from '../../i18n/use-t'
import type {
  KipCardSummary,
  KipLinks as KipLinksData,
  KipWeekStatus,
} from '../../domain/kip-story'
import { formatDate } from '../../i18n/format'
import { ExternalLink } from '../../shared/components/links'
import { useLang } from '../../shared/hooks/use-lang'
import { useWikiStateLabel } from '../../shared/components/wiki-state'

/** The wiki state in the digest week shown, and the latest with its as-of date. */
export function KipWikiLine({ card, week }: { card: KipCardSummary; week: KipWeekStatus }) {
  const t = useT()
  const lang = useLang()
  const label = useWikiStateLabel()
  if (!card.wiki.asOf) return <p className="kip-wiki muted">{t('kips.wikiNoFacts')}</p>
  return (
    <p className="kip-wiki">
      <span>{t('kips.wikiInWeek', { week: week.week, state: label(week.wikiState) })}</span>
      <span>
        {t('kips.wikiLatest', {
          state: label(card.wiki.state),
          date: formatDate(card.wiki.asOf, lang),
        })}
      </span>
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
