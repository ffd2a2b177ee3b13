/**
 * KIP consensus: pure aggregations of the dataset per KIP, for the KIP cards (kips.json, small)
 * and the KIP pages (kips/<n>.json, the whole story).
 *
 * Attribution (docs/data-format.md): a thread counts for a KIP only when the KIP is one of its
 * subjectKips, and a position only when the KIP is one of its kips. A thread that merely
 * mentions a KIP (a release plan listing it, background) is listed under "also mentioned in"
 * with the sentence, and gives the KIP neither a status nor stances.
 *
 * A KIP's digest status in a week is the status of the LAST thread of that week (in digest order)
 * about it; its current digest status is that of the last week it was discussed.
 */
import { KIP_STORY_WEEKS_PER_PAGE } from './kip-story-pages'
import type {
  Dataset,
  KipFact,
  KipWikiState,
  Localized,
  Position,
  StanceFields,
  StatusFields,
  Thread,
  Week,
} from './dataset'
import { stanceFields, statusFields } from './dataset'
import {
  kipTitle,
  lastGivenOf,
  wikiStateChanges,
  wikiStateOn,
  type LastWikiState,
} from './kip-facts'
import { readKipRefs } from './kip-refs'
import { tallyVotes, type KipVoteRound } from './kip-votes'
import { kipBallot, type BallotRound, type KipBallot, type VoteVerdict } from './kip-ballot'
import { statusSince } from './status-since'
import { closingOutcome } from './consensus/status'
import { readInSimplified } from './consensus/script'
import { wikiDisagreement, type DigestOutcome, type WikiDisagreement } from './wiki-check'

export interface KipWeekStatus extends StatusFields {
  week: string
  /** The week's Sunday: the day its wiki state is taken on. */
  end: string
  /** The last thread of the week about the KIP: it decides the week's status. */
  thread: string
  /** Every thread of the week about the KIP, in digest order. */
  threads: string[]
  /** Person ids with a position about the KIP in those threads, in order of first position. */
  people: string[]
  /** The wiki state in force on the week's end date ("unknown" outside the recorded history). */
  wikiState: KipWikiState
}

/** A KIP's current vote round, for its card and list row: its verdict, and whether it still runs. */
export interface KipVoteStanding {
  round: number
  verdict: VoteVerdict
  /** No thread has ended the round (failed, or started again). */
  running: boolean
}

/** The card's view of a ballot's current round: voteStanding(round 2, running) → { round: 2, verdict, running: true }. */
function voteStanding(round: BallotRound | undefined): KipVoteStanding | null {
  return round
    ? { round: round.round, verdict: round.verdict, running: round.ended === null }
    : null
}

export interface KipLinks {
  wiki: string | null
  discussion: string | null
  vote: string | null
  jira: string | null
}

/** One KIP card, without texts: what the list needs to show, filter and sort (kips.json). */
export interface KipCardSummary extends StatusFields {
  kip: number
  title: string | null
  /**
   * The latest wiki state known, the date it was taken on, and the latest change of state the
   * recorded history holds (null: none since it began).
   */
  wiki: {
    state: KipWikiState
    asOf: string | null
    lastChange: { date: string; state: KipWikiState } | null
    /** Set only where the wiki page shows no state now and gave one before (lastWikiStateGiven). */
    lastGiven?: LastWikiState
  }
  links: KipLinks
  /** The thread whose status is the card's (that of the last week it was discussed). */
  statusThread: string
  /** Weeks it was discussed, oldest first. */
  weeks: KipWeekStatus[]
  /** Everyone who took a position about it, in order of first position. */
  people: string[]
  lastWeek: string
  /** The latest vote on it, tallied; null when no position about it cast a vote. */
  lastVote: KipVoteRound | null
  /** The week its current digest status began (status-since.ts). */
  since: string
  /** Its current vote round as the bylaws read it (kip-ballot.ts); null when none was cast. */
  vote: KipVoteStanding | null
  /** How many threads about other things mention it. */
  mentions: number
  /** Where the digests' last word on its outcome and the wiki's state disagree; null where they do not. */
  wikiCheck: WikiDisagreement | null
}

export interface KipPosition extends StanceFields {
  thread: string
  week: string
  person: string
  name: string
  andOthers: boolean
  text: Localized
}

export interface KipStoryThread extends StatusFields {
  id: string
  week: string
  title: Localized
  summary: Localized
  conclusion: Localized
  kips: number[]
  /** The positions about this KIP. */
  positions: KipPosition[]
}

