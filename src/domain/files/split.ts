import type { Dataset, Localized, Thread } from '../dataset'
import { jiraFile } from '../jira-series'
import { kipCatalog } from '../kip-catalog'
import { kipTitle } from '../kip-facts'
import { kipCardSummaries, kipStories, weekKips } from '../kip-story'
import { threadVotes } from '../kip-votes'
import { peopleStats, personDetail } from '../people-stats'
import { normalizeForSearch } from '../search-text'
import { whatMoved } from '../what-moved'
import { DATA_FILES } from './layout'
import {
  FILES_VERSION,
  type DataIndex,
  type SearchEntry,
  type ThreadCard,
  type WeekBundle,
} from './schemas'

/**
 * The dataset split into the static files the app loads (layout.ts says where each lives,
 * schemas.ts what each holds).
 */

function localizedTexts(text: Localized): string[] {
  return text.en === undefined ? [text.zh] : [text.zh, text.en]
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
    formatVersion: FILES_VERSION,
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

  files.set(DATA_FILES.jira, jiraFile(dataset))
  files.set(DATA_FILES.peopleStats, peopleStats(dataset))
  for (const person of dataset.people) {
    const detail = personDetail(dataset, person.id)
    if (detail) files.set(DATA_FILES.person(person.id), detail)
  }

  files.set(DATA_FILES.catalog, kipCatalog(dataset))
  const kipCards = kipCardSummaries(dataset)
  files.set(DATA_FILES.kips, kipCards)
  for (const [kip, story] of kipStories(dataset)) files.set(DATA_FILES.kip(kip), story)
  const moved = whatMoved(kipCards)
  for (const week of dataset.weeks) files.set(DATA_FILES.kipMoves(week.id), moved[week.id] ?? [])
  return files
}

/** Every KIP the digests mention, ascending. */
function kipsMentioned(dataset: Pick<Dataset, 'threads'>): number[] {
  return [...new Set(dataset.threads.flatMap((t) => t.kips))].sort((a, b) => a - b)
}
