import { useT } from '../../i18n/use-t'
import type { KipStoryThread } from '../../domain/kip-story'
import { KipLink, ThreadLink } from '../../shared/components/links'
import { LocalizedText } from '../../shared/components/localized-text'
import { StatusWithEvidence } from '../../shared/components/status-badge'
import { KipPositionItem } from './kip-positions'

/** One thread of a KIP's story, under its week: summary, every position with its stance, conclusion, status. */
export function KipStoryThreadView({ thread, kip }: { thread: KipStoryThread; kip: number }) {
  const t = useT()
  const others = thread.kips.filter((k) => k !== kip)
  return (
    <article className="kip-story-thread" aria-labelledby={`story-${thread.id}`}>
      <h4 id={`story-${thread.id}`}>
        <ThreadLink id={thread.id}>
          <LocalizedText text={thread.title} />
        </ThreadLink>
      </h4>
      <StatusWithEvidence decision={thread} sentence={thread.conclusion} />
      <LocalizedText as="p" text={thread.summary} className="kip-story-summary" />
      {others.length > 0 && (
        <ul className="chip-list" aria-label={t('thread.kips')}>
          {others.map((k) => (
            <li key={k}>
              <KipLink kip={k} />
            </li>
          ))}
        </ul>
      )}
      <ul className="kip-positions">
        {thread.positions.map((p, i) => (
          <KipPositionItem key={i} position={p} showThread={false} showPerson />
        ))}
      </ul>
      <div className="conclusion">
        <span className="kip-label">{t('thread.conclusion')}</span>
        <LocalizedText as="p" text={thread.conclusion} />
      </div>
    </article>
  )
}
