import { useT } from '../../i18n/use-t'
import { daysBetween, OUTCOME_WIKI_STATE, type WikiDisagreement } from '../../domain/wiki-check'
import { formatDate } from '../../i18n/format'
import { ExternalLink, ThreadLink } from '../../shared/components/links'
import { useLang } from '../../shared/hooks/use-lang'
import { useWikiStateLabel } from '../../shared/components/wiki-state'

/**
 * Where the digests and the wiki disagree on what became of a KIP: each source's word, with its
 * date and a link to it (domain/wiki-check.ts decides).
 */
export function WikiCheckNote({
  check,
  wikiUrl,
}: {
  check: WikiDisagreement
  /** The KIP's wiki page, the wiki's side of the story. */
  wikiUrl: string | null
}) {
  const t = useT()
  const lang = useLang()
  const label = useWikiStateLabel()
  const { digest, wiki, latest, followedOn } = check
  const date = (iso: string) => formatDate(iso, lang)
  const later = followedOn ? Math.round(daysBetween(digest.date, followedOn)) : 0
  return (
    <aside className="wiki-check" aria-label={t('wikiCheck.heading')}>
      <p className="wiki-check-heading">{t('wikiCheck.heading')}</p>
      <dl>
        <dt>{t('wikiCheck.digest', { week: digest.week, date: date(digest.date) })}</dt>
        <dd>
          {t(`wikiCheck.outcome.${digest.outcome}`)} ({t('wikiCheck.words')}{' '}
          <q lang="zh">{digest.evidence}</q>){' '}
          <ThreadLink id={digest.thread}>{t('wikiCheck.thread')}</ThreadLink>
        </dd>
        <dt>
          {wiki.date === latest.date
            ? t('wikiCheck.wikiLatest', { date: date(latest.date) })
            : t('wikiCheck.wikiThen', { date: date(wiki.date) })}
        </dt>
        <dd>
          {label(wiki.state)} <ExternalLink href={wikiUrl}>{t('wikiCheck.wikiPage')}</ExternalLink>
        </dd>
        {wiki.date !== latest.date && (
          <>
            <dt>{t('wikiCheck.wikiLatest', { date: date(latest.date) })}</dt>
            <dd>
              {label(latest.state)}
              {followedOn &&
                ` · ${t('wikiCheck.followed', { state: label(OUTCOME_WIKI_STATE[digest.outcome]), date: date(followedOn), count: later })}`}
            </dd>
          </>
        )}
      </dl>
    </aside>
  )
}
