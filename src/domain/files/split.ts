import type { Dataset, Localized, Thread } from '../dataset'
import { jiraFile } from '../jira-series'
import { kipCatalog, type KipCatalogRow } from '../kip-catalog'
import { kipTitle } from '../kip-facts'
import { kipCardSummaries, kipStories, weekKips } from '../kip-story'
import { threadVotes } from '../kip-votes'
import { relatedThreads } from '../related-threads'
import { peopleStats, personDetail } from '../people-stats'
import { personFiles, standingsByPerson } from '../person-pages'
import { searchDocuments } from '../search/documents'
import { kipTitleGroup } from '../search/shards'
import { writeSearchIndex } from '../search/write-index'
import { whatMoved } from '../what-moved'
import { DATA_FILES } from './layout'
import { encodeThreadFacets } from './thread-facets'
import { FILES_VERSION, type DataIndexFile, type ThreadCard, type WeekBundle } from './schemas'

/**
 * The dataset split into the static files the app loads (layout.ts says where each lives,
 * schemas.ts what each holds).
 */

/** Dataset → {path: JSON value} of every file the app loads. Same dataset, same files. */
export function splitDataset(dataset: Dataset): Map<string, unknown> {
  const files = new Map<string, unknown>()
  const threadsByWeek = new Map<string, Thread[]>()
  for (const thread of dataset.threads) {
    const list = threadsByWeek.get(thread.week) ?? []
    list.push(thread)
    threadsByWeek.set(thread.week, list)
  }
  const factsByKip = new Map(dataset.kipFacts.kips.map((k) => [k.kip, k]))

  const index: DataIndexFile = {
    formatVersion: FILES_VERSION,
    weeks: dataset.weeks.map((week) => {
      const threads = threadsByWeek.get(week.id) ?? []
      return {
        id: week.id,
        languages: week.languages,
        jiraCreated: week.jira.created,
        threadCount: threads.length,
      }
    }),
    people: dataset.people,
    kips: kipsMentioned(dataset),
    kipFactsAsOf: dataset.kipFacts.asOf,
    threadRedirects: dataset.threadRedirects,
  }
  files.set(DATA_FILES.index, index)
  files.set(
    DATA_FILES.kipTitles,
    index.kips.map((kip) => ({ kip, title: kipTitle(factsByKip.get(kip)?.title, kip) })),
  )

  const related = relatedThreads(dataset.threads)
  const moved = whatMoved(kipCardSummaries(dataset))
  for (const week of dataset.weeks) {
    const threads = threadsByWeek.get(week.id) ?? []
    const bundle: WeekBundle = {
      week,
      threads,
      kips: weekKips(week, threads, factsByKip, dataset.kipFacts.asOf),
      votes: Object.fromEntries(
        threads.flatMap((t) => {
          const rounds = threadVotes(t)
          return rounds.length > 0 ? [[t.id, rounds]] : []
        }),
      ),
      related: Object.fromEntries(
        threads.flatMap((t) => {
          const list = related.get(t.id)
          return list ? [[t.id, list]] : []
        }),
      ),
      moves: moved[week.id] ?? [],
    }
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
  files.set(DATA_FILES.threadFacets, encodeThreadFacets(dataset.threads))

  const catalog = kipCatalog(dataset)
  for (const [path, value] of searchFiles(dataset, catalog, threadsByWeek)) files.set(path, value)

  files.set(DATA_FILES.jira, jiraFile(dataset))
  files.set(DATA_FILES.peopleStats, peopleStats(dataset))
  const stories = kipStories(dataset)
  const standings = standingsByPerson(
    [...stories].map(([kip, { story }]) => [kip, story.ballot] as const),
  )
  for (const person of dataset.people) {
    const detail = personDetail(dataset, person.id)
    if (!detail) continue
    const { summary, pages } = personFiles(detail, standings.get(person.id))
    files.set(DATA_FILES.person(person.id), summary)
    pages.forEach((page, i) => files.set(DATA_FILES.personPage(person.id, i + 1), page))
  }

  files.set(DATA_FILES.catalog, catalog)
  files.set(DATA_FILES.kips, kipCardSummaries(dataset))
  for (const [kip, { story, pages }] of stories) {
    files.set(DATA_FILES.kip(kip), story)
    pages.forEach((page, i) => files.set(DATA_FILES.kipStoryPage(kip, i + 1), page))
  }
  return files
}

/** The search index, cut into shards, and the titles its results show. */
function searchFiles(
  dataset: Dataset,
  catalog: readonly KipCatalogRow[],
  threadsByWeek: ReadonlyMap<string, readonly Thread[]>,
): Map<string, unknown> {
  const files = new Map<string, unknown>()
  const index = writeSearchIndex(searchDocuments(dataset, catalog))
  files.set(DATA_FILES.searchManifest, index.manifest)
  for (const [shard, json] of index.shards) files.set(DATA_FILES.searchShard(shard), json)
  for (const [word, json] of index.stop) files.set(DATA_FILES.searchStop(word), json)
  const kipTitles = new Map<number, Record<string, string>>()
  for (const row of catalog) {
    const group = kipTitleGroup(row.kip)
    const titles = kipTitles.get(group) ?? {}
    if (row.title) titles[row.kip] = row.title
    kipTitles.set(group, titles)
  }
  for (const [group, titles] of kipTitles) files.set(DATA_FILES.searchKipTitles(group), titles)
  // A title the same in both languages (a KIP's official one) is written once.
  const once = ({ zh, en }: Localized): Localized =>
    en === undefined || en === zh ? { zh } : { zh, en }
  for (const [week, threads] of threadsByWeek)
    files.set(
      DATA_FILES.searchThreadTitles(week),
      Object.fromEntries(threads.map((thread) => [thread.id, once(thread.title)])),
    )
  return files
}

/** Every KIP the digests mention, ascending. */
function kipsMentioned(dataset: Pick<Dataset, 'threads'>): number[] {
  return [...new Set(dataset.threads.flatMap((t) => t.kips))].sort((a, b) => a - b)
}
