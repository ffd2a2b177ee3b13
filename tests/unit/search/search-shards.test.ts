import { describe, expect, it } from 'vitest'
import { DATA_FILES } from '../../../src/domain/files/data-files'
import { splitDataset } from '../../../src/domain/files/split'
import type { SearchDocument } from '../../../src/domain/search/documents'
import { shardFileName } from '../../../src/domain/files/view-descriptors'
import { shardOf } from '../../../src/domain/search/shards'
import { writeSearchIndex } from '../../../src/domain/search/write-index'
import {
  matchingThreads,
  openShard,
  searchEverything,
  searchIndex,
  type IndexSource,
} from '../../../src/domain/search/engine'
import { searchSourcesFromFiles } from '../../../scripts/lib/search-files'
import { realDataset } from '../../helpers/datasets'

describe('the shard of a term', () => {
  it.each([
    ['竣阳', '竣'],
    ['竣', '竣'],
    ['1327', '132#4'],
    ['1320', '132#4'],
    ['13279', '132#5'],
    ['858', '85#3'],
    ['7', '#1'],
    ['diskless', 'dis'],
    ['dis', 'dis'],
    ['v2', 'v2'],
  ])('%s → %s', (term, shard) => expect(shardOf(term)).toBe(shard))

  it('has a file name of letters and digits, one for each shard', () => {
    expect(shardFileName('dis')).toBe('dis')
    expect(shardFileName('竣')).toBe('_007ae3')
    expect(shardFileName('a_')).not.toBe(shardFileName('a'))
    expect(new Set(['竣', '竣a', '_007ae3', 'é'].map(shardFileName)).size).toBe(4)
  })
})

describe('a query downloads the shards of its words, and nothing else', () => {
  const files = splitDataset(realDataset())
  const searchReading = () => {
    const read: string[] = []
    const sources = searchSourcesFromFiles((path) => {
      read.push(path)
      if (!files.has(path)) throw new Error(`no such data file: ${path}`)
      return JSON.parse(JSON.stringify(files.get(path)))
    })
    read.length = 0
    return { read, sources }
  }

  it('"diskless": the shard "dis", and the titles of what it shows', async () => {
    const { read, sources } = searchReading()
    const { hits } = await searchEverything(sources, 'diskless')
    expect(hits.thread[0]?.target).toBe('2026-W20-kip-1163')
    expect(read.filter((path) => path.startsWith('search/terms/'))).toEqual([
      DATA_FILES.searchShard.path('dis'),
    ])
    expect(read).toContain(DATA_FILES.searchThreadTitles.path('2026-W20'))
    expect(read).toContain(DATA_FILES.searchKipTitles.path(116))
  })

  it('"黄竣阳": the shards of 黄 and 竣 (its two pairs)', async () => {
    const { read, sources } = searchReading()
    await searchEverything(sources, '黄竣阳')
    expect(read.filter((path) => path.startsWith('search/terms/')).sort()).toEqual(
      [DATA_FILES.searchShard.path('竣'), DATA_FILES.searchShard.path('黄')].sort(),
    )
  })

  it('every shard the manifest names is a file, and every shard file is named', () => {
    const manifest = files.get(DATA_FILES.searchManifest.path()) as { shards: string[] }
    const shardFiles = [...files.keys()].filter((path) => path.startsWith('search/terms/'))
    expect(manifest.shards.map((shard) => DATA_FILES.searchShard.path(shard)).sort()).toEqual(
      shardFiles.sort(),
    )
  })
})

/**
 * Made-up documents: "common" and "words" in all of them, "kafka" in half and one more, "odd" and
 * "even" in half each, "rare" in three; each its own name ("n17").
 */
function madeUpDocs(): SearchDocument[] {
  return Array.from({ length: 300 }, (_, i) => ({
    id: `2026-W20-t${i}`,
    key: '',
    title: i % 100 === 0 ? 'rare' : `n${i}`,
    text: `common words ${i <= 150 ? 'kafka' : ''} ${i % 2 ? 'odd' : 'even'}`,
    about: '',
  }))
}

function sourceOf(docs: SearchDocument[]): IndexSource {
  const built = writeSearchIndex(docs)
  return {
    manifest: built.manifest,
    load: async (part, name) => {
      const json = (part === 'shard' ? built.shards : built.stop).get(name)
      if (!json) throw new Error(`no ${part} ${name}`)
      return openShard(JSON.parse(JSON.stringify(json)))
    },
  }
}

describe('numbers', () => {
  /** Made-up documents, each naming one number: KIP-1320 to KIP-1329, 132, 13200 and 7. */
  const numbered = [...Array.from({ length: 10 }, (_, i) => 1320 + i), 132, 13200, 7].map(
    (n): SearchDocument => ({
      id: `2026-W20-n${n}`,
      key: '',
      title: `KIP-${n}`,
      text: 'made up',
      about: '',
    }),
  )

  it('share a shard with the numbers of their length and first digits: a few files, not one each', () => {
    const { manifest } = writeSearchIndex(numbered)
    expect(manifest.shards.filter((shard) => shard.includes('#')).sort()).toEqual(
      ['#1', '13#3', '132#4', '132#5'].sort(),
    )
  })

  it('find only their own documents: KIP-1327 is never KIP-1320, nor KIP-132', async () => {
    const source = sourceOf(numbered)
    expect([...(await matchingThreads(source, '1327'))]).toEqual(['2026-W20-n1327'])
    expect([...(await matchingThreads(source, '132'))]).toEqual(['2026-W20-n132'])
    expect([...(await matchingThreads(source, '13200'))]).toEqual(['2026-W20-n13200'])
  })
})

describe('stop words', () => {
  it('a word in more than half of the documents is one; its documents are still found', async () => {
    const source = sourceOf(madeUpDocs())
    expect(source.manifest.stop).toEqual(['common', 'kafka', 'words'])
    expect(source.manifest.shards).not.toContain('com')
    // Alone, it finds every document that has it; with another word, that word decides.
    expect((await matchingThreads(source, 'common')).size).toBe(300)
    expect((await matchingThreads(source, 'kafka')).size).toBe(151)
    expect([...(await matchingThreads(source, 'common rare'))].sort()).toEqual([
      '2026-W20-t0',
      '2026-W20-t100',
      '2026-W20-t200',
    ])
    // A stop word being typed finds the stop words it begins.
    expect((await matchingThreads(source, 'kaf')).size).toBe(151)
  })

  it('none in a small corpus, where a few threads say everything twice', () => {
    expect(sourceOf(madeUpDocs().slice(0, 50)).manifest.stop).toEqual([])
  })

  it('every word must match, across shards', async () => {
    const source = sourceOf(madeUpDocs())
    const ids = (await searchIndex(source, 'odd n17')).map(([id]) => id)
    expect(ids).toEqual(['2026-W20-t17'])
    expect(await searchIndex(source, 'even n17')).toEqual([])
    expect(await searchIndex(source, 'odd nothing')).toEqual([])
  })
})
