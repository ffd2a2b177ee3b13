import { useT } from '../../i18n/use-t'
import type { ThreadVoteRound } from '../../domain/kip-votes'
import { VoteRoundView } from '../../shared/components/vote-round'

/**
 * The votes cast in a thread, tallied at build time per KIP it is about (a release vote, about
 * no KIP, is tallied for the thread as a whole: kip-votes.ts threadVotes).
 */
export function ThreadVotes({ rounds }: { rounds: readonly ThreadVoteRound[] }) {
  const t = useT()
  if (rounds.length === 0) return null
  return (
    <section aria-labelledby="votes-heading">
      <h2 id="votes-heading">{t('kips.votes')}</h2>
      {rounds.map(({ kip, round }) => (
        <VoteRoundView
          key={kip ?? 'thread'}
          round={round}
          heading={kip ? `KIP-${kip}` : t('kips.votes')}
        />
      ))}
    </section>
  )
}
