import { useT } from '../../i18n/use-t'
import type { StanceFields, Vote } from '../../domain/dataset'
import { voteStanding } from '../../domain/kip-votes'
import { StanceBadge } from './badges'
import { RulesLink } from './links'
import { Reason } from './status-badge'

/**
 * A vote as Apache writes it: "+1 binding", "−1", "0 non-binding"; a vote whose line does not say,
 * by someone on the committers list, "+1 binding (committer as of Oct 2024)", with why in its title.
 */
export function VoteChip({ vote }: { vote: Vote }) {
  const t = useT()
  const standing = voteStanding(vote)
  const asOf = { asOf: vote.committerAsOf }
  return (
    <span
      className={`vote vote-${vote.value === '+1' ? 'plus' : vote.value === '-1' ? 'minus' : 'zero'}`}
    >
      {vote.value === '-1' ? '−1' : vote.value}{' '}
      <span
        className="vote-binding"
        title={
          standing === 'bindingByCommittersList'
            ? t('kips.vote.bindingByCommittersListWhy', asOf)
            : undefined
        }
      >
        {t(`kips.vote.${standing}`, asOf)}
      </span>
    </span>
  )
}

/**
 * A position's stance, linked to its meaning, with the words that decided it in the reader's
 * language (the rules are in domain/consensus/stance.ts), and its vote when it casts one.
 */
export function StanceWithEvidence({
  position,
  compact = false,
}: {
  position: StanceFields
  /** The badge and vote only: where the position's own page shows the deciding words. */
  compact?: boolean
}) {
  const t = useT()
  const unsure = position.stanceBasis === 'unsure'
  return (
    <span className="position-stance">
      <RulesLink anchor={`stance-${unsure ? 'unsure' : position.stance}`} className="badge-link">
        <StanceBadge stance={position.stance} unsure={unsure} />
        <span className="visually-hidden"> ({t('kips.stanceLegend')})</span>
      </RulesLink>
      {position.vote && (
        <>
          {' '}
          <VoteChip vote={position.vote} />
        </>
      )}{' '}
      {!unsure && !compact && (
        <Reason
          className="stance-cue"
          zh={position.stanceEvidence}
          en={position.stanceEvidenceEn}
          gloss={position.stanceGloss}
          reviewed={position.stanceBasis === 'reviewed'}
        />
      )}
    </span>
  )
}
