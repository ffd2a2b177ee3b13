// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { localizedThreadTitle, threadTitle } from '../../../src/domain/thread-title'
import { realDataset } from '../../helpers/datasets'

// Made-up summaries and titles, and the real week for what the build gives.
const named = (kip: number) => (kip === 1327 ? 'Prevent data loss' : null)

describe('the title of a thread', () => {
  it.each([
    [
      'about one KIP with a known title: its official name, the same in both languages',
      {
        subjectKips: [1327],
        summary: { zh: '讨论了 KIP-1327。其后…', en: 'KIP-1327 was discussed.' },
      },
      { zh: 'KIP-1327: Prevent data loss', en: 'KIP-1327: Prevent data loss' },
    ],
    [
      'a Chinese-only week has no English title',
      { subjectKips: [1327], summary: { zh: '讨论了 KIP-1327。' } },
      { zh: 'KIP-1327: Prevent data loss' },
    ],
    [
      'about one KIP without a known title: from the summary',
      {
        subjectKips: [9999],
        summary: { zh: '讨论了 KIP-9999。其后…', en: 'KIP-9999 was discussed. Then…' },
      },
      { zh: '讨论了 KIP-9999', en: 'KIP-9999 was discussed' },
    ],
    [
      'about several KIPs: from the summary, not one of them',
      { subjectKips: [1327, 1328], summary: { zh: 'KIP-1327 与 1328 的交集。' } },
      { zh: 'KIP-1327 与 1328 的交集' },
    ],
    [
      'about no KIP: from the summary',
      { subjectKips: [], summary: { zh: '社区讨论了发布经理人选。随后…' } },
      { zh: '社区讨论了发布经理人选' },
    ],
  ])('%s', (_name, thread, title) => {
    expect(localizedThreadTitle(thread, named)).toEqual(title)
  })

  it('threadTitle: the first sentence, cut at a word past the limit', () => {
    expect(threadTitle('讨论主要围绕 KIP-1327 展开。作者…')).toBe('讨论主要围绕 KIP-1327 展开')
    expect(threadTitle('One sentence. Two.')).toBe('One sentence')
    const long = threadTitle(`${'word '.repeat(30)}end.`, 20)
    expect(long.endsWith('…')).toBe(true)
    expect([...long].length).toBeLessThanOrEqual(21)
  })

  it('the real week: KIP threads titled by data/kips.json, the others by their summary', () => {
    const d = realDataset()
    const facts = new Map(d.kipFacts.kips.map((k) => [k.kip, k.title]))
    for (const t of d.threads) {
      expect(Object.keys(t.title)).toEqual(Object.keys(t.summary))
      if (t.subjectKips.length === 1) {
        const kip = t.subjectKips[0] as number
        expect(facts.get(kip)).toContain(t.title.zh.slice(`KIP-${kip}: `.length))
        expect(t.title.en).toBe(t.title.zh)
      } else {
        expect(t.summary.zh.startsWith(t.title.zh)).toBe(true)
      }
    }
    expect(d.threads.find((t) => t.id === '2026-W20-kip-1163')?.title.zh).toBe(
      'KIP-1163: Diskless Core',
    )
  })
})
