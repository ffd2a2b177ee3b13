import { useT } from '../../i18n/use-t'
import type { ThreadCard } from '../../domain/files/schemas'
import { useCards } from '../../data/queries'
import { KipLink, ThreadLink } from '../../shared/components/links'
import { StatusBadge } from '../../shared/components/badges'

/** Threads of other weeks that mention any of `kips`, newest first. */
function relatedThreads(
  cards: ThreadCard[],
  threadId: string,
  week: string,
  kips: number[],
): ThreadCard[] {
  return cards
    .filter((c) => c.week !== week && c.id !== threadId && c.kips.some((k) => kips.includes(k)))
    .sort((a, b) => (a.week < b.week ? 1 : a.week > b.week ? -1 : 0))
}

export function RelatedThreads({
  threadId,
  week,
  kips,
}: {
  threadId: string
  week: string
  kips: number[]
}) {
  const t = useT()
  const cards = useCards(kips.length > 0)
  if (kips.length === 0) return null
  const related = cards.data ? relatedThreads(cards.data, threadId, week, kips) : []
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading">{t('thread.otherWeeks')}</h2>
      {cards.error ? (
        <p role="alert">
          {t('error.loadFailed', { message: cards.error.message })}{' '}
          <button type="button" className="link-button" onClick={() => void cards.refetch()}>
            {t('error.retry')}
          </button>
        </p>
      ) : cards.isPending ? (
        <p>{t('common.loading')}</p>
      ) : related.length === 0 ? (
        <p className="muted">{t('thread.noOtherWeeks')}</p>
      ) : (
        <ul className="related">
          {related.map((c) => (
            <li key={c.id}>
              <ThreadLink id={c.id}>{c.id}</ThreadLink> <StatusBadge status={c.status} />{' '}
              {c.kips
                .filter((k) => kips.includes(k))
                .map((k) => (
                  <KipLink key={k} kip={k} />
                ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
