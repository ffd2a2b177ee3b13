import { useT } from '../../i18n/use-t'
import type { ThreadVoteRound } from '../../domain/kip-votes'
import { VoteRoundView } from './vote-round'

/**
 * The votes cast in a thread, tallied at build time per KIP it is about (a release vote, about
 * no KIP, is tallied for the thread as a whole: kip-votes.ts threadVotes).
 */
export function ThreadVotes({
  rounds,
  headingId,
  level = 2,
}: {
  rounds: readonly ThreadVoteRound[]
  headingId: string
  level?: 2 | 3
}) {
  const t = useT()
  if (rounds.length === 0) return null
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{t('kips.votes')}</Heading>
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
