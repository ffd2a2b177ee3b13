/**
 * Atom feeds: which entries each feed has, with ids and dates taken from the data (never the
 * build's clock or an entry's position), so that a rebuild of the same data changes nothing a
 * reader's feed client has seen, and a new week only adds entries. scripts/feeds.ts writes them
 * (words and XML: scripts/lib/site-feeds.ts); this module only decides what they say.
 *
 * - the site's feed, one per language (`<lang>/feed.xml`): the latest FEED_WEEKS weeks;
 * - a KIP's (`<lang>/kips/<n>/feed.xml`): each week a thread was about it (with whose stance
 *   changed that week, from its ballot), and each change of its wiki state; only for a KIP with one of those (hasKipFeed): most of the wiki's KIPs have
 *   neither, and an empty feed would promise what never comes;
 * - a person's (`<lang>/people/<id>/feed.xml`): each week they took a position (everyone the
 *   site has a page for took one), with the KIPs their stance changed on that week.
 * A KIP's or person's feed keeps its latest FEED_ENTRIES entries: a long history stays bounded.
 */
import type { KipFact, KipWikiState, Lang, Stance } from './dataset'
import type { BallotRow } from './kip-ballot'
import type { PersonKipStanding } from './person-pages'
import { wikiStateChanges } from './kip-facts'
import type { KipStory, KipStoryPage, KipStoryThread } from './kip-story'
import { KIP_STORY_WEEKS_PER_PAGE } from './kip-story-pages'
import type { KipVoteRound } from './kip-votes'
import type { PersonDetail, PersonThreadPositions } from './people-stats'

/** Weeks in the site's feed. */
export const FEED_WEEKS = 20
/** Entries in a KIP's or a person's feed. */
export const FEED_ENTRIES = 20
/** The pages of a KIP's story that hold its latest FEED_ENTRIES weeks. */
export const KIP_FEED_STORY_PAGES = Math.ceil(FEED_ENTRIES / KIP_STORY_WEEKS_PER_PAGE)

/**
 * The start of every feed and entry id, a tag URI (RFC 4151). Its authority is a name no one can
 * own (`.invalid`, RFC 2606): the ids must not change when the site moves to another host, nor
 * depend on SITE_URL, and no other publisher can mint the same ones. Never change it: every
 * reader would see every entry again.
 */
const TAG = 'tag:kafka-community-digest.invalid,2026:'

/**
 * The id of a feed or entry in a language, from what it is about:
 * feedId("en", ["kips", "1327", "weeks", "2026-W20"]) → "tag:kafka-community-digest.invalid,2026:en/kips/1327/weeks/2026-W20".
 * Each part is percent-encoded (a person's id may hold any letter).
 */
export function feedId(lang: Lang, parts: readonly string[]): string {
  return `${TAG}${[lang, ...parts].map(encodeURIComponent).join('/')}`
}

/** An entry's date, a day of the data, as Atom writes it: "2026-05-17" → "2026-05-17T00:00:00Z". */
export function feedDate(day: string): string {
  return `${day}T00:00:00Z`
}

/** What every entry has: what it is about (its id's parts) and its day. */
interface EntryBase {
  /** The parts of its id below the language (feedId). */
  key: string[]
  /** The day it is dated: a week's Sunday, or the day of a wiki state change. */
  day: string
}

/** Newest first; on the same day, by id, so that the order never depends on the input's. */
function newestFirst<T extends EntryBase>(entries: T[]): T[] {
  const id = (e: T) => e.key.join('/')
  return entries.sort((a, b) =>
    a.day !== b.day ? (a.day < b.day ? 1 : -1) : id(a) < id(b) ? 1 : id(a) > id(b) ? -1 : 0,
  )
}

/** The Sunday of a week, or an error naming the week (the index lists every week). */
function weekEnd(ends: ReadonlyMap<string, string>, week: string): string {
  const end = ends.get(week)
  if (end === undefined) throw new Error(`feeds: week ${week} is not in the index`)
  return end
}

/** A week of the site's feed: its threads are the week file's. */
export interface SiteFeedEntry extends EntryBase {
  week: string
}

/**
 * The site's feed: the latest FEED_WEEKS weeks, newest first.
 * siteFeedEntries([{ id: "2026-W20", end: "2026-05-17" }]) → [{ key: ["weeks", "2026-W20"], day: "2026-05-17", week: "2026-W20" }].
 */
export function siteFeedEntries(weeks: readonly { id: string; end: string }[]): SiteFeedEntry[] {
  return newestFirst(weeks.map((w) => ({ key: ['weeks', w.id], day: w.end, week: w.id }))).slice(
    0,
    FEED_WEEKS,
  )
}

/** A week a thread was about the KIP: its threads in digest order (the last decides its status). */
interface KipWeekEntry extends EntryBase {
  kind: 'week'
  week: string
  threads: KipStoryThread[]
  /** The votes cast on the KIP that week, per thread. */
  votes: KipVoteRound[]
  /** The ballot's rows whose stance changed that week (their latest change). */
  changes: StanceChange[]
}

