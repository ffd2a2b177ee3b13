import * as v from 'valibot'
import { fileEach, inBundle, nameOf, oneFile, placedBy } from './descriptor'
import { FILES } from './descriptors'
import { count, localized, text } from './schemas'
import {
  jiraFile,
  kipCardSummary,
  kipCatalogRow,
  kipStoryFile,
  kipStoryPage,
  personFile,
  personPage,
  personStats,
  searchIndexFile,
  threadFacetsFile,
} from './view-schemas'

/**
 * The kinds of data file only a view other than the timeline, a week and a thread reads (the
 * filters, search, the KIP, JIRA and people views), with their schemas (view-schemas.ts):
 * imported by those views alone, so they load with the views' code, not with the first screen
 * (descriptor.ts says what a kind is; descriptors.ts has the first screen's).
 *
 * Static hosts cap a site's files (Cloudflare Pages: 20,000), and a file per KIP, person, search
 * shard and week's titles made most of them: those kinds are written in bundles (their `bundle`;
 * bundles.ts), cut so that a view still downloads little besides what it shows.
 */

/** The titles search results show, of this many weeks to a bundle (a result names a few). */
const TITLE_WEEKS_PER_BUNDLE = 24
/** A KIP's story and first page of threads are in one bundle with those of its neighbours. */
const KIPS_PER_BUNDLE = 16
/** A person's figures and first page are in one of this many bundles, by their id's hash. */
const PERSON_BUNDLES = 32
/** A person's further pages, this many to a bundle. */
const PERSON_PAGES_PER_BUNDLE = 8
/** Search shards go together, in name order, until a bundle is this long (a larger one is alone). */
export const SHARD_BUNDLE_CHARS = 256_000

/** The sizes above: the app finds its files by them (a change is a new FILES_VERSION). */
export const BUNDLE_SIZES = {
  TITLE_WEEKS_PER_BUNDLE,
  KIPS_PER_BUNDLE,
  PERSON_BUNDLES,
  PERSON_PAGES_PER_BUNDLE,
  SHARD_BUNDLE_CHARS,
}

/**
 * A search shard's or stop word's name as a file name, the same on every file system and in every URL: letters a–z and
 * digits stay, any other character is "_" and six hex digits. shardFileName("竣") → "_007ae3".
 */
export function shardFileName(shard: string): string {
  return [...shard]
    .map((c) => (/^[a-z0-9]$/.test(c) ? c : `_${c.codePointAt(0)!.toString(16).padStart(6, '0')}`))
    .join('')
}

/** "1327-2" → [1327, 2]; "jun-rao-2" → ["jun-rao", 2]: a paged file's name. */
function pageOf(name: string): [owner: string, page: number] {
  const cut = name.lastIndexOf('-')
  return [name.slice(0, cut), Number(name.slice(cut + 1))]
}

/**
 * The weeks of `weekId`'s bundle of titles as a name, "2025-W49--2026-W20": counted from the
 * newest. Undefined for a week the index does not have.
 */
function weekGroup(weeks: readonly string[], weekId: string): string | undefined {
  const at = weeks.indexOf(weekId)
  if (at === -1) return undefined
  const size = TITLE_WEEKS_PER_BUNDLE
  const end = weeks.length - Math.floor((weeks.length - 1 - at) / size) * size
  return `${weeks[Math.max(0, end - size)]}--${weeks[end - 1]}`
}

const kipGroup = (kip: number) => Math.floor(kip / KIPS_PER_BUNDLE) * KIPS_PER_BUNDLE

/** FNV-1a of the id's UTF-16 code units, as two hex digits: the same in every browser and in Node. */
function personGroup(personId: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < personId.length; i++)
    hash = Math.imul(hash ^ personId.charCodeAt(i), 0x01000193) >>> 0
  return (hash % PERSON_BUNDLES).toString(16).padStart(2, '0')
}

/** The search index's list of shards and stop words, and where each bundle of shards begins. */
const searchManifest = oneFile(
  'search/index.json',
  v.strictObject({ shards: v.array(text), stop: v.array(text), files: v.array(count) }),
)
const shardPath = (shard: string) => `search/terms/${shardFileName(shard)}.json`

