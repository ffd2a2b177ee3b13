import { useT } from '../../i18n/use-t'
import { formatList } from '../../i18n/format'
import { useLang } from '../../shared/hooks/use-lang'
import { usePeople } from '../../shared/hooks/use-people'
import { useIndex } from '../../data/queries'
import type { BallotRound, BallotRow, KipBallot } from '../../domain/kip-ballot'
import type { KipCardSummary } from '../../domain/kip-story'
import { statusSince } from '../../domain/status-since'
import { weeksSpanned } from '../../domain/iso-week'
import { PersonLink, ThreadLink } from '../../shared/components/links'
import { StanceBadge } from '../../shared/components/badges'
import { StatusWithEvidence } from '../../shared/components/status-badge'
import { VoteChip } from '../../shared/components/stance-badge'
import { FoldedPeople } from '../../shared/components/folded-people'

/**
 * Where a KIP stands, on one screen: its digest status and since when, its vote as the bylaws
 * count it, and one row per person with their latest stance, what it was before and their vote,
 * blocking rows first (domain/kip-ballot.ts). Each row has an anchor to share: #position-<id>.
 */
export function KipBallotSection({ ballot, card }: { ballot: KipBallot; card: KipCardSummary }) {
  const t = useT()
  const latestWeek = useIndex().weeks.at(-1)?.id ?? card.lastWeek
  const since = statusSince(card.weeks)
  const groups: [string, BallotRow[]][] = [
    [t('kips.ballot.blocking'), ballot.rows.filter((r) => r.blocking)],
    [t('kips.ballot.for'), ballot.rows.filter((r) => !r.blocking && isFor(r))],
    [t('kips.ballot.others'), ballot.rows.filter((r) => !r.blocking && !isFor(r))],
  ]
  return (
    <section className="kip-section kip-ballot" aria-labelledby="kip-ballot-heading">
      <h2 id="kip-ballot-heading">{t('kips.ballot.heading')}</h2>
      <p className="kip-standing">
        <StatusWithEvidence decision={card} />
        {since && (
          <span className="kip-standing-since">
            {' '}
            {t('kips.ballot.since', {
              week: since.week,
              count: weeksSpanned(since.week, latestWeek),
            })}
          </span>
        )}
        <span className="muted">
          {' · '}
          <ThreadLink id={card.statusThread}>
            {t('kips.ballot.lastDiscussed', { week: card.lastWeek })}
          </ThreadLink>
        </span>
      </p>
      <KipBallotVote rounds={ballot.rounds} />
      <h3>{t('kips.ballot.people')}</h3>
      {groups.map(([label, rows]) =>
        rows.length === 0 ? null : (
          <section key={label} className="ballot-group" aria-label={`${label} (${rows.length})`}>
            <h4>
              {label} <span className="muted">({rows.length})</span>
            </h4>
            {/* A busy KIP's hundreds of rows: the first few, the rest folded (not laid out). */}
            <FoldedPeople
              people={rows}
              className="ballot-rows"
              render={(row) => <BallotRowView key={row.person} row={row} />}
            />
          </section>
        ),
      )}
    </section>
  )
}

const isFor = (row: BallotRow) => row.stanceBasis !== 'unsure' && row.stance === 'support'

function BallotRowView({ row }: { row: BallotRow }) {
  const t = useT()
  const people = usePeople()
  const id = `position-${row.person}`
  return (
    <li id={id} className={`ballot-row${row.blocking ? ' is-blocking' : ''}`}>
      <span className="ballot-name">
        <PersonLink id={row.person}>{people.get(row.person)?.name ?? row.name}</PersonLink>
      </span>
      <span className="ballot-now">
        <StanceBadge stance={row.stance} unsure={row.stanceBasis === 'unsure'} />{' '}
        <ThreadLink id={row.thread} className="ballot-since">
          {t('kips.ballot.sinceWeek', { week: row.since.week })}
        </ThreadLink>
      </span>
      {row.was && (
        <span className="ballot-was muted">
          {t('kips.ballot.was', {
            stance: t(`kips.stance.${row.was.stance}`),
            week: row.was.week,
          })}
        </span>
      )}
      {row.ballot && (
        <span className="ballot-vote">
          <VoteChip vote={row.ballot.vote} />
        </span>
      )}
      <a href={`#${id}`} className="ballot-anchor" aria-label={t('kips.ballot.rowLink')}>
        #
      </a>
    </li>
  )
}

/** The current round's count as the bylaws read it, and the rounds that ended before it. */
function KipBallotVote({ rounds }: { rounds: BallotRound[] }) {
  const t = useT()
  const lang = useLang()
  const people = usePeople()
  const current = rounds.at(-1)
  const name = (id: string) => people.get(id)?.name ?? id
  if (!current)
    return (
      <>
        <h3>{t('kips.ballot.vote')}</h3>
        <p className="muted">{t('kips.ballot.noVote')}</p>
      </>
    )
  const { verdict } = current
  const said =
    verdict.kind === 'passes'
      ? t(verdict.minus === 0 ? 'kips.ballot.passesNoMinus' : 'kips.ballot.passes', verdict)
      : verdict.kind === 'needs'
        ? t('kips.ballot.needs', { ...verdict, count: verdict.more })
        : t('kips.ballot.blocked', { ...verdict, names: formatList(verdict.by.map(name), lang) })
  const asOf = current.voters.find((v) => v.vote.committerAsOf)?.vote.committerAsOf
  return (
    <>
      <h3>
        {t('kips.ballot.vote')}
        {rounds.length > 1 && (
          <span className="muted"> · {t('kips.ballot.round', { round: current.round })}</span>
        )}
      </h3>
      <p className={`ballot-verdict verdict-${verdict.kind}`}>{said}</p>
      {current.byCommittersList > 0 && asOf && (
        <p className="muted">
          {t('kips.ballot.byList', { count: current.byCommittersList, asOf })}
        </p>
      )}
      {rounds.slice(0, -1).map(
        (round) =>
          round.ended && (
            <p key={round.round} className="muted">
              <ThreadLink id={round.ended.thread}>
                {t('kips.ballot.ended', { round: round.round, week: round.ended.week })}
              </ThreadLink>
            </p>
          ),
      )}
      <p className="muted ballot-rule">{t('kips.ballot.rule')}</p>
    </>
  )
}