/** A change of someone's stance on a KIP, as its ballot row records it. */
export interface StanceChange {
  kip: number
  person: string
  name: string
  from: Stance
  to: Stance
}

/** The ballot's rows whose latest change of stance was in `week`. */
function changesIn(kip: number, week: string, rows: readonly BallotRow[]): StanceChange[] {
  return rows.flatMap((row) =>
    row.was && row.since.week === week
      ? [{ kip, person: row.person, name: row.name, from: row.was.stance, to: row.stance }]
      : [],
  )
}

/** A change of the KIP's wiki state: the state from `day` on. */
interface KipWikiEntry extends EntryBase {
  kind: 'wiki'
  state: KipWikiState
}

export type KipFeedEntry = KipWeekEntry | KipWikiEntry

/**
 * Whether a KIP has a feed: a digest thread was about it, or its wiki state changed in the
 * recorded history. A KIP only mentioned in passing has none (a mention gives it no status).
 */
export function hasKipFeed(story: {
  summary: unknown
  fact: Pick<KipFact, 'stateHistory'> | null
}) {
  return story.summary !== null || (story.fact !== null && wikiStateChanges(story.fact).length > 0)
}

/**
 * The same from the KIP's row of kip-catalog.json (kip-catalog.ts), for views that have the
 * catalog and not the KIP's story: `digest` is its summary, `changes` its wiki state changes.
 */
export function catalogRowHasFeed(row: { digest: unknown; changes: readonly unknown[] }) {
  return row.digest !== null || row.changes.length > 0
}

/**
 * A KIP's feed: its weeks (from the first KIP_FEED_STORY_PAGES pages of its story, `pages`) and
 * its wiki state changes, newest first, the latest FEED_ENTRIES. `weekEnds`: week id → Sunday.
 * kipFeedEntries(1327, story, [page 1], ends) → [{ kind: "wiki", day: "2026-06-24", state: "accepted", … },
 *   { kind: "week", week: "2026-W20", day: "2026-05-17", threads: [2026-W20-kip-1327], … }].
 */
export function kipFeedEntries(
  kip: number,
  story: Pick<KipStory, 'fact' | 'votes' | 'ballot'>,
  pages: readonly KipStoryPage[],
  weekEnds: ReadonlyMap<string, string>,
): KipFeedEntry[] {
  const base = ['kips', String(kip)]
  const weeks = pages.flatMap((page) =>
    page.weeks.map(({ week, threads }): KipWeekEntry => ({
      kind: 'week',
      key: [...base, 'weeks', week],
      day: weekEnd(weekEnds, week),
      week,
      threads,
      votes: story.votes.filter((round) => round.week === week),
      changes: changesIn(kip, week, story.ballot?.rows ?? []),
    })),
  )
  const wiki = (story.fact ? wikiStateChanges(story.fact) : []).map((change): KipWikiEntry => ({
    kind: 'wiki',
    key: [...base, 'wiki', change.date],
    day: change.date,
    state: change.state,
  }))
  return newestFirst<KipFeedEntry>([...weeks, ...wiki]).slice(0, FEED_ENTRIES)
}

/** A week a person took positions: their threads of that week, in digest order. */
export interface PersonFeedEntry extends EntryBase {
  week: string
  threads: PersonThreadPositions[]
  /** The KIPs on which their stance changed that week (their latest change on each). */
  changes: StanceChange[]
}

/**
 * A person's feed: a week for each week they took a position, newest first, the latest
 * FEED_ENTRIES. Threads come from their page's groups (by KIP), put back in digest order.
 * personFeedEntries("jun-rao", detail, ends) → [{ key: ["people", "jun-rao", "weeks", "2026-W20"], threads: [...], … }].
 */
export function personFeedEntries(
  personId: string,
  detail: Pick<PersonDetail, 'groups'>,
  weekEnds: ReadonlyMap<string, string>,
  order: ReadonlyMap<string, number>,
  /** Where they stand on each KIP (people/<id>.json `kips`), for the changes of each week. */
  standings: readonly PersonKipStanding[] = [],
  name = personId,
): PersonFeedEntry[] {
  const byWeek = new Map<string, PersonThreadPositions[]>()
  for (const thread of detail.groups.flatMap((g) => g.threads)) {
    const list = byWeek.get(thread.week) ?? []
    list.push(thread)
    byWeek.set(thread.week, list)
  }
  const rank = (id: string) => order.get(id) ?? Number.MAX_SAFE_INTEGER
  return newestFirst(
    [...byWeek].map(([week, threads]) => ({
      key: ['people', personId, 'weeks', week],
      day: weekEnd(weekEnds, week),
      week,
      threads: threads.sort((a, b) => rank(a.thread) - rank(b.thread)),
      changes: standings.flatMap((row) =>
        changesIn(row.kip, week, [{ ...row, person: personId, name }]),
      ),
    })),
  ).slice(0, FEED_ENTRIES)
}
