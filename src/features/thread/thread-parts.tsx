import { useT } from '../../i18n/use-t'
import { ThreadLink } from '../../shared/components/links'

/** Previous and next thread of the same week, for reading a week thread by thread. */
export function ThreadPager({ threads, current }: { threads: string[]; current: string }) {
  const t = useT()
  const at = threads.indexOf(current)
  const previous = threads[at - 1]
  const next = threads[at + 1]
  if (!previous && !next) return null
  return (
    <nav className="thread-pager" aria-label={t('thread.pager')}>
      {previous ? <ThreadLink id={previous}>← {t('thread.previous')}</ThreadLink> : <span />}
      <span className="muted">{t('thread.ordinal', { n: at + 1, total: threads.length })}</span>
      {next ? <ThreadLink id={next}>{t('thread.next')} →</ThreadLink> : <span />}
    </nav>
  )
}
