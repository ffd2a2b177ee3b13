import { useT } from '../../i18n/use-t'
import { committersListDay, type KipVoteRound, type VoteCounts } from '../../domain/kip-votes'
import { PersonLink } from './links'
import { VoteChip } from './stance-badge'
import { usePeople } from '../hooks/use-people'

function Counts({ label, counts }: { label: string; counts: VoteCounts }) {
  const t = useT()
  if (counts['+1'] + counts['-1'] + counts['0'] === 0) return null
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {t('kips.voteCounts', { plus: counts['+1'], minus: counts['-1'], zero: counts['0'] })}
      </dd>
    </>
  )
}

/**
 * One thread's votes: binding (stated, then by the committers list), non-binding and unstated
 * counts, then who voted what.
 */
export function VoteRoundView({ round, heading }: { round: KipVoteRound; heading: string }) {
  const t = useT()
  const people = usePeople()
  const listDay = committersListDay(round)
  return (
    <div className="vote-round">
      <p className="vote-round-heading">{heading}</p>
      <dl className="vote-counts">
        <Counts label={t('kips.vote.binding')} counts={round.binding} />
        {listDay && (
          <Counts
            label={t('kips.vote.bindingByCommittersList', { asOf: listDay })}
            counts={round.bindingByCommittersList}
          />
        )}
        <Counts label={t('kips.vote.nonBinding')} counts={round.nonBinding} />
        <Counts label={t('kips.vote.unstated')} counts={round.unstated} />
      </dl>
      <ul className="voters">
        {round.votes.map((v, i) => (
          <li key={`${v.person}-${i}`}>
            <PersonLink id={v.person}>{people.get(v.person)?.name ?? v.name}</PersonLink>{' '}
            <VoteChip vote={v} />
          </li>
        ))}
      </ul>
    </div>
  )
}
