import { describe, expect, it } from 'vitest'
import { loadFile } from '../../../src/data/data-source'
import { fileQuery } from '../../../src/data/file-queries'
import { createQueryClient } from '../../../src/app/query-client'
import type { Dataset } from '../../../src/domain/dataset'
import { decodeFile } from '../../../src/domain/files/check'
import { splitDataset } from '../../../src/domain/files/split'
import { DATA_FILES } from '../../../src/domain/files/data-files'
import { encodeThreadFacets, type ThreadFacetsFile } from '../../../src/domain/files/thread-facets'
import { realDataset, syntheticDataset, threeWeeksDataset } from '../../helpers/datasets'

const PATH = 'thread-facets.json'
const facetsOf = ({ threads }: Dataset) =>
  threads.map(({ id, week, status, kips, participants }) => ({
    id,
    week,
    status,
    kips,
    participants,
  }))

describe('thread-facets.json', () => {
  it.each([
    ['the real week', realDataset],
    ['three made-up weeks', threeWeeksDataset],
    ['30 synthetic weeks', () => syntheticDataset(30)],
  ])('gives back every thread of %s, in order, as the build wrote it', (_, make) => {
    const dataset = make()
    const written = splitDataset(dataset).get(PATH)
    // What the app reads: the file checked against its schema, and decoded by it.
    expect(decodeFile('threadFacets', PATH, written)).toEqual(facetsOf(dataset))
  })

  it('names each person once, and each week once when its threads are together', () => {
    const dataset = syntheticDataset(30)
    const file = encodeThreadFacets(dataset.threads)
    expect(new Set(file.people).size).toBe(file.people.length)
    expect(file.people.sort()).toEqual(
      [...new Set(dataset.threads.flatMap((t) => t.participants))].sort(),
    )
    expect(file.weeks.map(([week]) => week)).toEqual([
      ...new Set(dataset.threads.map((t) => t.week)),
    ])
  })

  it('is a clear error, naming the file and the field, when a person is missing', async () => {
    const file: ThreadFacetsFile = {
      people: ['jun-rao'],
      weeks: [['2026-W20', [['2026-W20-kip-1327', 'open', [1327], [0, 3]]]]],
    }
    const fetchJson = async () => file as unknown
    await expect(loadFile(fetchJson, DATA_FILES.threadFacets.schema, PATH)).rejects.toThrow(
      'thread-facets.json: weeks.0.1.0.3.1: no person 3 in people',
    )
    // The schema's own checks: an index must be a whole number.
    const fractional = structuredClone(file)
    fractional.weeks[0]![1][0]![3] = [0.5]
    await expect(
      loadFile(async () => fractional, DATA_FILES.threadFacets.schema, PATH),
    ).rejects.toThrow(/thread-facets\.json: weeks\.0\.1\.0\.3\.0/)
  })

  it('is what the filters load: the file from its path, decoded', async () => {
    const files = splitDataset(threeWeeksDataset())
    const asked: string[] = []
    const fetchJson = async (path: string) => {
      asked.push(path)
      return files.get(path)
    }
    const threads = await createQueryClient().fetchQuery(
      fileQuery(fetchJson, DATA_FILES.threadFacets),
    )
    expect(asked).toEqual([PATH])
    expect(threads).toEqual(facetsOf(threeWeeksDataset()))
  })
})
