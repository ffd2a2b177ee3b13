/**
 * KIP consensus: pure aggregations of the dataset per KIP, for the KIP cards (kips.json, small)
 * and the KIP pages (kips/<n>.json, the whole story).
 *
 * A KIP's digest status in a week is the status of the LAST thread of that week (in digest order)
 * that mentions it; its current digest status is that of the last week it was discussed.
 */
import type {
  Dataset,
  KipFact,
  KipWikiState,
  Lang,
  Localized,
  Thread,
  ThreadStatus,
  Week,
} from './dataset'
import { decideStance, type Stance } from './stance'

/** The first day the wiki state history covers (see data/kips.json, historySource). */
export const KIP_HISTORY_START = '2026-01-01'

export interface KipWeekStatus {
  week: string
  /** The week's Sunday: the day its wiki state is taken on. */
  end: string
  /** The last thread of the week that mentions the KIP: it decides the week's status. */
  thread: string
  /** Every thread of the week that mentions the KIP, in digest order. */
  threads: string[]
  status: ThreadStatus
  statusEvidence: string
  /** Person ids with a position in those threads, in order of first position. */
  people: string[]
  /** The wiki state in force on the week's end date ("unknown" outside the recorded history). */
  wikiState: KipWikiState
}

export interface KipLinks {
  wiki: string | null
  discussion: string | null
  vote: string | null
}

/** One KIP card, without texts: what the list needs to show, filter and sort (kips.json). */
export interface KipCardSummary {
  kip: number
  title: string | null
  /** The latest wiki state known, and the date it was taken on. */
  wiki: { state: KipWikiState; asOf: string | null }
  links: KipLinks
  /** Digest status of the last week it was discussed, with the phrase and thread that decided it. */
  status: ThreadStatus
  statusEvidence: string
  statusThread: string
  /** Weeks it was discussed, oldest first. */
  weeks: KipWeekStatus[]
  /** Everyone who took a position on it, in order of first position. */
  people: string[]
  lastWeek: string
}

export interface KipPosition {
  thread: string
  week: string
  person: string
  name: string
  andOthers: boolean
  text: Localized
  stance: Stance
  /** The cue phrase that decided the stance ("" when none), and the language of the text it is in. */
  stanceEvidence: string
  stanceLang: Lang | null
}

export interface KipStoryThread {
  id: string
  week: string
  status: ThreadStatus
  statusEvidence: string
  summary: Localized
  conclusion: Localized
  kips: number[]
  positions: KipPosition[]
}

export interface KipOpenItem {
  thread: string
  week: string
  status: ThreadStatus
  statusEvidence: string
  conclusion: Localized
}

/** A KIP's whole story across weeks (kips/<n>.json). */
export interface KipStory {
  summary: KipCardSummary
  fact: KipFact | null
  /** Every thread that mentions the KIP, chronological. */
  threads: KipStoryThread[]
  /** Positions grouped by person, people in order of first position, positions chronological. */
  byPerson: { person: string; positions: KipPosition[] }[]
  open: KipOpenItem[]
}

/** Statuses that leave something to settle. */
export const UNSETTLED: readonly ThreadStatus[] = ['open', 'contested', 'tentative']

/**
 * The wiki state in force on `date`: the last change on or before it. Outside the recorded
 * history ([KIP_HISTORY_START, asOf]), or before the KIP's first recorded state, it is "unknown".
 * wikiStateOn(fact of 1327, "2026-05-17", "2026-08-22") → "under discussion";
 * wikiStateOn(fact, "2025-12-28", "2026-08-22") → "unknown".
 */
export function wikiStateOn(
  fact: Pick<KipFact, 'stateHistory'> | undefined,
  date: string,
  asOf: string | null,
): KipWikiState {
  if (!fact || date < KIP_HISTORY_START || !asOf || date > asOf) return 'unknown'
  let state: KipWikiState = 'unknown'
  for (const change of fact.stateHistory) if (change.date <= date) state = change.state
  return state
}

function distinct<T>(values: T[]): T[] {
  return [...new Set(values)]
}

/** The threads that mention each KIP, in dataset order (weeks ascending, digest order). */
export function threadsByKip(dataset: Pick<Dataset, 'threads'>): Map<number, Thread[]> {
  const byKip = new Map<number, Thread[]>()
  for (const thread of dataset.threads)
    for (const kip of thread.kips) {
      const list = byKip.get(kip) ?? []
      list.push(thread)
      byKip.set(kip, list)
    }
  return byKip
}

