import type {
  Dataset,
  KipWikiState,
  Lang,
  Localized,
  Person,
  Thread,
  ThreadStatus,
  Week,
} from './dataset'
import { idProblem } from './ids'
import { jiraFile } from './jira-series'
import { kipTitle } from './kip-facts'
import { peopleStats, personDetail } from './people-stats'
import { kipCardSummaries, kipStories } from './kip-story'
import { whatMoved } from './what-moved'

/**
 * The static files the app loads, split from the dataset so that the first screen stays small
 * however many weeks there are: a small index, each week's content on its own, and the
 * cross-week files (thread cards, search text) fetched only by the views that need them.
 */

export interface WeekSummary {
  id: string
  start: string
  end: string
  languages: Lang[]
  jiraCreated: number
  threadCount: number
}

interface KipSummary {
  kip: number
  /** Official title from the wiki, without the "KIP-N - " prefix; null when the wiki has none. */
  title: string | null
  state: KipWikiState | null
  url: string | null
}

export interface DataIndex {
  schemaVersion: Dataset['schemaVersion']
  /** Weeks, oldest first. */
  weeks: WeekSummary[]
  people: Person[]
  kips: KipSummary[]
  kipFactsAsOf: string | null
  /**
   * Published thread ids that now open another thread (data/published-ids.json's redirects,
   * followed to the end): old id → id. For links of the old form; see resolveThreadId.
   */
  threadRedirects: Record<string, string>
}

/** What the timeline, filters and cross-links need of a thread, without its texts. */
export interface ThreadCard {
  id: string
  week: string
  title: Localized
  kips: number[]
  participants: string[]
  status: ThreadStatus
}

export interface WeekBundle {
  week: Week
  threads: Thread[]
}

/** Per thread, everything free-text search looks at, already normalised (searchTerms in src/shared/lib/filter-threads.ts). */
export interface SearchEntry {
  id: string
  text: string
}

export const DATA_FILES = {
  index: 'index.json',
  cards: 'threads.json',
  search: 'search.json',
  kipFacts: 'kip-facts.json',
  week: (weekId: string) => `weeks/${weekId}.json`,
  /** Issues created per week and release snapshots, shaped for the JIRA charts (jira-series.ts). */
  jira: 'jira.json',
  /** One row per person who took a position (people-stats.ts). */
  peopleStats: 'people-stats.json',
  /** One person's positions grouped by KIP, and co-participants. Ids are URL-safe slugs. */
  person: (personId: string) => `people/${personId}.json`,
  /** One summary per KIP mentioned, for the KIP cards (kip-story.ts: KipCardSummary[]). */
  kips: 'kips.json',
  /** One KIP's whole story across weeks, with the stances of its positions (KipStory). */
  kip: (kip: number) => `kips/${kip}.json`,
  /** The KIPs whose digest status changed in a week (KipMove[]), one file per week. */
  kipMoves: (weekId: string) => `kip-moves/${weekId}.json`,
} as const

/**
 * Throws when a data file's path has a part that is not a file name (the build would fail half
 * way with ENAMETOOLONG). Ingest rejects such ids with file and line first: this is the build's
 * guard, with the same check (ids.ts). checkDataPaths(["people/jun-rao.json"]) → nothing.
 */
export function checkDataPaths(paths: readonly string[]): void {
  const bad = paths.flatMap((path) =>
    path.split('/').flatMap((part) => {
      const problem = idProblem(part.replace(/\.json$/, ''))
      return problem ? [`${path.slice(0, 80)}…: "${part.slice(0, 40)}…" ${problem}`] : []
    }),
  )
  if (bad.length > 0) throw new Error(`data file names that cannot be written:\n${bad.join('\n')}`)
}

// The thread page finds a thread's week file by its id (thread-ids.ts).
export { weekOfThread } from './thread-ids'

function localizedTexts(text: Localized): string[] {
  return text.en === undefined ? [text.zh] : [text.zh, text.en]
}

/** Lower-cases and unifies widths and spaces so that search is insensitive to them. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ')
}

/** Dataset → {path: JSON value} of every file the app loads. Same dataset, same files. */
export function splitDataset(dataset: Dataset): Map<string, unknown> {
  const files = new Map<string, unknown>()
  const threadsByWeek = new Map<string, Thread[]>()
  for (const thread of dataset.threads) {
    const list = threadsByWeek.get(thread.week) ?? []
    list.push(thread)
    threadsByWeek.set(thread.week, list)
  }
  const peopleById = new Map(dataset.people.map((p) => [p.id, p]))
  const factsByKip = new Map(dataset.kipFacts.kips.map((k) => [k.kip, k]))

  const index: DataIndex = {
    schemaVersion: dataset.schemaVersion,
    weeks: dataset.weeks.map((week) => {
      const threads = threadsByWeek.get(week.id) ?? []
      return {
        id: week.id,
        start: week.start,
        end: week.end,
        languages: week.languages,
        jiraCreated: week.jira.created,
        threadCount: threads.length,
      }
    }),
    people: dataset.people,
    kips: kipsMentioned(dataset).map((kip) => {
      const fact = factsByKip.get(kip)
      return {
        kip,
        title: kipTitle(fact?.title, kip),
        state: fact?.state ?? null,
        url: fact?.url ?? null,
      }
    }),
    kipFactsAsOf: dataset.kipFacts.asOf,
    threadRedirects: dataset.threadRedirects,
  }
  files.set(DATA_FILES.index, index)

  for (const week of dataset.weeks) {
    const bundle: WeekBundle = { week, threads: threadsByWeek.get(week.id) ?? [] }
    files.set(DATA_FILES.week(week.id), bundle)
  }

  const cards: ThreadCard[] = dataset.threads.map(
    ({ id, week, title, kips, participants, status }) => ({
      id,
      week,
      title,
      kips,
      participants,
      status,
    }),
  )
  files.set(DATA_FILES.cards, cards)

  const search: SearchEntry[] = dataset.threads.map((thread) => {
    const names = thread.participants.flatMap((id) => peopleById.get(id)?.aliases ?? [id])
    const texts = [
      ...localizedTexts(thread.summary),
      ...thread.positions.flatMap((p) => localizedTexts(p.text)),
      ...localizedTexts(thread.conclusion),
      ...names,
      ...thread.kips.map((kip) => `KIP-${kip}`),
    ]
    return { id: thread.id, text: normalizeForSearch(texts.join('\n')) }
  })
  files.set(DATA_FILES.search, search)
  files.set(DATA_FILES.kipFacts, dataset.kipFacts)

  files.set(DATA_FILES.jira, jiraFile(dataset))
  files.set(DATA_FILES.peopleStats, peopleStats(dataset))
  for (const person of dataset.people) {
    const detail = personDetail(dataset, person.id)
    if (detail) files.set(DATA_FILES.person(person.id), detail)
  }

  const titleOf = (fact: { title: string } | undefined, kip: number) => kipTitle(fact?.title, kip)
  const kipCards = kipCardSummaries(dataset, titleOf)
  files.set(DATA_FILES.kips, kipCards)
  for (const [kip, story] of kipStories(dataset, titleOf)) files.set(DATA_FILES.kip(kip), story)
  const moved = whatMoved(kipCards)
  for (const week of dataset.weeks) files.set(DATA_FILES.kipMoves(week.id), moved[week.id] ?? [])
  return files
}

/** Every KIP the digests mention, ascending. */
function kipsMentioned(dataset: Pick<Dataset, 'threads'>): number[] {
  return [...new Set(dataset.threads.flatMap((t) => t.kips))].sort((a, b) => a - b)
}