export const VIEW_FILES = {
  /** The same as threads.json without titles, written compactly (thread-facets.ts), for the timeline's filters. */
  threadFacets: oneFile('thread-facets.json', threadFacetsFile),
  /** Issues created per week and release snapshots, shaped for the JIRA charts (jira-series.ts). */
  jira: oneFile('jira.json', jiraFile),
  /** One row per person who took a position (people-stats.ts). */
  peopleStats: oneFile('people-stats.json', v.array(personStats)),
  /**
   * One person: their figures, co-participants and how many pages their threads fill
   * (PersonSummary). Ids are URL-safe slugs. In one of 32 bundles, by the id's hash.
   */
  person: fileEach(
    'people/<person>.json',
    (personId: string) => `people/${personId}.json`,
    personFile,
    inBundle((path) => `people/${personGroup(nameOf(path))}.json`),
  ),
  /**
   * One page of a person's threads with their positions, grouped by KIP (PositionGroup[]), from 1:
   * the first in their person's bundle, the others eight to a bundle of theirs.
   */
  personPage: fileEach(
    'person-pages/<person>-<page>.json',
    (personId: string, page: number) => `person-pages/${personId}-${page}.json`,
    personPage,
    inBundle((path) => {
      const [person, page] = pageOf(nameOf(path))
      if (page === 1) return `people/${personGroup(person)}.json`
      return `person-pages/${person}/${page - ((page - 2) % PERSON_PAGES_PER_BUNDLE)}.json`
    }),
  ),
  /** Every KIP, the wiki's and the digests' (kip-catalog.ts: KipCatalogRow[]), for the KIP list. */
  catalog: oneFile('kip-catalog.json', v.array(kipCatalogRow)),
  /** One summary per KIP discussed, for the KIP cards (kip-story.ts: KipCardSummary[]). */
  kips: oneFile('kips.json', v.array(kipCardSummary)),
  /**
   * One KIP's whole story across weeks, with the stances of its positions (KipStory), for every
   * KIP: sixteen KIPs to a bundle, with their first pages of threads.
   */
  kip: fileEach(
    'kips/<kip>.json',
    (kip: number) => `kips/${kip}.json`,
    kipStoryFile,
    inBundle((path) => `kips/${kipGroup(Number(nameOf(path)))}.json`),
  ),
  /** One page of a KIP's threads, newest weeks first (KipStoryPage), from 1. */
  kipStoryPage: fileEach(
    'kip-story/<kip>-<page>.json',
    (kip: number, page: number) => `kip-story/${kip}-${page}.json`,
    kipStoryPage,
    inBundle((path) => {
      const [kip, page] = pageOf(nameOf(path))
      const group = kipGroup(Number(kip))
      return page === 1 ? `kips/${group}.json` : `kip-story/${group}-${page}.json`
    }),
  ),
  /**
   * The search index of the KIPs and threads, cut by term (domain/search/shards.ts): which shards
   * and stop words there are, each shard's and each stop word's MiniSearch index, and the titles
   * a result shows, loaded for the results shown.
   */
  searchManifest,
  /** Shards in name order, until a bundle would pass SHARD_BUNDLE_CHARS (the manifest's `files`). */
  searchShard: fileEach(
    'search/terms/<shard>.json',
    shardPath,
    searchIndexFile,
    placedBy(searchManifest, (path, { shards, files }) => {
      const at = shards.findIndex((shard) => shardPath(shard) === path)
      return at === -1
        ? undefined
        : `search/terms/${files.filter((start) => start <= at).length - 1}.json`
    }),
  ),
  searchStop: fileEach(
    'search/stop/<word>.json',
    (word: string) => `search/stop/${shardFileName(word)}.json`,
    searchIndexFile,
  ),
  /** The titles of ten KIPs, <group>0 to <group>9 (search/shards.ts, kipTitleGroup): ten groups to a bundle. */
  searchKipTitles: fileEach(
    'search/kips/<group>.json',
    (group: number) => `search/kips/${group}.json`,
    v.record(v.string(), text),
    inBundle((path) => `search/kips/${Math.floor(Number(nameOf(path)) / 10) * 100}.json`),
  ),
  /** The titles of a week's threads: 24 weeks to a bundle, counted from the index's newest. */
  searchThreadTitles: fileEach(
    'search/titles/<week>.json',
    (weekId: string) => `search/titles/${weekId}.json`,
    v.record(v.string(), localized),
    placedBy(FILES.index, (path, index) => {
      const group = weekGroup(
        index.weeks.map((week) => week.id),
        nameOf(path),
      )
      return group && `search/titles/${group}.json`
    }),
  ),
}
