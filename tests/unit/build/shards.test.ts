// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseShard, shardOf } from '../../../scripts/lib/shards'

describe('a build step shared out among processes (scripts/lib/shards.ts)', () => {
  it('reads k/n, and refuses what is not a shard', () => {
    expect(parseShard('1/3', 'step')).toEqual({ k: 1, n: 3 })
    for (const text of ['3/3', '-1/2', '1/0', 'a/b', '1', '1.5/3'])
      expect(() => parseShard(text, 'step'), text).toThrow(`step: --shard ${text} is not k/n`)
  })

  it('gives every item to exactly one shard, in turn', () => {
    const items = Array.from({ length: 11 }, (_, i) => `page-${i}`)
    const shards = [0, 1, 2].map((k) => shardOf(items, { k, n: 3 }))
    expect(shards[0]).toEqual(['page-0', 'page-3', 'page-6', 'page-9'])
    expect(shards.flat().sort()).toEqual([...items].sort())
  })
})