function weekStatuses(
  threads: Thread[],
  weeks: Map<string, Week>,
  fact: KipFact | undefined,
  asOf: string | null,
): KipWeekStatus[] {
  const out: KipWeekStatus[] = []
  for (const thread of threads) {
    const last = out.at(-1)
    const people = distinct(thread.positions.map((p) => p.person))
    if (last && last.week === thread.week) {
      Object.assign(last, {
        thread: thread.id,
        status: thread.status,
        statusEvidence: thread.statusEvidence,
      })
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
      status: thread.status,
      statusEvidence: thread.statusEvidence,
      people,
      wikiState: wikiStateOn(fact, end, asOf),
    })
  }
  return out
}

/** The official title shown for a KIP; the caller strips the "KIP-N - " prefix (see bundle.kipTitle). */
export type KipTitleOf = (fact: KipFact | undefined, kip: number) => string | null

const rawTitle: KipTitleOf = (fact) => fact?.title || null

/**
 * One card summary per KIP the digests mention, ascending by number.
 * kipCardSummaries(real week)[KIP-1327] → { status: "tentative", weeks: [{ week: "2026-W20", thread: "2026-W20-3", … }], … }.
 */
export function kipCardSummaries(
  dataset: Dataset,
  titleOf: KipTitleOf = rawTitle,
): KipCardSummary[] {
  const weeks = new Map(dataset.weeks.map((w) => [w.id, w]))
  const facts = new Map(dataset.kipFacts.kips.map((f) => [f.kip, f]))
  const asOf = dataset.kipFacts.asOf
  return [...threadsByKip(dataset)]
    .sort(([a], [b]) => a - b)
    .map(([kip, threads]) => {
      const fact = facts.get(kip)
      const statuses = weekStatuses(threads, weeks, fact, asOf)
      const last = statuses.at(-1)!
      return {
        kip,
        title: titleOf(fact, kip),
        wiki: { state: fact?.state ?? 'unknown', asOf: fact ? asOf : null },
        links: {
          wiki: fact?.url ?? null,
          discussion: fact?.discussionThread ?? null,
          vote: fact?.voteThread ?? null,
        },
        status: last.status,
        statusEvidence: last.statusEvidence,
        statusThread: last.thread,
        weeks: statuses,
        people: distinct(statuses.flatMap((w) => w.people)),
        lastWeek: last.week,
      }
    })
}

function storyThread(thread: Thread): KipStoryThread {
  return {
    id: thread.id,
    week: thread.week,
    status: thread.status,
    statusEvidence: thread.statusEvidence,
    summary: thread.summary,
    conclusion: thread.conclusion,
    kips: thread.kips,
    positions: thread.positions.map((p) => {
      const stance = decideStance(p.text)
      return {
        thread: thread.id,
        week: thread.week,
        person: p.person,
        name: p.name,
        andOthers: p.andOthers,
        text: p.text,
        stance: stance.stance,
        stanceEvidence: stance.evidence,
        stanceLang: stance.lang,
      }
    }),
  }
}

/**
 * What is still to settle: the KIP's open, contested or tentative threads that no later thread
 * on it settled (agreed or done). Contested in W21 then agreed in W24 → nothing open.
 */
export function openItems(
  threads: Pick<Thread, 'id' | 'week' | 'status' | 'statusEvidence' | 'conclusion'>[],
): KipOpenItem[] {
  let lastSettled = -1
  threads.forEach((t, i) => {
    if (!UNSETTLED.includes(t.status)) lastSettled = i
  })
  return threads.slice(lastSettled + 1).map((t) => ({
    thread: t.id,
    week: t.week,
    status: t.status,
    statusEvidence: t.statusEvidence,
    conclusion: t.conclusion,
  }))
}

/** The whole story of every KIP the digests mention, by number. */
export function kipStories(
  dataset: Dataset,
  titleOf: KipTitleOf = rawTitle,
): Map<number, KipStory> {
  const byKip = threadsByKip(dataset)
  const facts = new Map(dataset.kipFacts.kips.map((f) => [f.kip, f]))
  const stories = new Map<number, KipStory>()
  for (const summary of kipCardSummaries(dataset, titleOf)) {
    const threads = (byKip.get(summary.kip) ?? []).map(storyThread)
    const byPerson = new Map<string, KipPosition[]>()
    for (const position of threads.flatMap((t) => t.positions)) {
      const list = byPerson.get(position.person) ?? []
      list.push(position)
      byPerson.set(position.person, list)
    }
    stories.set(summary.kip, {
      summary,
      fact: facts.get(summary.kip) ?? null,
      threads,
      byPerson: [...byPerson].map(([person, positions]) => ({ person, positions })),
      open: openItems(threads),
    })
  }
  return stories
}
