import { describe, expect, it } from 'vitest'
import { loadAt } from '../../../src/data/file-queries'
import { createQueryClient } from '../../../src/app/query-client'
import { DataLoadError } from '../../../src/data/data-source'
import {
  bundledReader,
  bundleFiles,
  bundleOf,
  packShards,
  unbundleFiles,
} from '../../../src/domain/files/bundles'
import { checkDataFiles } from '../../../src/domain/files/check'
import { DATA_FILES } from '../../../src/domain/files/data-files'
import { SHARD_BUNDLE_CHARS } from '../../../src/domain/files/view-descriptors'
import { splitDataset } from '../../../src/domain/files/split'
import { realDataset, syntheticDataset, threeWeeksDataset } from '../../helpers/datasets'

// SYNTHETIC weeks (scripts/lib/synthetic-digests.ts): enough for several bundles of each kind.
const synthetic = syntheticDataset(40)
const split = splitDataset(synthetic)
const written = bundleFiles(split)

describe('bundles of data files', () => {
  it('give back every file the split wrote, unchanged (split → bundles → files)', () => {
    for (const dataset of [realDataset(), threeWeeksDataset(), synthetic]) {
      const files = splitDataset(dataset)
      expect(unbundleFiles(bundleFiles(files))).toEqual(files)
    }
  })

  it('hold files that each decode with their schema, each in the bundle its path says', () => {
    const files = unbundleFiles(written)
    expect(() => checkDataFiles(files)).not.toThrow()
    for (const [path, value] of written) {
      const bundle = bundleOf(Object.keys(value as object)[0] ?? '', written)
      if (bundle !== path) continue
      for (const member of Object.keys(value as object))
        expect(bundleOf(member, written), member).toBe(path)
    }
  })

  it('write far fewer files than there are weeks, KIPs, people and search shards', () => {
    const bundled = [...split.keys()].filter((path) => !written.has(path))
    expect(bundled.length).toBeGreaterThan(0)
    expect(written.size).toBeLessThan(split.size / 3)
  })

  it('leave the first screen’s files alone: the index and each week', () => {
    for (const path of [
      DATA_FILES.index.path(),
      ...synthetic.weeks.map((w) => DATA_FILES.week.path(w.id)),
    ])
      expect(written.get(path), path).toBe(split.get(path))
  })

  it('pack search shards up to a length, a longer one alone', () => {
    const half = SHARD_BUNDLE_CHARS / 2
    expect(packShards([half, half, 1, SHARD_BUNDLE_CHARS * 3, 5, 5])).toEqual([0, 2, 3, 4])
  })
})

describe('a file read out of its bundle', () => {
  const path = DATA_FILES.kip.path(1327)
  const bundle = bundleOf(path)!
  const serving =
    (files: Record<string, unknown>) =>
    async (file: string): Promise<unknown> => {
      if (!(file in files)) throw new DataLoadError(file, 'HTTP 404')
      return files[file]
    }

  const load = (files: Record<string, unknown>) =>
    loadAt(createQueryClient(), serving(files), DATA_FILES.kip, path)

  it('is the file', async () => {
    expect(await load({ [bundle]: written.get(bundle) })).toEqual(split.get(path))
  })

  it('names the bundle and the file when the bundle does not hold it', async () => {
    await expect(load({ [bundle]: {} })).rejects.toThrow(
      new DataLoadError(bundle, `holds no ${path}`),
    )
  })

  it('names the bundle when it is not a bundle at all', async () => {
    await expect(load({ [bundle]: [1, 2] })).rejects.toThrow(bundle)
  })

  it('names the bundle, the file and the field when the file is wrong', async () => {
    await expect(
      load({ [bundle]: { [path]: { ...(split.get(path) as object), kip: 'one' } } }),
    ).rejects.toThrow(`${bundle}: ${path}: kip:`)
  })

  it('is found by its path by the build’s reader of the data folder', async () => {
    const read = bundledReader(async (file) => {
      if (!written.has(file)) throw new Error(`no ${file}`)
      return written.get(file)
    })
    for (const file of [
      path,
      DATA_FILES.personPage.path('synthetic-person-1', 2),
      DATA_FILES.index.path(),
    ])
      expect(await read(file), file).toEqual(split.get(file))
  })
})
