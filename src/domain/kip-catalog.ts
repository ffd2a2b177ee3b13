/**
 * The KIP catalogue as the KIP list shows it: one row per KIP of the wiki's catalog, and per KIP
 * a digest names that the catalog lacks (said so: `state` null). Each row holds the wiki's facts
 * and, for a KIP the digests discussed, what they say of it; small enough for 1,400 rows.
 */
import type { Dataset, KipWikiState, ThreadStatus } from './dataset'
import { kipTitle, lastGivenOf, wikiStateChanges, type LastWikiState } from './kip-facts'
import { kipCardSummaries, type KipVoteStanding } from './kip-story'
import { committersListDay, type KipVoteRound, type VoteCounts } from './kip-votes'

export interface KipCatalogRow {
  kip: number
  /** Official title without the "KIP-N - " prefix; null when the wiki has none. */
  title: string | null
  /** The wiki state as of the facts' date; null when the wiki catalog does not know the KIP. */
  state: KipWikiState | null
  author: string | null
  /** The day the wiki page was created, YYYY-MM-DD. */
  created: string | null
  /** Its wiki state changes recorded in 2026, oldest first (wikiStateChanges). */
  changes: { date: string; state: KipWikiState }[]
  /** Set only where the wiki page shows no state now and gave one before (lastWikiStateGiven). */
  lastGiven?: LastWikiState
  /** What the digests say, for a KIP a thread is about; null when none is. */
  digest: {
    /** The last week it was discussed, and its digest status then. */
    lastWeek: string
    status: ThreadStatus
    /** How many people took a position about it. */
    people: number
    /** The binding votes of its latest vote, as their lines state; null when none was cast. */
    binding: VoteCounts | null
    /**
     * Its latest vote's votes whose line does not say, cast by people on the committers list,
     * with that list's day; null when there were none. Apart from `binding`: the list's word.
     */
    bindingByCommittersList: { asOf: string; counts: VoteCounts } | null
    /** Whether its outcome in the digests and its wiki state disagree (wiki-check.ts). */
    wikiDisagrees: boolean
    /** The week its current digest status began. */
    since: string
    /** Its current vote round, as the card has it; null when none was cast. */
    vote: KipVoteStanding | null
  } | null
  /** Whether a thread about something else names it. */
  mentioned: boolean
}

/** Every KIP, ascending. kipCatalog(real)[1326] → { kip: 1327, state: "accepted", digest: { status: "tentative", … }, … }. */
export function kipCatalog(dataset: Dataset): KipCatalogRow[] {
  const cards = new Map(kipCardSummaries(dataset).map((c) => [c.kip, c]))
  const facts = new Map(dataset.kipFacts.kips.map((f) => [f.kip, f]))
  const mentioned = new Set(
    dataset.threads.flatMap((t) => t.kips.filter((k) => !t.subjectKips.includes(k))),
  )
  const named = new Set(dataset.threads.flatMap((t) => t.kips))
  return [...new Set([...facts.keys(), ...named])]
    .sort((a, b) => a - b)
    .map((kip) => {
      const fact = facts.get(kip)
      const card = cards.get(kip)
      return {
        kip,
        title: kipTitle(fact?.title, kip),
        state: fact?.state ?? null,
        author: fact?.author ?? null,
        created: fact?.created?.slice(0, 10) ?? null,
        changes: fact ? wikiStateChanges(fact) : [],
        ...lastGivenOf(fact),
        digest: card
          ? {
              lastWeek: card.lastWeek,
              status: card.status,
              people: card.people.length,
              binding: card.lastVote?.binding ?? null,
              bindingByCommittersList: card.lastVote ? byCommittersList(card.lastVote) : null,
              wikiDisagrees: card.wikiCheck !== null,
              since: card.since,
              vote: card.vote,
            }
          : null,
        mentioned: mentioned.has(kip),
      }
    })
}

/** A round's votes binding by the committers list, with its day; null when it has none. */
function byCommittersList(round: KipVoteRound): { asOf: string; counts: VoteCounts } | null {
  const asOf = committersListDay(round)
  return asOf ? { asOf, counts: round.bindingByCommittersList } : null
}