export interface KipOpenItem extends StatusFields {
  thread: string
  week: string
  title: Localized
  conclusion: Localized
}

/** A thread about something else that names the KIP, with the sentences that do. */
export interface KipMention {
  thread: string
  week: string
  title: Localized
  /** The thread's subject KIPs ([] for a release, a PR, a test). */
  subjectKips: number[]
  sentences: { text: Localized; person: string | null; name: string | null }[]
}

/** A person's part in a KIP's story: how many positions they took on it, and the latest. */
export interface KipPersonSummary {
  person: string
  positions: number
  latest: KipPosition
}

/**
 * A KIP's story across weeks (kips/<n>.json): its facts, who took part, what is open, its votes
 * and mentions. Its threads are in pages of their own (KipStoryPage), newest weeks first, so that
 * the page of a KIP discussed for years loads and draws one page of them.
 */
export interface KipStory {
  /** Official title from the wiki without the "KIP-N - " prefix (kipTitle); null when none. */
  title: string | null
  links: KipLinks
  /** null when no thread is about the KIP (it is only mentioned). */
  summary: KipCardSummary | null
  fact: KipFact | null
  /** Everyone with a position about it, in order of first position. */
  people: KipPersonSummary[]
  /** Where it stands: each person's latest stance and vote, blocking first, and its vote rounds; null without threads. */
  ballot: KipBallot | null
  /** How many pages its threads take (KIP_STORY_WEEKS_PER_PAGE weeks each; 0 without threads). */
  storyPages: number
  open: KipOpenItem[]
  /** Every vote cast on it, per thread, oldest first. */
  votes: KipVoteRound[]
  mentions: KipMention[]
}

/** One page of a KIP's threads (kip-story/<n>-<page>.json): weeks newest first, each with its threads in digest order. */
export interface KipStoryPage {
  weeks: { week: string; threads: KipStoryThread[] }[]
}

/** A KIP a week's threads name, as the thread page lists it: its title and the wiki's word. */
export interface WeekKip {
  kip: number
  /** Official title without the "KIP-N - " prefix; null when the wiki has none. */
  title: string | null
  /** null when the wiki catalogue does not know the KIP. */
  wiki: {
    /** The state in force on the week's Sunday (wikiStateOn). */
    inWeek: KipWikiState
    /** The latest state known (as of the facts' date, in the index). */
    latest: KipWikiState
    /** Set only where the wiki page shows no state now and gave one before (lastWikiStateGiven). */
    lastGiven?: LastWikiState
    links: KipLinks
  } | null
}

/** Statuses that leave something to settle. */
const UNSETTLED: readonly StatusFields['status'][] = ['open', 'contested', 'tentative']

function distinct<T>(values: T[]): T[] {
  return [...new Set(values)]
}

/** Per KIP, the threads about it and the threads that only mention it, in dataset order. */
function threadsByKip(
  dataset: Pick<Dataset, 'threads'>,
): Map<number, { about: Thread[]; mentions: Thread[] }> {
  const byKip = new Map<number, { about: Thread[]; mentions: Thread[] }>()
  for (const thread of dataset.threads)
    for (const kip of thread.kips) {
      const entry = byKip.get(kip) ?? { about: [], mentions: [] }
      ;(thread.subjectKips.includes(kip) ? entry.about : entry.mentions).push(thread)
      byKip.set(kip, entry)
    }
  return byKip
}

/** The positions of a thread that are about `kip`. */
export function positionsAbout(thread: Thread, kip: number): Position[] {
  return thread.positions.filter((p) => p.kips.includes(kip))
}

function weekStatuses(
  kip: number,
  threads: Thread[],
  weeks: Map<string, Week>,
  fact: KipFact | undefined,
  asOf: string | null,
): KipWeekStatus[] {
  const out: KipWeekStatus[] = []
  for (const thread of threads) {
    const last = out.at(-1)
    const people = distinct(positionsAbout(thread, kip).map((p) => p.person))
    if (last && last.week === thread.week) {
      Object.assign(last, { thread: thread.id, ...statusFields(thread) })
      last.threads.push(thread.id)
      last.people = distinct([...last.people, ...people])
      continue
    }
    const end = weeks.get(thread.week)?.end ?? ''
    out.push({
      week: thread.week,
      end,
      thread: thread.id,
      threads: [thread.id],
      ...statusFields(thread),
      people,
      wikiState: wikiStateOn(fact, end, asOf),
    })
  }
  return out
}

