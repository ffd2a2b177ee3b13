import { textIn, type Thread } from '../../domain/dataset'
import type { WeekBundle } from '../../domain/files/schemas'
import { ThreadLink } from '../../shared/components/links'
import { StatusWithEvidence } from '../../shared/components/status-badge'
import { ThreadBody } from '../../shared/components/thread-body'
import { useLang } from '../../shared/hooks/use-lang'

/**
 * One thread of the edition, whole: its title (a link to its own page, to share), its status with
 * the words that decided it, then everything the thread page shows of it. Its id is the thread's,
 * so that the contents and `…/edition/#<thread id>` lead to it.
 */
export function EditionThread({ thread, bundle }: { thread: Thread; bundle: WeekBundle }) {
  const lang = useLang()
  const titleId = `${thread.id}-title`
  return (
    <article id={thread.id} className="edition-thread" aria-labelledby={titleId}>
      <header className="edition-thread-header">
        <h2 id={titleId}>
          <ThreadLink id={thread.id}>{textIn(thread.title, lang)}</ThreadLink>
        </h2>
        <StatusWithEvidence decision={thread} sentence={thread.conclusion} />
      </header>
      <ThreadBody thread={thread} bundle={bundle} level={3} idPrefix={`${thread.id}-`} />
    </article>
  )
}
