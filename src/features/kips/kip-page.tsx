import { KipChangesSince } from './kip-changes-since'
import { Suspense, useDeferredValue } from 'react'
import { pageNumber } from '../../shared/lib/paginate'
import { useT } from '../../i18n/use-t'
import { useFile } from '../../data/file-queries'
import { VIEW_FILES } from '../../domain/files/view-descriptors'
import { useIndex } from '../../data/queries'
import { useRecordVisit } from '../../shared/hooks/use-visit-mark'
import type { KipFact } from '../../domain/dataset'
import { KIP_HISTORY_START, lastGivenOf, wikiStateSpans } from '../../domain/kip-facts'
import type { KipCardSummary, KipStory } from '../../domain/kip-story'
import { formatDate, formatWeek } from '../../i18n/format'
import { ViewLink } from '../../shared/components/links'
import { KipSuggestion, NotFoundHelp } from '../../shared/components/not-found-help'
import { NotFound } from '../../shared/components/not-found'
import { useLang } from '../../shared/hooks/use-lang'
import { stateClass, useWikiStateLabel } from '../../shared/components/wiki-state'
import { Pager } from '../../shared/components/pager'
import { KipOpenItems, KipPeople } from './kip-positions'
import { KipStoryThreadView } from './kip-story-thread'
import { KipLinks, KipWikiLine } from './kip-wiki-line'
import { KipMentions } from './kip-mentions'
import { KipVotes } from './kip-votes'
import { KipBallotSection } from './kip-ballot'
import { parseKipParam } from '../../url/search-params'
import { feedPath } from '../../url/site-paths'
import { hasKipFeed } from '../../domain/feeds'
import { FeedLink } from '../../shared/components/feed-link'
import { WikiCheckNote } from './wiki-check-note'
import { WikiLatest } from '../../shared/components/wiki-latest'
import { FollowButton } from '../../shared/components/follow-button'
import { useKipSearch } from './kips-search'

/**
 * One KIP: the wiki facts, who took part, and its story across weeks, newest first, a page of
 * weeks at a time (`page` in the address). Unknown KIPs are not found.
 */
export function KipPage({ kip: param }: { kip: string }) {
  const t = useT()
  const catalog = useFile(VIEW_FILES.catalog)
  const kip = parseKipParam(param)
  if (kip === undefined || !catalog.some((row) => row.kip === kip))
    return (
      <NotFound message={t('notFound.kip', { id: param })}>
        <NotFoundHelp words={param}>
          <KipSuggestion asked={kip} catalog={catalog} />
        </NotFoundHelp>
      </NotFound>
    )
  return (
    <Suspense fallback={<p className="loading">{t('common.loading')}</p>}>
      <KipStoryView kip={kip} />
    </Suspense>
  )
}

function KipStoryView({ kip }: { kip: number }) {
  const t = useT()
  const lang = useLang()
  const story = useFile(VIEW_FILES.kip, kip)
  // A look at the KIP is a visit too: its page says what changed since the last.
  useRecordVisit(useIndex().weeks.at(-1)?.id)
  const card = story.summary
  const title = story.title
  return (
    <article className="kip-page" aria-labelledby="kip-heading">
      <p className="breadcrumb">
        <ViewLink to="/$lang/kips/">← {t('kips.backToList')}</ViewLink>
      </p>
      <h1 id="kip-heading">
        KIP-{kip}
        {title ? ` ${title}` : ''}
      </h1>
      <FollowButton item={{ kip }} name={`KIP-${kip}`} />
      {card && story.ballot && <KipBallotSection ballot={story.ballot} card={card} />}
      {card && <KipChangesSince card={card} headingLevel={2} />}
      <section className="kip-section" aria-labelledby="kip-facts-heading">
        <h2 id="kip-facts-heading">{t('kips.facts')}</h2>
        {card && <KipWikiLine card={card} week={card.weeks.at(-1)!} />}
        {card?.wikiCheck && <WikiCheckNote check={card.wikiCheck} wikiUrl={story.links.wiki} />}
        <KipFactHistory story={story} kip={kip} />
        <KipLinks links={story.links} />
        {hasKipFeed(story) && (
          <p className="kip-links">
            <FeedLink path={feedPath(lang, 'kips', String(kip))}>{t('feed.kip', { kip })}</FeedLink>
          </p>
        )}
      </section>
      {card ? (
        <KipDiscussion story={story} card={card} kip={kip} />
      ) : (
        <p className="notice">
          {t(story.mentions.length > 0 ? 'kips.onlyMentioned' : 'kips.notInDigests', { kip })}
        </p>
      )}
      <KipMentions mentions={story.mentions} headingId="kip-mentions-heading" />
    </article>
  )
}

