import { useT } from '../../i18n/use-t'
import type { KipVoteRound } from '../../domain/kip-votes'
import { ThreadLink } from '../../shared/components/links'
import { VoteRoundView } from '../../shared/components/vote-round'

/**
 * Every vote on the KIP, per thread, newest first: binding (as stated, then by the committers list),
 * non-binding and unstated, with names.
 */
export function KipVotes({ votes, headingId }: { votes: KipVoteRound[]; headingId: string }) {
  const t = useT()
  return (
    <section className="kip-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('kips.votes')}</h2>
      {votes.length === 0 ? (
        <p className="muted">{t('kips.noVotes')}</p>
      ) : (
        [...votes].reverse().map((round) => (
          <div key={round.thread}>
            <VoteRoundView round={round} heading={t('kips.voteRound', { week: round.week })} />
            <ThreadLink id={round.thread}>{t('kips.decidedIn', { week: round.week })}</ThreadLink>
          </div>
        ))
      )}
    </section>
  )
}
