/**
 * Where a KIP stands, as a ballot: one row per person who took a position on it, with their
 * latest stance, what it was before it changed, and their vote; and its vote, counted as Kafka's
 * bylaws count it.
 *
 * Positions count for a KIP as in kip-story.ts: in the threads about it, those that name it (else
 * the thread's one subject). A person's stance is that of their latest position, except that a
 * report (information, no vote) after a stance leaves the stance as it was. Blocking rows come first: objections, then concerns and questions
 * that no later position of the same person answered (their latest stance is still one); then
 * support; then the rest.
 *
 * Votes are kept in rounds: a round ends with a thread whose conclusion says the vote failed or
 * is started again (consensus/status.ts endsVoteRound). In a round each person's last vote
 * counts. A KIP vote passes by lazy majority: at least three binding +1 and more binding +1 than
 * binding −1 (it must also stay open 72 hours, which the digests do not say). Binding is what the
 * line states, or, where it says nothing, the committers list (kept apart, and said so).
 */
import type { Stance, StanceFields, Thread, Vote } from './dataset'
import { stanceFields } from './dataset'
import { endsVoteRound } from './consensus/status'
import { readInSimplified } from './consensus/script'
import { voteStanding } from './kip-votes'

/** Where a position was taken. */
interface BallotPlace {
  week: string
  thread: string
}

interface BallotVote extends BallotPlace {
  vote: Vote
}

export interface BallotRow extends StanceFields, BallotPlace {
  person: string
  /** The name as the digest wrote it in the latest position. */
  name: string
  /** Where the person first took their current stance (the latest change, or their first position). */
  since: BallotPlace
  /** The stance before the latest change of stance, and where they first took it; null: never changed. */
  was: (BallotPlace & { stance: Stance }) | null
  /** The person's vote in the current round, where they cast one. */
  ballot: BallotVote | null
  /** An objection, or a concern or question not answered by a later position of theirs. */
  blocking: boolean
}

export interface BallotVoter extends BallotVote {
  person: string
  name: string
}

/** Lazy majority, in numbers: what the count means. */
export type VoteVerdict =
  | { kind: 'passes'; plus: number; minus: number }
  /** Needs `more` binding +1 to pass. */
  | { kind: 'needs'; more: number; plus: number; minus: number }
  /** Enough binding +1, but not more than the binding −1 of `by` (person ids). */
  | { kind: 'blocked'; by: string[]; plus: number; minus: number }

export interface BallotRound {
  /** 1 for the first round. */
  round: number
  /** The threads of the round that hold votes, oldest first. */
  threads: string[]
  /** Each voter's last vote in the round, in order of their first vote. */
  voters: BallotVoter[]
  verdict: VoteVerdict
  /** How many of the binding votes are binding by the committers list, not by their line. */
  byCommittersList: number
  /** Why the round ended, where a later round followed or the thread said so. */
  ended: { thread: string; week: string } | null
}

export interface KipBallot {
  rows: BallotRow[]
  /** Every round, oldest first; the last is the current one. */
  rounds: BallotRound[]
}

const RANK: Record<Stance, number> = {
  objection: 0,
  concern: 1,
  question: 2,
  support: 3,
  suggestion: 4,
  information: 5,
}
const BLOCKING: readonly Stance[] = ['objection', 'concern', 'question']

/** Binding +1 needed to pass, whatever the −1. */
const QUORUM = 3

/**
 * The lazy-majority reading of a round's binding votes.
 * verdict([+1, +1, +1]) → { kind: "passes", plus: 3, minus: 0 };
 * verdict([+1, +1]) → { kind: "needs", more: 1, … };
 * verdict([+1, +1, +1, −1 by jun, −1 by ann, −1 by bo]) → { kind: "blocked", by: ["jun", "ann", "bo"], … }.
 */