/** Where to read more about a KIP: its wiki page, discussion and vote threads. */
function kipLinks(fact: KipFact | undefined): KipLinks {
  return {
    wiki: fact?.url ?? null,
    discussion: fact?.discussionThread ?? null,
    vote: fact?.voteThread ?? null,
    jira: fact?.jira ?? null,
  }
}

/** The last thread about the KIP that reports its vote passed, or it was accepted or withdrawn. */
function lastOutcome(about: Thread[], weeks: Map<string, Week>): DigestOutcome | null {
  for (const thread of [...about].reverse()) {
    const conclusion = readInSimplified(thread.conclusion.zh)
    const said = thread.status === 'done' ? closingOutcome(conclusion.text) : null
    if (said)
      return {
        ...said,
        evidence: conclusion.asWritten(said.evidence),
        week: thread.week,
        date: weeks.get(thread.week)?.end ?? '',
        thread: thread.id,
      }
  }
  return null
}

function cardSummary(
  kip: number,
  about: Thread[],
  mentions: number,
  context: {
    weeks: Map<string, Week>
    fact: KipFact | undefined
    asOf: string | null
  },
): KipCardSummary {
  const { fact, asOf } = context
  const statuses = weekStatuses(kip, about, context.weeks, fact, asOf)
  const last = statuses.at(-1)!
  const outcome = lastOutcome(about, context.weeks)
  return {
    kip,
    title: kipTitle(fact?.title, kip),
    wiki: {
      state: fact?.state ?? 'unknown',
      asOf: fact ? asOf : null,
      lastChange: (fact && wikiStateChanges(fact).at(-1)) ?? null,
      ...lastGivenOf(fact),
    },
    links: kipLinks(fact),
    ...statusFields(last),
    statusThread: last.thread,
    weeks: statuses,
    people: distinct(statuses.flatMap((w) => w.people)),
    lastWeek: last.week,
    lastVote: tallyVotes(kip, about).at(-1) ?? null,
    since: statusSince(statuses)?.week ?? last.week,
    vote: voteStanding(kipBallot(kip, about).rounds.at(-1)),
    mentions,
    wikiCheck: outcome ? wikiDisagreement(outcome, fact, asOf) : null,
  }
}

/**
 * One card summary per KIP that a thread is about, ascending by number.
 * kipCardSummaries(real week)[KIP-1327] → { status: "tentative", weeks: [{ week: "2026-W20", thread: "2026-W20-kip-1327", … }], … }.
 */
export function kipCardSummaries(dataset: Dataset): KipCardSummary[] {
  const weeks = new Map(dataset.weeks.map((w) => [w.id, w]))
  const facts = new Map(dataset.kipFacts.kips.map((f) => [f.kip, f]))
  const asOf = dataset.kipFacts.asOf
  return [...threadsByKip(dataset)]
    .filter(([, entry]) => entry.about.length > 0)
    .sort(([a], [b]) => a - b)
    .map(([kip, { about, mentions }]) =>
      cardSummary(kip, about, mentions.length, { weeks, fact: facts.get(kip), asOf }),
    )
}

function kipPosition(thread: Thread, p: Position): KipPosition {
  return {
    thread: thread.id,
    week: thread.week,
    person: p.person,
    name: p.name,
    andOthers: p.andOthers,
    text: p.text,
    ...stanceFields(p),
  }
}

function storyThread(thread: Thread, kip: number): KipStoryThread {
  return {
    id: thread.id,
    week: thread.week,
    ...statusFields(thread),
    title: thread.title,
    summary: thread.summary,
    conclusion: thread.conclusion,
    kips: thread.kips,
    positions: positionsAbout(thread, kip).map((p) => kipPosition(thread, p)),
  }
}

/** The sentences of a thread that name `kip` (summary, positions, conclusion). */
function mention(thread: Thread, kip: number): KipMention {
  const names = (text: Localized) => readKipRefs(text.zh).kips.includes(kip)
  const sentences: KipMention['sentences'] = []
  if (names(thread.summary)) sentences.push({ text: thread.summary, person: null, name: null })
  for (const p of thread.positions)
    if (names(p.text)) sentences.push({ text: p.text, person: p.person, name: p.name })
  if (names(thread.conclusion))
    sentences.push({ text: thread.conclusion, person: null, name: null })
  return {
    thread: thread.id,
    week: thread.week,
    title: thread.title,
    subjectKips: thread.subjectKips,
    sentences,
  }
}

