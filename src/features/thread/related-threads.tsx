import { Link } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'
import type { RelatedThreads as Related } from '../../domain/related-threads'
import { formatWeek } from '../../i18n/format'
import { KipLink, ThreadLink } from '../../shared/components/links'
import { LocalizedText } from '../../shared/components/localized-text'
import { StatusBadge } from '../../shared/components/badges'
import { useLang } from '../../shared/hooks/use-lang'

/**
 * The same KIPs in other weeks, newest first: each by its title, with its week as secondary
 * text. The week's file holds the newest few (related-threads.ts); the rest are a link away, on
 * the timeline filtered to these KIPs.
 */
export function RelatedThreads({ kips, related }: { kips: number[]; related?: Related }) {
  const t = useT()
  const lang = useLang()
  if (kips.length === 0) return null
  return (
    <section aria-labelledby="related-heading" className="thread-aside-section">
      <h2 id="related-heading">{t('thread.otherWeeks')}</h2>
      {!related ? (
        <p className="muted">{t('thread.noOtherWeeks')}</p>
      ) : (
        <>
          <ul className="related">
            {related.threads.map((c) => (
              <li key={c.id}>
                <ThreadLink id={c.id} className="related-title">
                  <LocalizedText text={c.title} />
                </ThreadLink>
                <span className="related-meta">
                  <span className="muted">{formatWeek(c.week, lang, 'short')}</span>{' '}
                  <StatusBadge status={c.status} />{' '}
                  {c.kips.map((k) => (
                    <KipLink key={k} kip={k} />
                  ))}
                </span>
              </li>
            ))}
          </ul>
          {related.total > related.threads.length && (
            <p>
              <Link to="/$lang/" params={{ lang }} search={{ kip: kips }}>
                {t('thread.allOtherWeeks', { count: related.total })}
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  )
}
