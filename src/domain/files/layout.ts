import { idProblem } from '../ids'

/**
 * Where each static file the app loads lives, relative to the data folder. The split keeps the
 * first screen small however many weeks there are: a small index, each week's content on its
 * own, and the cross-week files fetched only by the views that need them (split.ts writes them,
 * schemas.ts says what each holds).
 */
/** The folders of the kinds of file there is one of per week, person or KIP. */
const FOLDERS = {
  week: 'weeks',
  person: 'people',
  personPage: 'person-pages',
  kip: 'kips',
  kipStoryPage: 'kip-story',
  searchShard: 'search/terms',
  searchStop: 'search/stop',
  searchKipTitles: 'search/kips',
  searchThreadTitles: 'search/titles',
} as const

/** The folder of the digests as written, beside the JSON: `digests/2026-05-11.zh.txt`. */
export const DIGEST_TEXTS = 'digests'

export const DATA_FILES = {
  index: 'index.json',
  /** Every thread's id, week, title, KIPs, people and status (ThreadCard[]), for Following. */
  cards: 'threads.json',
  /** The same without titles, written compactly (thread-facets.ts), for the timeline's filters. */
  threadFacets: 'thread-facets.json',
  /** The official title of each KIP the threads mention, for the filters' KIP field. */
  kipTitles: 'kip-titles.json',
  week: (weekId: string) => `${FOLDERS.week}/${weekId}.json`,
  /** Issues created per week and release snapshots, shaped for the JIRA charts (jira-series.ts). */
  jira: 'jira.json',
  /** One row per person who took a position (people-stats.ts). */
  peopleStats: 'people-stats.json',
  /** One person: their figures, co-participants and how many pages their threads fill (PersonSummary). Ids are URL-safe slugs. */
  person: (personId: string) => `${FOLDERS.person}/${personId}.json`,
  /** One page of a person's threads with their positions, grouped by KIP (PositionGroup[]), from 1. */
  personPage: (personId: string, page: number) => `${FOLDERS.personPage}/${personId}-${page}.json`,
  /** Every KIP, the wiki's and the digests' (kip-catalog.ts: KipCatalogRow[]), for the KIP list. */
  catalog: 'kip-catalog.json',
  /** One summary per KIP discussed, for the KIP cards (kip-story.ts: KipCardSummary[]). */
  kips: 'kips.json',
  /** One KIP's whole story across weeks, with the stances of its positions (KipStory), for every KIP. */
  kip: (kip: number) => `${FOLDERS.kip}/${kip}.json`,
  /** One page of a KIP's threads, newest weeks first (KipStoryPage), from 1. */
  kipStoryPage: (kip: number, page: number) => `${FOLDERS.kipStoryPage}/${kip}-${page}.json`,
  /**
   * The search index of the KIPs and threads, cut by term (domain/search/shards.ts): which shards
   * and stop words there are, each shard's and each stop word's MiniSearch index, and the titles
   * a result shows, loaded for the results shown.
   */
  searchManifest: 'search/index.json',
  searchShard: (shard: string) => `${FOLDERS.searchShard}/${shardFileName(shard)}.json`,
  searchStop: (word: string) => `${FOLDERS.searchStop}/${shardFileName(word)}.json`,
  /** The titles of ten KIPs: <group>0 to <group>9 (search/shards.ts, kipTitleGroup). */
  searchKipTitles: (group: number) => `${FOLDERS.searchKipTitles}/${group}.json`,
  searchThreadTitles: (weekId: string) => `${FOLDERS.searchThreadTitles}/${weekId}.json`,
} as const

/**
 * A search shard's or stop word's name as a file name, the same on every file system and in every URL: letters a–z and
 * digits stay, any other character is "_" and six hex digits. shardFileName("竣") → "_007ae3".
 */
export function shardFileName(shard: string): string {
  return [...shard]
    .map((c) => (/^[a-z0-9]$/.test(c) ? c : `_${c.codePointAt(0)!.toString(16).padStart(6, '0')}`))
    .join('')
}

export type DataFileKind = keyof typeof DATA_FILES

/**
 * The kind of file at `path`, or undefined for a path the layout has no place for.
 * kindOfPath("weeks/2026-W20.json") → "week"; kindOfPath("index.json") → "index".
 */
export function kindOfPath(path: string): DataFileKind | undefined {
  const one = (Object.keys(DATA_FILES) as DataFileKind[]).find((kind) => DATA_FILES[kind] === path)
  if (one) return one
  const cut = path.lastIndexOf('/')
  if (cut === -1 || !path.endsWith('.json')) return undefined
  const folder = path.slice(0, cut)
  return (Object.keys(FOLDERS) as (keyof typeof FOLDERS)[]).find((kind) => FOLDERS[kind] === folder)
}

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
