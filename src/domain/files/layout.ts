import { idProblem } from '../ids'

/**
 * Where each static file the app loads lives, relative to the data folder. The split keeps the
 * first screen small however many weeks there are: a small index, each week's content on its
 * own, and the cross-week files fetched only by the views that need them (split.ts writes them,
 * schemas.ts says what each holds).
 */
/** The folders of the kinds of file there is one of per week, person or KIP. */
const FOLDERS = { week: 'weeks', person: 'people', kip: 'kips', kipMoves: 'kip-moves' } as const

export const DATA_FILES = {
  index: 'index.json',
  cards: 'threads.json',
  search: 'search.json',
  week: (weekId: string) => `${FOLDERS.week}/${weekId}.json`,
  /** Issues created per week and release snapshots, shaped for the JIRA charts (jira-series.ts). */
  jira: 'jira.json',
  /** One row per person who took a position (people-stats.ts). */
  peopleStats: 'people-stats.json',
  /** One person's positions grouped by KIP, and co-participants. Ids are URL-safe slugs. */
  person: (personId: string) => `${FOLDERS.person}/${personId}.json`,
  /** Every KIP, the wiki's and the digests' (kip-catalog.ts: KipCatalogRow[]), for the KIP list. */
  catalog: 'kip-catalog.json',
  /** One summary per KIP discussed, for the KIP cards (kip-story.ts: KipCardSummary[]). */
  kips: 'kips.json',
  /** One KIP's whole story across weeks, with the stances of its positions (KipStory), for every KIP. */
  kip: (kip: number) => `${FOLDERS.kip}/${kip}.json`,
  /** The KIPs whose digest status changed in a week (KipMove[]), one file per week. */
  kipMoves: (weekId: string) => `${FOLDERS.kipMoves}/${weekId}.json`,
} as const

export type DataFileKind = keyof typeof DATA_FILES

/**
 * The kind of file at `path`, or undefined for a path the layout has no place for.
 * kindOfPath("weeks/2026-W20.json") → "week"; kindOfPath("index.json") → "index".
 */
export function kindOfPath(path: string): DataFileKind | undefined {
  const parts = path.split('/')
  if (parts.length === 1)
    return (Object.keys(DATA_FILES) as DataFileKind[]).find((kind) => DATA_FILES[kind] === path)
  if (parts.length !== 2 || !parts[1]!.endsWith('.json')) return undefined
  return (Object.keys(FOLDERS) as (keyof typeof FOLDERS)[]).find(
    (kind) => FOLDERS[kind] === parts[0],
  )
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
