import type { Thread } from '../../domain/dataset'
import { useT } from '../../i18n/use-t'
import { ThreadLink } from '../../shared/components/links'
import { LocalizedText } from '../../shared/components/localized-text'

/** Previous and next thread of the same week, by their titles, for reading a week thread by thread. */
export function ThreadPager({
  threads,
  current,
}: {
  threads: Pick<Thread, 'id' | 'title'>[]
  current: string
}) {
  const t = useT()
  const at = threads.findIndex((thread) => thread.id === current)
  const previous = threads[at - 1]
  const next = threads[at + 1]
  if (!previous && !next) return null
  return (
    <nav className="thread-pager" aria-label={t('thread.pager')}>
      {previous ? (
        <ThreadLink id={previous.id} className="pager-link pager-previous">
          <span className="pager-label">← {t('thread.previous')}</span>{' '}
          <LocalizedText text={previous.title} className="pager-title" />
        </ThreadLink>
      ) : (
        <span />
      )}
      {next ? (
        <ThreadLink id={next.id} className="pager-link pager-next">
          <span className="pager-label">{t('thread.next')} →</span>{' '}
          <LocalizedText text={next.title} className="pager-title" />
        </ThreadLink>
      ) : (
        <span />
      )}
    </nav>
  )
}
