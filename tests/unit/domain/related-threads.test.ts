import { describe, expect, it } from 'vitest'
import type { Thread } from '../../../src/domain/dataset'
import { relatedThreads } from '../../../src/domain/related-threads'
import { threeWeeksDataset } from '../../helpers/datasets'

/** A made-up thread: only what relatedThreads reads. */
const thread = (id: string, week: string, kips: number[]) =>
  ({ id, week, kips, title: { zh: id }, status: 'open' }) as unknown as Thread

describe('relatedThreads', () => {
  it('lists the threads of other weeks that share a KIP, newest week first, with the KIPs shared', () => {
    const related = relatedThreads([
      thread('a', '2026-W20', [1, 2]),
      thread('b', '2026-W20', [1]),
      thread('c', '2026-W21', [2, 3]),
      thread('d', '2026-W22', [1]),
      thread('e', '2026-W22', [4]),
    ])
    expect(related.get('a')?.threads.map((r) => [r.id, r.kips])).toEqual([
      ['d', [1]],
      ['c', [2]],
    ])
    // A thread of the same week is not "another week"; a thread with nothing shared has none.
    expect(related.get('b')?.threads.map((r) => r.id)).toEqual(['d'])
    expect(related.has('e')).toBe(false)
  })

  it('shows at most `limit`, and counts them all', () => {
    const threads = Array.from({ length: 12 }, (_, i) =>
      thread(`t${i}`, `2026-W${String(10 + i).padStart(2, '0')}`, [7]),
    )
    const first = relatedThreads(threads, 8).get('t0')!
    expect(first.total).toBe(11)
    expect(first.threads.map((r) => r.id)).toEqual([
      't11',
      't10',
      't9',
      't8',
      't7',
      't6',
      't5',
      't4',
    ])
  })

  it('on the made-up weeks: KIP-1327 of W24 is related to its thread of W21, by title', () => {
    const related = relatedThreads(threeWeeksDataset().threads)
    const w24 = related.get('2026-W24-kip-1327')!
    expect(w24.threads.map((r) => r.id)).toContain('2026-W21-kip-1327')
    expect(w24.threads.find((r) => r.id === '2026-W21-kip-1327')!.title.zh).toMatch(/^KIP-1327: /)
  })
})
