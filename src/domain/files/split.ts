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
import type * as v from 'valibot'
import type { DataFile } from './descriptor'
import { FILES } from './descriptors'
import { VIEW_FILES } from './view-descriptors'
import { encodeThreadFacets } from './thread-facets'
import { FILES_VERSION, type DataIndexFile, type WeekBundle } from './schemas'

/**
 * The dataset split into the static files the app loads (each kind's descriptor says where each
 * file lives and what it holds: descriptors.ts, view-descriptors.ts).
 */

/** The files being written, by path: `put` writes one of a kind, typed by the kind's schema. */
interface Files {
  put<S extends v.GenericSchema, A extends unknown[]>(
    file: DataFile<S, A>,
    value: v.InferInput<S>,
    ...args: A
  ): void
}

/** Dataset → {path: JSON value} of every file the app loads. Same dataset, same files. */
export function splitDataset(dataset: Dataset): Map<string, unknown> {
  const written = new Map<string, unknown>()
  const files: Files = { put: (file, value, ...args) => written.set(file.path(...args), value) }
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
  files.put(FILES.index, index)
  files.put(
    FILES.kipTitles,
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
    files.put(FILES.week, bundle, week.id)
  }

  files.put(
    FILES.cards,
    dataset.threads.map(({ id, week, title, kips, participants, status }) => ({
      id,
      week,
      title,
      kips,
      participants,
      status,
    })),
  )
  files.put(VIEW_FILES.threadFacets, encodeThreadFacets(dataset.threads))

  const catalog = kipCatalog(dataset)
  searchFiles(files, dataset, catalog, threadsByWeek)

  files.put(VIEW_FILES.jira, jiraFile(dataset))
  files.put(VIEW_FILES.peopleStats, peopleStats(dataset))
  const stories = kipStories(dataset)
  const standings = standingsByPerson(
    [...stories].map(([kip, { story }]) => [kip, story.ballot] as const),
  )
  for (const person of dataset.people) {
    const detail = personDetail(dataset, person.id)
    if (!detail) continue
    const { summary, pages } = personFiles(detail, standings.get(person.id))
    files.put(VIEW_FILES.person, summary, person.id)
    pages.forEach((page, i) => files.put(VIEW_FILES.personPage, page, person.id, i + 1))
  }

  files.put(VIEW_FILES.catalog, catalog)
  files.put(VIEW_FILES.kips, kipCardSummaries(dataset))
  for (const [kip, { story, pages }] of stories) {
    files.put(VIEW_FILES.kip, story, kip)
    pages.forEach((page, i) => files.put(VIEW_FILES.kipStoryPage, page, kip, i + 1))
  }
  return written
}

/** The search index, cut into shards, and the titles its results show. */
function searchFiles(
  files: Files,
  dataset: Dataset,
  catalog: readonly KipCatalogRow[],
  threadsByWeek: ReadonlyMap<string, readonly Thread[]>,
): void {
  const index = writeSearchIndex(searchDocuments(dataset, catalog))
  files.put(VIEW_FILES.searchManifest, index.manifest)
  for (const [shard, json] of index.shards) files.put(VIEW_FILES.searchShard, json, shard)
  for (const [word, json] of index.stop) files.put(VIEW_FILES.searchStop, json, word)
  const kipTitles = new Map<number, Record<string, string>>()
  for (const row of catalog) {
    const group = kipTitleGroup(row.kip)
    const titles = kipTitles.get(group) ?? {}
    if (row.title) titles[row.kip] = row.title
    kipTitles.set(group, titles)
  }
  for (const [group, titles] of kipTitles) files.put(VIEW_FILES.searchKipTitles, titles, group)
  // A title the same in both languages (a KIP's official one) is written once.
  const once = ({ zh, en }: Localized): Localized =>
    en === undefined || en === zh ? { zh } : { zh, en }
  for (const [week, threads] of threadsByWeek)
    files.put(
      VIEW_FILES.searchThreadTitles,
      Object.fromEntries(threads.map((thread) => [thread.id, once(thread.title)])),
      week,
    )
}

/** Every KIP the digests mention, ascending. */
function kipsMentioned(dataset: Pick<Dataset, 'threads'>): number[] {
  return [...new Set(dataset.threads.flatMap((t) => t.kips))].sort((a, b) => a - b)
}