/** What the digests say about the KIP: status, weeks, votes, open items, people, story. */
function KipDiscussion({
  story,
  card,
  kip,
}: {
  story: KipStory
  card: KipCardSummary
  kip: number
}) {
  const t = useT()
  const weeks = card.weeks.map((w) => w.week)
  return (
    <>
      <section className="kip-section" aria-labelledby="kip-weeks-heading">
        <h2 id="kip-weeks-heading">{t('kips.weeks')}</h2>
        <p>
          {weeks.length === 1
            ? t('kips.weekOnly', { from: weeks[0] })
            : t('kips.weekSpan', { count: weeks.length, from: weeks[0], to: weeks.at(-1) })}
        </p>
      </section>
      <KipVotes votes={story.votes} headingId="kip-votes-heading" />
      <KipOpenItems story={story} headingId="kip-open-heading" level={2} />
      <KipPeople story={story} headingId="kip-positions-heading" />
      <KipStorySection story={story} kip={kip} />
    </>
  )
}

/** The story, newest weeks first, a page at a time: each week with its threads and their positions. */
function KipStorySection({ story, kip }: { story: KipStory; kip: number }) {
  const t = useT()
  const { search } = useKipSearch()
  const pages = story.storyPages
  // The page shown stays until the next one has arrived.
  const wanted = pageNumber(search.page, pages)
  const page = useDeferredValue(wanted)
  return (
    <section className="kip-section" aria-labelledby="kip-story-heading">
      <h2 id="kip-story-heading">
        {t('kips.story')}
        {pages > 1 && <span className="muted"> · {t('pager.page', { page, pages })}</span>}
      </h2>
      <div className="updatable" aria-busy={page !== wanted}>
        <Suspense fallback={<p className="loading">{t('common.loading')}</p>}>
          <KipStoryWeeks kip={kip} page={page} />
        </Suspense>
      </div>
      <Pager
        page={page}
        pages={pages}
        label={t('kips.storyPages')}
        previous={t('pager.newerWeeks')}
        next={t('pager.olderWeeks')}
        status={t('pager.page', { page, pages })}
      />
    </section>
  )
}

function KipStoryWeeks({ kip, page }: { kip: number; page: number }) {
  const lang = useLang()
  const { weeks } = useFile(VIEW_FILES.kipStoryPage, kip, page)
  return weeks.map(({ week, threads }) => (
    <section key={week} className="kip-story-week" aria-labelledby={`story-week-${week}`}>
      <h3 id={`story-week-${week}`}>{formatWeek(week, lang)}</h3>
      {threads.map((thread) => (
        <KipStoryThreadView key={thread.id} thread={thread} kip={kip} />
      ))}
    </section>
  ))
}

/**
 * The recorded history drawn as one bar, a stretch per state as long as it lasted (the list below
 * it says the same in words, so the drawing is hidden from screen readers).
 */
function KipStateTimeline({ history, asOf }: { history: KipFact['stateHistory']; asOf: string }) {
  const spans = wikiStateSpans(history, asOf)
  // The bar is the whole recorded time; a KIP created later starts where its first record is.
  const day = (iso: string) => Date.parse(iso) / 86_400_000
  const total = day(asOf) - day(KIP_HISTORY_START)
  if (spans.length === 0 || total <= 0) return null
  const scale = (days: number) => (days / total) * 1000
  return (
    <svg
      className="state-timeline"
      viewBox="0 0 1000 10"
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      {spans.map((span) => (
        <rect
          key={span.from}
          className={stateClass(span.state)}
          x={scale(day(span.from) - day(KIP_HISTORY_START))}
          y={0}
          width={scale(span.days)}
          height={10}
        />
      ))}
    </svg>
  )
}

/** The author and the wiki state changes recorded in 2026. */
function KipFactHistory({ story, kip }: { story: KipStory; kip: number }) {
  const t = useT()
  const lang = useLang()
  const label = useWikiStateLabel()
  const index = useIndex()
  const asOf = index.kipFactsAsOf
  const fact = story.fact
  if (!fact)
    return asOf ? (
      <p className="muted">{t('kips.notInCatalog', { kip, date: formatDate(asOf, lang) })}</p>
    ) : null
  return (
    <>
      {!story.summary && asOf && (
        <p className="kip-wiki">
          <WikiLatest state={fact.state} asOf={asOf} {...lastGivenOf(fact)} />
        </p>
      )}
      {(fact.author || fact.created) && (
        <p className="kip-links">
          {fact.author && <span>{t('kips.author', { name: fact.author })}</span>}
          {fact.created && (
            <span>{t('kips.created', { date: formatDate(fact.created.slice(0, 10), lang) })}</span>
          )}
          {fact.modified && (
            <span className="muted">
              {t('kips.modified', { date: formatDate(fact.modified.slice(0, 10), lang) })}
            </span>
          )}
        </p>
      )}
      {asOf && fact.stateHistory.length > 0 && (
        <>
          <h3 id="kip-history-heading">
            {t('kips.stateHistory', {
              from: formatDate(KIP_HISTORY_START, lang),
              to: formatDate(asOf, lang),
            })}
          </h3>
          <KipStateTimeline history={fact.stateHistory} asOf={asOf} />
          <ol className="kip-history" aria-labelledby="kip-history-heading">
            {fact.stateHistory.map((c) => (
              <li key={c.date} className={stateClass(c.state)}>
                {t('kips.stateFrom', { state: label(c.state), date: formatDate(c.date, lang) })}
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  )
}
