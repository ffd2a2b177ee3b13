import { useSuspenseQueries } from '@tanstack/react-query'
import { Suspense } from 'react'
import { useT } from '../../i18n/use-t'
import { useIndex } from '../../data/queries'
import { weeksSpanned } from '../../domain/iso-week'
import { useFetchJson } from '../../data/data-source'
import { fileQuery, useFile } from '../../data/file-queries'
import { VIEW_FILES } from '../../domain/files/view-descriptors'
import { storyPageOf } from '../../domain/kip-story-pages'
import { KipLink, ThreadLink } from '../../shared/components/links'
import { StatusWithEvidence } from '../../shared/components/status-badge'
import { VoteRoundView } from '../../shared/components/vote-round'
import { KipChangesSince } from './kip-changes-since'
import { KipOpenItems, KipPositions } from './kip-positions'
import { KipWeekTimeline } from './kip-week-timeline'
import { KipLinks, KipWikiLine } from './kip-wiki-line'
import type { KipCardView } from './select-kip-cards'
import { WikiCheckNote } from './wiki-check-note'
import { FollowButton } from '../../shared/components/follow-button'

/** The weeks a card shows: the latest of those in view; the KIP's page has the others. */
const CARD_WEEKS = 4

/**
 * The positions of the weeks a card shows and the KIP's open items: from the KIP's own files (the
 * pages of its story that hold those weeks), fetched when the card is shown.
 */
function CardStory({ view, weeks }: { view: KipCardView; weeks: ReadonlySet<string> }) {
  const kip = view.card.kip
  const story = useFile(VIEW_FILES.kip, kip)
  const all = view.card.weeks.map((w) => w.week)
  const fetchJson = useFetchJson()
  // The pages of the weeks it shows, asked for together.
  const pages = useSuspenseQueries({
    queries: [...new Set([...weeks].map((w) => storyPageOf(all, w)))].map((page) =>
      fileQuery(fetchJson, VIEW_FILES.kipStoryPage, kip, page),
    ),
  }).map((result) => result.data)
  const threads = pages.flatMap((page) =>
    page.weeks.filter((w) => weeks.has(w.week)).flatMap((w) => w.threads),
  )
  const id = `kip-${kip}`
  return (
    <>
      <KipPositions threads={threads} headingId={`${id}-positions`} />
      <KipOpenItems story={story} headingId={`${id}-open`} />
    </>
  )
}

/** One KIP consensus card: facts, digest status, weeks, positions, open items and links. */
export function KipCard({ view }: { view: KipCardView }) {
  const t = useT()
  const latestWeek = useIndex().weeks.at(-1)?.id ?? view.card.lastWeek
  const { card, last } = view
  const id = `kip-${card.kip}`
  // Newest first, as the KIP's page tells it.
  const shown = view.weeks.slice(-CARD_WEEKS).reverse()
  const earlier = view.weeks.length - shown.length
  return (
    <article className="kip-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="kip-card-title">
        <KipLink kip={card.kip} className="kip-card-link">
          KIP-{card.kip}
          {card.title ? ` ${card.title}` : ''}
        </KipLink>
      </h2>
      <FollowButton item={{ kip: card.kip }} name={`KIP-${card.kip}`} />
      <KipChangesSince card={card} />
      <KipWikiLine card={card} week={last} />
      {card.wikiCheck && <WikiCheckNote check={card.wikiCheck} wikiUrl={card.links.wiki} />}
      <p className="kip-status">
        <span className="kip-label">{t('kips.digestStatus')}</span>{' '}
        <StatusWithEvidence decision={last} />{' '}
        <ThreadLink id={last.thread}>{t('kips.decidedIn', { week: last.week })}</ThreadLink>
        <span className="muted">
          {t('kips.ballot.since', {
            week: card.since,
            count: weeksSpanned(card.since, latestWeek),
          })}
        </span>
      </p>
      <h3 id={`${id}-weeks`}>
        {t('kips.weeks')}{' '}
        <span className="muted">· {t('kips.people', { count: view.people.length })}</span>
      </h3>
      <KipWeekTimeline weeks={shown} labelledBy={`${id}-weeks`} />
      {earlier > 0 && (
        <p>
          <KipLink kip={card.kip}>{t('kips.earlierWeeks', { count: earlier })}</KipLink>
        </p>
      )}
      {card.lastVote && (
        <VoteRoundView
          round={card.lastVote}
          heading={t('kips.lastVote', { week: card.lastVote.week })}
        />
      )}
      <Suspense fallback={<p className="loading">{t('kips.loadingStory')}</p>}>
        <CardStory view={view} weeks={new Set(shown.map((w) => w.week))} />
      </Suspense>
      {card.mentions > 0 && (
        <p className="muted">
          <KipLink kip={card.kip} className="kip-mentions-link">
            {t('kips.mentionCount', { count: card.mentions })}
          </KipLink>
        </p>
      )}
      <KipLinks links={card.links} />
    </article>
  )
}
