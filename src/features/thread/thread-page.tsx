import { Navigate } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'
import { textIn } from '../../domain/dataset'
import { resolveThreadId } from '../../domain/thread-redirects'
import { weekOfThread } from '../../domain/thread-ids'
import { useIndex, useWeek } from '../../data/queries'
import { PersonLink, WeekLink } from '../../shared/components/links'
import { isChineseFallback, LocalizedText } from '../../shared/components/localized-text'
import { NotFound } from '../../shared/components/not-found'
import { StatusWithEvidence } from '../../shared/components/status-badge'
import { useLang } from '../../shared/hooks/use-lang'
import { usePeople } from '../../shared/hooks/use-people'
import { CopyLinkButton } from './copy-link-button'
import { KipFactsList } from './kip-facts-list'
import { RelatedThreads } from './related-threads'
import { ThreadPager } from './thread-parts'
import { ThreadVotes } from './thread-votes'
import { StanceWithEvidence } from '../../shared/components/stance-badge'
import { DIGEST_TEXTS } from '../../domain/files/layout'
import { formatDate } from '../../i18n/format'

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
    return <NotFound message={t('notFound.thread', { id: threadId })} />
  return <ThreadView threadId={threadId} week={week} />
}

function ThreadView({ threadId, week }: { threadId: string; week: string }) {
  const t = useT()
  const lang = useLang()
  const bundle = useWeek(week)
  const people = usePeople()
  const thread = bundle.threads.find((th) => th.id === threadId)
  if (!thread) return <NotFound message={t('notFound.thread', { id: threadId })} />
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
          <section aria-labelledby="summary-heading">
            <h2 id="summary-heading">{t('thread.summary')}</h2>
            <LocalizedText as="p" text={thread.summary} />
          </section>
          <section aria-labelledby="positions-heading">
            <h2 id="positions-heading">{t('thread.positions')}</h2>
            <ul className="positions">
              {thread.positions.map((position) => (
                <li key={position.line} className="position">
                  <PersonLink id={position.person}>
                    {people.get(position.person)?.name ?? position.name}
                  </PersonLink>
                  {position.andOthers && (
                    <span className="and-others"> {t('thread.andOthers')}</span>
                  )}
                  {position.name !== people.get(position.person)?.name && (
                    <span className="written-as"> ({position.name})</span>
                  )}
                  <StanceWithEvidence position={position} />
                  <LocalizedText as="p" text={position.text} />
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="conclusion-heading">
            <h2 id="conclusion-heading">{t('thread.conclusion')}</h2>
            <LocalizedText as="p" text={thread.conclusion} className="conclusion" />
          </section>
          <ThreadVotes rounds={bundle.votes[thread.id] ?? []} />
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
