import { memo } from 'react'
import type { Person, Thread } from '../../domain/dataset'
import { useT } from '../../i18n/use-t'
import { KipLink, PersonLink, ThreadLink } from '../../shared/components/links'
import { LocalizedText } from '../../shared/components/localized-text'
import { StanceWithEvidence } from '../../shared/components/stance-badge'
import { StatusWithEvidence } from '../../shared/components/status-badge'
import { NewBadge } from '../../shared/components/new-badge'

/**
 * One thread on the timeline, read at a glance: its short title (the one its page and link
 * preview use), its status with the words that decided it, its conclusion, its KIPs and who took
 * part. Under a person filter, that person's positions are shown and their name is marked, so the
 * card says why it is on the list.
 *
 * Memoised: when a filter or a page changes, the cards the next list shares with the one on
 * screen (the same thread object from the week's file) are not rendered again; a page of the
 * timeline holds some sixty cards, each with a dozen links.
 */
export const ThreadCard = memo(function ThreadCard({
  thread,
  people,
  highlight = [],
  isNew = false,
}: {
  thread: Thread
  people: Map<string, Person>
  /** The people a filter chose: their positions are shown on the card. */
  highlight?: readonly string[]
  /** Whether its week is new since the reader's last visit. */
  isNew?: boolean
}) {
  const t = useT()
  const chosen = thread.positions.filter((p) => highlight.includes(p.person))
  return (
    <article className="thread-card" aria-labelledby={`card-${thread.id}`}>
      <h3 id={`card-${thread.id}`} className="thread-card-title">
        {isNew && <NewBadge />}
        <ThreadLink id={thread.id}>
          <LocalizedText text={thread.title} />
        </ThreadLink>
      </h3>
      <StatusWithEvidence decision={thread} sentence={thread.conclusion} />
      <p className="thread-card-conclusion">
        <span className="visually-hidden">{t('thread.conclusion')}: </span>
        <LocalizedText text={thread.conclusion} />
      </p>
      {chosen.length > 0 && (
        <ul className="card-positions" aria-label={t('filters.chosenPositions')}>
          {chosen.map((position) => (
            <li key={position.line} className="card-position">
              <strong>{position.name}</strong> <StanceWithEvidence position={position} compact />
              <LocalizedText as="p" className="card-position-text" text={position.text} />
            </li>
          ))}
        </ul>
      )}
      <footer className="thread-card-footer">
        {thread.kips.length > 0 && (
          <ul className="chip-list" aria-label="KIPs">
            {thread.kips.map((kip) => (
              <li key={kip}>
                <KipLink kip={kip} />
              </li>
            ))}
          </ul>
        )}
        <ul className="participants" aria-label={t('thread.participants')}>
          {thread.participants.map((id) => (
            <li key={id}>
              <PersonLink
                id={id}
                className={highlight.includes(id) ? 'person-link chosen' : undefined}
              >
                {people.get(id)?.name ?? id}
              </PersonLink>
            </li>
          ))}
        </ul>
      </footer>
    </article>
  )
})
