/**
 * Datasets for tests, built with the real parser from files on disk: the real week in data/,
 * or a made-up fixture folder under tests/fixtures/.
 */
import { syntheticDigests } from '../../scripts/lib/synthetic-digests'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buildDataset } from '../../src/domain/build-dataset'
import type { Dataset } from '../../src/domain/dataset'
import type { KipFactsInput } from '../../src/domain/kip-facts'
import type { PeopleTable } from '../../src/domain/people'
import type { PublishedIds } from '../../src/domain/published-ids'

export const ROOT = resolve(import.meta.dirname, '../..')

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T
}

/**
 * Builds the dataset of a digests folder (default: the real data, with its record of published
 * thread ids, so that its redirects are the site's) or throws with the errors.
 */
export function loadDataset(
  digestsDir = join(ROOT, 'data/digests'),
  peopleFile = join(ROOT, 'data/people.json'),
  publishedIdsFile = digestsDir === join(ROOT, 'data/digests')
    ? join(ROOT, 'data/published-ids.json')
    : undefined,
): Dataset {
  const files = readdirSync(digestsDir)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(digestsDir, name), 'utf8') }))
  const result = buildDataset({
    files,
    people: readJson<PeopleTable>(peopleFile),
    kipFacts: readJson<KipFactsInput>(
      // Made-up weeks get the real facts of the KIPs the fixtures name, not all 1,324.
      digestsDir === join(ROOT, 'data/digests') ? join(ROOT, 'data/kips.json') : FIXTURE_KIPS,
    ),
    ...(publishedIdsFile ? { publishedIds: readJson<PublishedIds>(publishedIdsFile) } : {}),
  })
  if (!result.ok)
    throw new Error(result.errors.map((e) => `${e.file}:${e.line}: ${e.message}`).join('\n'))
  return result.dataset
}

export const realDataset = () => loadDataset()

/**
 * A SYNTHETIC corpus of `weeks` weeks ending with the real week (scripts/lib/synthetic-digests.ts:
 * every summary says "[synthetic]"), with the real people table: a long history, for the views
 * that page it.
 */
export function syntheticDataset(weeks: number): Dataset {
  const result = buildDataset({
    files: syntheticDigests({ weeks, seed: 1, end: '2026-05-11' }),
    people: readJson<PeopleTable>(join(ROOT, 'data/people.json')),
    kipFacts: readJson<KipFactsInput>(FIXTURE_KIPS),
  })
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('\n'))
  return result.dataset
}
/** A subset of data/kips.json: the KIPs the fixtures and the real week name, and KIP-1150. */
const FIXTURE_KIPS = join(ROOT, 'tests/fixtures/kips-subset.json')
/** The made-up weeks use the made-up people table of tests/fixtures/. */
const FIXTURE_PEOPLE = join(ROOT, 'tests/fixtures/people.json')
export const threeWeeksDataset = () =>
  loadDataset(join(ROOT, 'tests/fixtures/three-weeks'), FIXTURE_PEOPLE)
/** The six made-up, labelled dev weeks (made-up people; no people table: each spelling is its own). */
export const goldDevDataset = () =>
  loadDataset(
    join(ROOT, 'tests/fixtures/gold-dev'),
    join(ROOT, 'tests/fixtures/gold-dev/people.json'),
  )
