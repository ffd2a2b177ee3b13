/**
 * The reviewed table (data/reviews.json): decisions a maintainer made where the rules were
 * unsure or wrong, like the people table for names.
 *
 * A review is keyed by the week and the exact text it reviewed, never by a thread's place in its
 * digest, so it survives threads being inserted or reordered. When that text changes, the review
 * matches nothing: the ingest says so (the review is stale) and the rules decide again, unsure
 * if they cannot, so a changed sentence is never judged by a review of another one.
 */
import { STANCES, THREAD_STATUSES, type Stance, type ThreadStatus, type Vote } from '../dataset'

interface StatusReview {
  week: string
  /** The Chinese conclusion, exactly as in the digest. */
  conclusion: string
  status: ThreadStatus
  /** The words of the conclusion that decide it (a part of `conclusion`). */
  evidence: string
  /** Why, in English: shown on English pages. */
  why: string
}

interface StanceReview {
  week: string
  /** The name as the digest writes it after "@". */
  person: string
  /** The Chinese text of the position, exactly as in the digest. */
  text: string
  stance: Stance
  evidence: string
  why: string
  /**
   * The vote the line casts (null: none), where a maintainer decided it: it replaces the rules'
   * vote. Absent: the rules' vote stays.
   */
  vote?: Vote | null
}

export interface Reviews {
  note?: string
  statuses: StatusReview[]
  stances: StanceReview[]
}

export const NO_REVIEWS: Reviews = { statuses: [], stances: [] }

const STATUS_VALUES = new Set<string>(THREAD_STATUSES)
const STANCE_VALUES = new Set<string>(STANCES)
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== ''
const VOTE_VALUES = new Set<unknown>(['+1', '-1', '0'])
/** Absent, null, or { value: "+1" | "-1" | "0", binding: true | false | null }. */
const isReviewedVote = (v: unknown): boolean => {
  if (v === undefined || v === null) return true
  if (typeof v !== 'object' || Array.isArray(v)) return false
  const vote = v as Partial<Vote>
  return (
    Object.keys(v).length === 2 &&
    VOTE_VALUES.has(vote.value) &&
    (vote.binding === true || vote.binding === false || vote.binding === null)
  )
}

/**
 * Checks a parsed reviews file: every entry names its week, the text it reviewed, a known status
 * or stance, the deciding words and why; a stance's vote, where there is one, is null or a vote.
 * checkReviews({ statuses: [{ week: "2026-W20" }] })
 *   → ['statuses[0]: needs week, conclusion, status (agreed, …), evidence and why'].
 */
export function checkReviews(value: unknown): string[] {
  const v = value as Partial<Reviews> | null
  if (!v || !Array.isArray(v.statuses) || !Array.isArray(v.stances))
    return ['expected { "statuses": [...], "stances": [...] }']
  const problems: string[] = []
  v.statuses.forEach((r, i) => {
    if (
      !isText(r?.week) ||
      !isText(r.conclusion) ||
      !STATUS_VALUES.has(r.status) ||
      !isText(r.evidence) ||
      !isText(r.why)
    )
      problems.push(
        `statuses[${i}]: needs week, conclusion, status (${[...STATUS_VALUES].join(', ')}), evidence and why`,
      )
  })
  v.stances.forEach((r, i) => {
    if (
      !isText(r?.week) ||
      !isText(r.person) ||
      !isText(r.text) ||
      !STANCE_VALUES.has(r.stance) ||
      !isText(r.evidence) ||
      !isText(r.why)
    )
      problems.push(
        `stances[${i}]: needs week, person, text, stance (${[...STANCE_VALUES].join(', ')}), evidence and why`,
      )
    else if (!isReviewedVote(r.vote))
      problems.push(
        `stances[${i}]: vote must be null (no vote) or { "value": "+1" | "-1" | "0", "binding": true | false | null }`,
      )
  })
  return problems
}

/** Finds reviews by what they reviewed, and remembers which were used. */
export interface ReviewBook {
  status(week: string, conclusion: string): StatusReview | undefined
  stance(week: string, person: string, text: string): StanceReview | undefined
  /** Problems with the table itself, and reviews that matched no text (stale), for the report. */
  problems(file: string): string[]
}

/**
 * reviewBook(reviews).status("2026-W20", "…") → the review of that conclusion in that week, or
 * undefined; problems() then lists reviews that matched nothing.
 */
export function reviewBook(reviews: Reviews): ReviewBook {
  const used = new Set<object>()
  const statusKey = (week: string, text: string) => `${week}\u0000${text.trim()}`
  const stanceKey = (week: string, person: string, text: string) =>
    `${week}\u0000${person.trim()}\u0000${text.trim()}`
  const statuses = new Map(reviews.statuses.map((r) => [statusKey(r.week, r.conclusion), r]))
  const stances = new Map(reviews.stances.map((r) => [stanceKey(r.week, r.person, r.text), r]))
  const take = <T extends object>(r: T | undefined) => {
    if (r) used.add(r)
    return r
  }
  return {
    status: (week, conclusion) => take(statuses.get(statusKey(week, conclusion))),
    stance: (week, person, text) => take(stances.get(stanceKey(week, person, text))),
    problems(file) {
      const out: string[] = []
      for (const r of reviews.statuses) {
        if (!r.conclusion.includes(r.evidence))
          out.push(
            `${file}: the status review of ${r.week} quotes "${r.evidence}", which its conclusion does not contain`,
          )
        if (!used.has(r))
          out.push(
            `${file}: stale status review of ${r.week} ("${r.conclusion.slice(0, 40)}…"): no conclusion of that week reads so any more; review it again`,
          )
      }
      for (const r of reviews.stances) {
        if (!r.text.includes(r.evidence))
          out.push(
            `${file}: the stance review of ${r.person} in ${r.week} quotes "${r.evidence}", which its text does not contain`,
          )
        if (!used.has(r))
          out.push(
            `${file}: stale stance review of ${r.person} in ${r.week} ("${r.text.slice(0, 40)}…"): no position of that week reads so any more; review it again`,
          )
      }
      return out
    },
  }
}
