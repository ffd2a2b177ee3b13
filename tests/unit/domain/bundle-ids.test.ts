// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { splitDataset } from '../../../src/domain/files/split'
import { weekOfThread } from '../../../src/domain/thread-ids'
import { decodeFile } from '../../../src/domain/files/check'
import { type ThreadCard } from '../../../src/domain/files/schemas'
import { resolveThreadId } from '../../../src/domain/thread-redirects'
import { goldDevDataset, realDataset, threeWeeksDataset } from '../../helpers/datasets'

describe('thread ids and titles in the files the app loads', () => {
  const real = splitDataset(realDataset())
  const index = decodeFile('index', 'index.json', real.get('index.json'))

  it('the index carries the redirects of the published ids, one step each', () => {
    expect(Object.keys(index.threadRedirects)).toHaveLength(10)
    const cards = real.get('threads.json') as ThreadCard[]
    const ids = new Set(cards.map((c) => c.id))
    for (const [from, to] of Object.entries(index.threadRedirects)) {
      expect(ids.has(to), `${from} → ${to}`).toBe(true)
      expect(resolveThreadId(from, index.threadRedirects)).toBe(to)
    }
    expect(resolveThreadId('2026-W20-3', index.threadRedirects)).toBe('2026-W20-kip-1327')
  })

  it.each([
    ['the real week', realDataset],
    ['the made-up three weeks', threeWeeksDataset],
    ['the made-up dev weeks', goldDevDataset],
  ])('%s: every card has its thread title, and its week can be read from its id', (_name, load) => {
    const dataset = load()
    const cards = splitDataset(dataset).get('threads.json') as ThreadCard[]
    expect(cards.map((c) => c.title)).toEqual(dataset.threads.map((t) => t.title))
    for (const card of cards) expect(weekOfThread(card.id), card.id).toBe(card.week)
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length)
  })
})
