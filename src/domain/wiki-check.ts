/**
 * Two sources, checked against each other: where a digest says a KIP's vote passed, it was
 * accepted, or it was withdrawn, does the wiki say so too?
 *
 * The wiki is edited by hand after a vote closes, so it is given WIKI_GRACE_DAYS after the
 * digest's week to follow. It disagrees when, on the week's last day, it said otherwise and did
 * not come to the digest's word within that time. Where its recorded history does not reach that
 * day (or the state then is unknown), its latest state is compared instead.
 */
import type { KipFact, KipWikiState, Outcome } from './dataset'
import { wikiStateOn } from './kip-facts'

/** The wiki state each outcome a digest reports should leave. */
export const OUTCOME_WIKI_STATE: Record<Outcome, KipWikiState> = {
  accepted: 'accepted',
  withdrawn: 'not accepted',
}

/** How long the wiki may take to follow a digest's outcome. */
const WIKI_GRACE_DAYS = 14

/** What a digest reports became of a KIP, where and when. */
export interface DigestOutcome {
  outcome: Outcome
  /** The words of the conclusion that say it. */
  evidence: string
  week: string
  /** The week's last day: what the digest says is true by then. */
  date: string
  thread: string
}

/** The digest's word and the wiki's, each with its date and source. */
export interface WikiDisagreement {
  digest: DigestOutcome
  /** The wiki state compared: on the digest's date, or the latest where the history stops short. */
  wiki: { state: KipWikiState; date: string }
  /** The latest wiki state known, as of the facts' date. */
  latest: { state: KipWikiState; date: string }
  /** The day the wiki came to the digest's word after the grace, or null if it has not. */
  followedOn: string | null
}

const DAY_MS = 86_400_000
/** Days from one YYYY-MM-DD day to another: daysBetween("2026-06-21", "2026-06-24") → 3. */
export const daysBetween = (from: string, to: string) =>
  (Date.parse(to) - Date.parse(from)) / DAY_MS

/**
 * wikiDisagreement({ outcome: "accepted", date: "2026-06-21", … }, fact still "under discussion",
 * "2026-08-22") → { wiki: { state: "under discussion", date: "2026-06-21" }, latest: { … }, followedOn: null };
 * the same with the wiki accepted on 2026-06-24 → null (it followed within the grace).
 */
export function wikiDisagreement(
  digest: DigestOutcome,
  fact: KipFact | undefined,
  asOf: string | null,
): WikiDisagreement | null {
  if (!fact || !asOf) return null
  const expected = OUTCOME_WIKI_STATE[digest.outcome]
  const latest = { state: fact.state, date: asOf }
  const then = wikiStateOn(fact, digest.date, asOf)
  if (then === 'unknown') {
    // No word from the wiki for that day: its latest word stands in.
    if (latest.state === expected || latest.state === 'unknown') return null
    return { digest, wiki: latest, latest, followedOn: null }
  }
  if (then === expected) return null
  const followed = fact.stateHistory.find((c) => c.date > digest.date && c.state === expected)
  const deadline = followed?.date ?? asOf
  if (daysBetween(digest.date, deadline) <= WIKI_GRACE_DAYS) return null
  return {
    digest,
    wiki: { state: then, date: digest.date },
    latest,
    followedOn: followed?.date ?? null,
  }
}