/**
 * What is still to settle: the KIP's open, contested or tentative threads that no later thread
 * on it settled (agreed or done). Contested in W21 then agreed in W24 → nothing open.
 */
export function openItems(
  threads: (StatusFields & Pick<Thread, 'id' | 'week' | 'title' | 'conclusion'>)[],
): KipOpenItem[] {
  let lastSettled = -1
  threads.forEach((t, i) => {
    if (!UNSETTLED.includes(t.status)) lastSettled = i
  })
  return threads.slice(lastSettled + 1).map((t) => ({
    thread: t.id,
    week: t.week,
    title: t.title,
    ...statusFields(t),
    conclusion: t.conclusion,
  }))
}

/**
 * Every KIP a week's threads name, ascending, with what the thread page shows of it (`facts`:
 * the dataset's KIP facts by number, `asOf` their date).
 * weekKips(2026-W20, its threads, facts, "2026-08-22")[KIP-1327] →
 *   { kip: 1327, title: "…", wiki: { inWeek: "under discussion", latest: "accepted", links } }.
 */
export function weekKips(
  week: Week,
  threads: readonly Thread[],
  facts: ReadonlyMap<number, KipFact>,
  asOf: string | null,
): WeekKip[] {
  const kips = new Set(threads.flatMap((t) => t.kips))
  return [...kips]
    .sort((a, b) => a - b)
    .map((kip) => {
      const fact = facts.get(kip)
      return {
        kip,
        title: kipTitle(fact?.title, kip),
        wiki: fact
          ? {
              inWeek: wikiStateOn(fact, week.end, asOf),
              latest: fact.state,
              ...lastGivenOf(fact),
              links: kipLinks(fact),
            }
          : null,
      }
    })
}

/**
 * The story of every KIP, by number, with the pages of its threads: each of the wiki's catalog
 * and each the digests mention (about it or in passing). A KIP no digest names has a story
 * without threads (and no pages).
 */
export function kipStories(
  dataset: Dataset,
): Map<number, { story: KipStory; pages: KipStoryPage[] }> {
  const facts = new Map(dataset.kipFacts.kips.map((f) => [f.kip, f]))
  const cards = new Map(kipCardSummaries(dataset).map((c) => [c.kip, c]))
  const byKip = threadsByKip(dataset)
  for (const kip of facts.keys()) if (!byKip.has(kip)) byKip.set(kip, { about: [], mentions: [] })
  const stories = new Map<number, { story: KipStory; pages: KipStoryPage[] }>()
  for (const [kip, { about, mentions }] of [...byKip].sort(([a], [b]) => a - b)) {
    const threads = about.map((t) => storyThread(t, kip))
    const people = new Map<string, KipPersonSummary>()
    for (const position of threads.flatMap((t) => t.positions)) {
      const known = people.get(position.person)
      people.set(position.person, {
        person: position.person,
        positions: (known?.positions ?? 0) + 1,
        latest: position,
      })
    }
    const pages = storyPages(threads)
    const fact = facts.get(kip)
    stories.set(kip, {
      story: {
        title: kipTitle(fact?.title, kip),
        links: kipLinks(fact),
        summary: cards.get(kip) ?? null,
        fact: fact ?? null,
        people: [...people.values()],
        ballot: about.length > 0 ? kipBallot(kip, about) : null,
        storyPages: pages.length,
        open: openItems(threads),
        votes: tallyVotes(kip, about),
        mentions: mentions.map((t) => mention(t, kip)),
      },
      pages,
    })
  }
  return stories
}

/** A KIP's threads (chronological) as the pages of its story: weeks newest first. */
function storyPages(threads: readonly KipStoryThread[]): KipStoryPage[] {
  const weeks = new Map<string, KipStoryThread[]>()
  for (const thread of threads) {
    const list = weeks.get(thread.week)
    if (list) list.push(thread)
    else weeks.set(thread.week, [thread])
  }
  const newestFirst = [...weeks].sort(([a], [b]) => (a < b ? 1 : -1))
  const pages: KipStoryPage[] = []
  for (let i = 0; i < newestFirst.length; i += KIP_STORY_WEEKS_PER_PAGE)
    pages.push({
      weeks: newestFirst
        .slice(i, i + KIP_STORY_WEEKS_PER_PAGE)
        .map(([week, list]) => ({ week, threads: list })),
    })
  return pages
}
