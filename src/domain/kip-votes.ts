/**
 * Votes on a KIP, tallied as an Apache vote is read: binding +1 / −1 / 0, and the non-binding
 * (or unstated) ones apart, with who cast them. Only positions about the KIP count (see
 * kip-story.ts): a vote for a release manager in a thread that lists the KIP is not a vote on it.
 * A vote whose line does not say, cast by someone on the committers list, is binding by the list:
 * counted apart from the binding the lines state, so that a reader can tell the two.
 */
import type { Thread, Vote } from './dataset'

interface KipVote extends Vote {
  person: string
  name: string
}

export interface VoteCounts {
  '+1': number
  '-1': number
  '0': number
}

/** One thread's votes on a KIP; each vote counts in one of its tallies (voteStanding). */
export interface KipVoteRound {
  thread: string
  week: string
  votes: KipVote[]
  /** Votes whose line says binding. */
  binding: VoteCounts
  /** Votes whose line does not say, cast by someone on the committers list (committerAsOf). */
  bindingByCommittersList: VoteCounts
  /** Votes whose line says non-binding. */
  nonBinding: VoteCounts
  /** Votes whose line does not say, by someone the list does not name. */
  unstated: VoteCounts
}

/** Which tally a vote counts in: the line's own word first, then the committers list. */
type VoteStanding = 'binding' | 'bindingByCommittersList' | 'nonBinding' | 'unstated'

/**
 * voteStanding({ value: "+1", binding: null, committerAsOf: "2024-10-21" }) → "bindingByCommittersList";
 * voteStanding({ value: "+1", binding: false, committerAsOf: "2024-10-21" }) → "nonBinding".
 */
export function voteStanding(vote: Vote): VoteStanding {
  if (vote.binding === true) return 'binding'
  if (vote.binding === false) return 'nonBinding'
  return vote.committerAsOf === undefined ? 'unstated' : 'bindingByCommittersList'
}

/** The day of the committers list a round's votes were read by, or null when none was. */
export function committersListDay(round: Pick<KipVoteRound, 'votes'>): string | null {
  return round.votes.find((v) => v.committerAsOf !== undefined)?.committerAsOf ?? null
}

const zero = (): VoteCounts => ({ '+1': 0, '-1': 0, '0': 0 })

/**
 * `kip` null: every vote of the threads (a release vote).
 * tallyVotes(1327, threads) → [{ thread: "2026-W23-kip-1327", binding: { "+1": 2, … }, nonBinding: { "+1": 1, … }, … }];
 * threads without a vote on the KIP give no round.
 */
export function tallyVotes(kip: number | null, threads: readonly Thread[]): KipVoteRound[] {
  const rounds: KipVoteRound[] = []
  for (const thread of threads) {
    const votes: KipVote[] = thread.positions.flatMap((p) =>
      p.vote && (kip === null || p.kips.includes(kip))
        ? [{ ...p.vote, person: p.person, name: p.name }]
        : [],
    )
    if (votes.length === 0) continue
    const round: KipVoteRound = {
      thread: thread.id,
      week: thread.week,
      votes,
      binding: zero(),
      bindingByCommittersList: zero(),
      nonBinding: zero(),
      unstated: zero(),
    }
    for (const v of votes) round[voteStanding(v)][v.value]++
    rounds.push(round)
  }
  return rounds
}

/** A thread's votes on one KIP it is about; `kip: null` for a vote about no KIP (a release). */
export interface ThreadVoteRound {
  kip: number | null
  round: KipVoteRound
}

/**
 * The votes cast in a thread, tallied per KIP it is about; a thread about no KIP (a release
 * vote) is tallied as a whole. threadVotes(the KIP-1327 vote thread) → [{ kip: 1327, round }].
 */
export function threadVotes(thread: Thread): ThreadVoteRound[] {
  if (!thread.positions.some((p) => p.vote)) return []
  return thread.subjectKips.length > 0
    ? thread.subjectKips.flatMap((kip) =>
        tallyVotes(kip, [thread]).map((round) => ({ kip, round })),
      )
    : tallyVotes(null, [thread]).map((round) => ({ kip: null, round }))
}
