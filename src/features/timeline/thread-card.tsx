import type { Person, Thread } from '../../domain/dataset'
import { KipLink, PersonLink, ThreadLink } from '../../shared/components/links'
import { LocalizedText } from '../../shared/components/localized-text'
import { StatusWithEvidence } from '../../shared/components/status-badge'

/** One thread on the timeline: title, KIP chips, status with its evidence, participants. */
export function ThreadCard({ thread, people }: { thread: Thread; people: Map<string, Person> }) {
  return (
    <article className="thread-card" aria-labelledby={`card-${thread.id}`}>
      <h3 id={`card-${thread.id}`} className="thread-card-title">
        <ThreadLink id={thread.id}>
          <LocalizedText text={thread.summary} />
        </ThreadLink>
      </h3>
      <StatusWithEvidence decision={thread} sentence={thread.conclusion} />
      {thread.kips.length > 0 && (
        <ul className="chip-list" aria-label="KIPs">
          {thread.kips.map((kip) => (
            <li key={kip}>
              <KipLink kip={kip} />
            </li>
          ))}
        </ul>
      )}
      <ul className="participants">
        {thread.participants.map((id) => (
          <li key={id}>
            <PersonLink id={id}>{people.get(id)?.name ?? id}</PersonLink>
          </li>
        ))}
      </ul>
    </article>
  )
}
