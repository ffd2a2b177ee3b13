import { Suspense } from 'react'
import { useT } from '../../i18n/use-t'
import { useKipStory } from '../../data/kip-queries'
import { KipLink, ThreadLink } from '../../shared/components/links'
import { StatusWithEvidence } from '../../shared/components/status-badge'
import { VoteRoundView } from '../../shared/components/vote-round'
import { KipOpenItems, KipPositions } from './kip-positions'
import { KipWeekTimeline } from './kip-week-timeline'
import { KipLinks, KipWikiLine } from './kip-wiki-line'
import type { KipCardView } from './select-kip-cards'
import { WikiCheckNote } from './wiki-check-note'

/** The positions and open items of a card: from the KIP's own file, fetched when the card is shown. */
function CardStory({ view }: { view: KipCardView }) {
  const story = useKipStory(view.card.kip)
  const weeks = new Set(view.weeks.map((w) => w.week))
  const id = `kip-${view.card.kip}`
  return (
    <>
      <KipPositions story={story} weeks={weeks} headingId={`${id}-positions`} />
      <KipOpenItems story={story} headingId={`${id}-open`} />
    </>
  )
}

/** One KIP consensus card: facts, digest status, weeks, positions, open items and links. */
export function KipCard({ view }: { view: KipCardView }) {
  const t = useT()
  const { card, last } = view
  const id = `kip-${card.kip}`
  return (
    <article className="kip-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="kip-card-title">
        <KipLink kip={card.kip} className="kip-card-link">
          KIP-{card.kip}
          {card.title ? ` ${card.title}` : ''}
        </KipLink>
      </h2>
      <KipWikiLine card={card} week={last} />
      {card.wikiCheck && <WikiCheckNote check={card.wikiCheck} wikiUrl={card.links.wiki} />}
      <p className="kip-status">
        <span className="kip-label">{t('kips.digestStatus')}</span>{' '}
        <StatusWithEvidence decision={last} />{' '}
        <ThreadLink id={last.thread}>{t('kips.decidedIn', { thread: last.thread })}</ThreadLink>
      </p>
      <h3 id={`${id}-weeks`}>
        {t('kips.weeks')}{' '}
        <span className="muted">· {t('kips.people', { count: view.people.length })}</span>
      </h3>
      <KipWeekTimeline weeks={view.weeks} labelledBy={`${id}-weeks`} />
      {card.lastVote && (
        <VoteRoundView
          round={card.lastVote}
          heading={t('kips.lastVote', { week: card.lastVote.week })}
        />
      )}
      <Suspense fallback={<p className="loading">{t('kips.loadingStory')}</p>}>
        <CardStory view={view} />
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
