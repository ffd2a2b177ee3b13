import { useT } from '../../i18n/use-t'
import type { Thread } from '../../domain/dataset'
import { tallyVotes } from '../../domain/kip-votes'
import { VoteRoundView } from '../../shared/components/vote-round'

/**
 * The votes cast in a thread, tallied per KIP it is about (a release vote, about no KIP, is
 * tallied for the thread as a whole).
 */
export function ThreadVotes({ thread }: { thread: Thread }) {
  const t = useT()
  if (!thread.positions.some((p) => p.vote)) return null
  const rounds =
    thread.subjectKips.length > 0
      ? thread.subjectKips.flatMap((kip) =>
          tallyVotes(kip, [thread]).map((round) => ({ kip, round })),
        )
      : tallyVotes(null, [thread]).map((round) => ({ kip: null, round }))
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