export function voteVerdict(voters: readonly BallotVoter[]): VoteVerdict {
  const binding = voters.filter((v) => {
    const standing = voteStanding(v.vote)
    return standing === 'binding' || standing === 'bindingByCommittersList'
  })
  const plus = binding.filter((v) => v.vote.value === '+1').length
  const against = binding.filter((v) => v.vote.value === '-1')
  const minus = against.length
  if (plus >= QUORUM && plus > minus) return { kind: 'passes', plus, minus }
  if (plus >= QUORUM) return { kind: 'blocked', by: against.map((v) => v.person), plus, minus }
  return { kind: 'needs', more: Math.max(QUORUM - plus, minus - plus + 1), plus, minus }
}

/** The votes on `kip` in its threads (chronological), in rounds. */
function voteRounds(kip: number, threads: readonly Thread[]): BallotRound[] {
  const rounds: BallotRound[] = []
  let current: { threads: string[]; voters: Map<string, BallotVoter> } | null = null
  const close = (ended: BallotRound['ended']) => {
    if (!current) return
    const voters = [...current.voters.values()]
    rounds.push({
      round: rounds.length + 1,
      threads: current.threads,
      voters,
      verdict: voteVerdict(voters),
      byCommittersList: voters.filter((v) => voteStanding(v.vote) === 'bindingByCommittersList')
        .length,
      ended,
    })
    current = null
  }
  for (const thread of threads) {
    for (const p of thread.positions) {
      if (!p.vote || !p.kips.includes(kip)) continue
      current ??= { threads: [], voters: new Map() }
      if (!current.threads.includes(thread.id)) current.threads.push(thread.id)
      const before = current.voters.get(p.person)
      const voter = {
        person: p.person,
        name: p.name,
        vote: p.vote,
        week: thread.week,
        thread: thread.id,
      }
      // A changed vote replaces the earlier one, keeping the voter's place.
      if (before) Object.assign(before, voter)
      else current.voters.set(p.person, voter)
    }
    if (current && endsVoteRound(readInSimplified(thread.conclusion.zh).text))
      close({ thread: thread.id, week: thread.week })
  }
  close(null)
  return rounds
}

/**
 * The ballot of `kip` from the threads about it, oldest first.
 * kipBallot(1327, threads) → { rows: [{ person: "jun-rao", stance: "objection", since: { week:
 *   "2026-W23", … }, was: { stance: "concern", week: "2026-W21", … }, blocking: true, … }, …],
 *   rounds: [{ verdict: { kind: "needs", more: 1, … }, … }] }.
 */
export function kipBallot(kip: number, threads: readonly Thread[]): KipBallot {
  const rounds = voteRounds(kip, threads)
  const current = rounds.at(-1)
  const latestVote = new Map(current?.voters.map((v) => [v.person, v]))
  const rows = new Map<string, BallotRow>()
  for (const thread of threads)
    for (const p of thread.positions) {
      if (!p.kips.includes(kip)) continue
      const place = { week: thread.week, thread: thread.id }
      const before = rows.get(p.person)
      // A report (a tally, an update) says nothing of where its author stands: their stance stays.
      if (before && before.stance !== 'information' && p.stance === 'information' && !p.vote)
        continue
      const same = before && before.stance === p.stance
      rows.set(p.person, {
        ...stanceFields(p),
        ...place,
        person: p.person,
        name: p.name,
        since: same ? before.since : place,
        was: !before ? null : same ? before.was : { stance: before.stance, ...before.since },
        ballot: null,
        blocking: false,
      })
    }
  const ordered = [...rows.values()].map((row) => {
    const vote = latestVote.get(row.person)
    return {
      ...row,
      ballot: vote ? { vote: vote.vote, week: vote.week, thread: vote.thread } : null,
      blocking: row.stanceBasis !== 'unsure' && BLOCKING.includes(row.stance),
    }
  })
  const rank = (row: BallotRow) => (row.stanceBasis === 'unsure' ? 6 : RANK[row.stance])
  ordered.sort((a, b) => rank(a) - rank(b))
  return { rows: ordered, rounds }
}
