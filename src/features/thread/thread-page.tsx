import { Navigate } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'
import { textIn } from '../../domain/dataset'
import { resolveThreadId } from '../../domain/thread-redirects'
import { weekOfThread } from '../../domain/thread-ids'
import { useIndex, useWeek } from '../../data/queries'
import { WeekLink } from '../../shared/components/links'
import { isChineseFallback } from '../../shared/components/localized-text'
import { NotFound } from '../../shared/components/not-found'
import { NotFoundHelp } from '../../shared/components/not-found-help'
import { StatusWithEvidence } from '../../shared/components/status-badge'
import { useLang } from '../../shared/hooks/use-lang'
import { ThreadBody } from '../../shared/components/thread-body'
import { CopyLinkButton } from './copy-link-button'
import { RelatedThreads } from './related-threads'
import { ThreadPager } from './thread-parts'
import { DIGEST_TEXTS } from '../../domain/files/layout'
import { formatDate } from '../../i18n/format'
import { KipFactsList } from '../../shared/components/kip-facts-list'

/** The unit people share: one thread with every position, its conclusion and status, and its KIPs. */
export function ThreadPage({ threadId }: { threadId: string }) {
  const t = useT()
  const index = useIndex()
  const lang = useLang()
  // An id published before (data/published-ids.json) opens its thread at its address today.
  const current = resolveThreadId(threadId, index.threadRedirects ?? {})
  if (current !== threadId)
    return <Navigate to="/$lang/thread/$threadId/" params={{ lang, threadId: current }} replace />
  const week = weekOfThread(threadId)
  if (!week || !index.weeks.some((w) => w.id === week))
    return (
      <NotFound message={t('notFound.thread', { id: threadId })}>
        <NotFoundHelp words={threadId} />
      </NotFound>
    )
  return <ThreadView threadId={threadId} week={week} />
}

function ThreadView({ threadId, week }: { threadId: string; week: string }) {
  const t = useT()
  const lang = useLang()
  const bundle = useWeek(week)
  const thread = bundle.threads.find((th) => th.id === threadId)
  if (!thread)
    return (
      <NotFound message={t('notFound.thread', { id: threadId })}>
        <NotFoundHelp words={threadId} />
      </NotFound>
    )
  const title = textIn(thread.title, lang)

  return (
    <article className="thread-page" aria-labelledby="thread-title">
      <header className="thread-header">
        <p className="breadcrumb">
          <WeekLink id={week}>← {t('thread.backToWeek', { week })}</WeekLink>
        </p>
        <h1 id="thread-title">{title}</h1>
        <div className="thread-meta">
          <StatusWithEvidence decision={thread} sentence={thread.conclusion} />
          <CopyLinkButton />
        </div>
      </header>
      <div className="thread-layout">
        <div className="thread-main">
          {isChineseFallback(lang, thread.summary) && (
            <p className="notice">{t('content.chineseOnly')}</p>
          )}
          <ThreadBody thread={thread} bundle={bundle} withKips={false} />
          <ThreadPager threads={bundle.threads} current={thread.id} />
          <p className="source muted">
            <a href={`data/${DIGEST_TEXTS}/${thread.source.file}`} type="text/plain">
              {t('thread.source', {
                line: thread.source.line,
                date: formatDate(bundle.week.start, lang),
              })}
            </a>
          </p>
        </div>
        <aside className="thread-aside" aria-label={t('thread.aside')}>
          {thread.kips.length > 0 && (
            <section aria-labelledby="kips-heading" className="thread-aside-section">
              <h2 id="kips-heading">{t('thread.kips')}</h2>
              <KipFactsList
                kips={thread.kips.flatMap((kip) => bundle.kips.find((k) => k.kip === kip) ?? [])}
                subjectKips={thread.subjectKips}
                weekId={week}
              />
            </section>
          )}
          <RelatedThreads kips={thread.kips} related={bundle.related[thread.id]} />
        </aside>
      </div>
    </article>
  )
}
