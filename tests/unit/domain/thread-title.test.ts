// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { localizedThreadTitle, threadTitle, withoutLeadIn } from '../../../src/domain/thread-title'
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

  it.each([
    [
      '本次讨论主要围绕 Apache Kafka 4.3.0 版本发布公告博客文章的 PR 审查展开',
      'Apache Kafka 4.3.0 版本发布公告博客文章的 PR 审查',
    ],
    ['讨论主要针对 KIP-1327 提出的配置方案进行', 'KIP-1327 提出的配置方案'],
    ['This discussion centred on the PR review of the blog post', 'PR review of the blog post'],
    ['The discussion focused on refining the configuration', 'Refining the configuration'],
    [
      'This discussion is about the PR proposing to add a committer',
      'PR proposing to add a committer',
    ],
    // Not a lead-in: kept whole.
    [
      'The community discussed and confirmed the release manager',
      'The community discussed and confirmed the release manager',
    ],
    ['社区讨论并确认了发布经理人选', '社区讨论并确认了发布经理人选'],
    ['该讨论主要关于将 Sean Quah 添加到提交者名单的 PR', '将 Sean Quah 添加到提交者名单的 PR'],
    ['The discussion of KIP-1 stalled', 'The discussion of KIP-1 stalled'],
  ])('without its lead-in: %s → %s', (sentence, title) => {
    expect(withoutLeadIn(sentence)).toBe(title)
  })

  it('threadTitle: the first sentence, cut at a word past the limit', () => {
    expect(threadTitle('讨论主要围绕 KIP-1327 展开。作者…')).toBe('KIP-1327')
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
        expect(t.summary.zh).toContain(t.title.zh)
      }
    }
    expect(d.threads.find((t) => t.id === '2026-W20-kip-1163')?.title.zh).toBe(
      'KIP-1163: Diskless Core',
    )
  })
})
