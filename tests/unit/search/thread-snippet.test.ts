// Made-up threads: where a query matched, for a search result.
import { describe, expect, it } from 'vitest'
import { threadSnippet } from '../../../src/domain/search/thread-snippet'

const thread = {
  title: { zh: 'KIP-1163：无盘主题', en: 'KIP-1163: Diskless topics' },
  summary: {
    zh: '讨论无盘主题的元数据存放位置。',
    en: 'Where diskless topics keep their metadata.',
  },
  conclusion: { zh: '仍在讨论。', en: 'Still under discussion.' },
  positions: [
    {
      name: '黃竣陽',
      person: 'ken-huang',
      text: {
        zh: '担心对象存储的延迟会拖慢 produce 请求。',
        en: 'Worried object storage latency slows produce requests.',
      },
    },
    {
      name: 'mjsax',
      text: {
        zh: '建议把批量提交做成可配置。',
        en: 'Suggested making batch commits configurable.',
      },
    },
  ],
}

describe('where a query matched in a thread', () => {
  it('names the person whose position matched, with the words around', () => {
    expect(threadSnippet(thread, '批量提交', 'zh')).toEqual({
      place: 'position',
      person: 'mjsax',
      text: '建议把批量提交做成可配置。',
    })
  })

  it('finds a person by name, in either script', () => {
    expect(threadSnippet(thread, '黄竣阳', 'en')).toMatchObject({
      place: 'position',
      person: '黃竣陽',
    })
  })

  it('finds a person by another spelling of their name', () => {
    const aliases = (id: string) => (id === 'ken-huang' ? ['Ken Huang'] : [])
    expect(threadSnippet(thread, 'ken huang', 'en', aliases)).toMatchObject({ person: '黃竣陽' })
    expect(threadSnippet(thread, 'ken huang', 'en')).toBeNull()
  })

  it('shows the position of the person the query names, over a text with fewer of its words', () => {
    const crowd = {
      ...thread,
      positions: [
        { name: 'Person 10', text: { zh: 'Person 提到了 CI。' } },
        { name: 'Person 1', text: { zh: '支持。' } },
      ],
    }
    expect(threadSnippet(crowd, 'Person 1', 'zh')).toMatchObject({ person: 'Person 1' })
  })

  it('reads the page language first, then the other', () => {
    expect(threadSnippet(thread, 'latency', 'en')?.text).toContain('latency')
    expect(threadSnippet(thread, '延迟', 'en')).toMatchObject({
      place: 'position',
      person: '黃竣陽',
    })
  })

  it('falls back to the summary and the conclusion', () => {
    expect(threadSnippet(thread, 'metadata', 'en')).toMatchObject({ place: 'summary' })
    expect(threadSnippet(thread, '仍在讨论', 'zh')).toMatchObject({ place: 'conclusion' })
  })

  it('cuts an English text between words', () => {
    const words = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda'
    const long = { ...thread, summary: { zh: '摘要', en: `${words} target ${words} ${words}` } }
    const snippet = threadSnippet(long, 'target', 'en')!.text
    expect(snippet).toMatch(/^…[a-z]+ .* target .* [a-z]+…$/)
    const whole = new Set([...words.split(' '), 'target'])
    expect(
      snippet
        .slice(1, -1)
        .split(' ')
        .every((w) => whole.has(w)),
    ).toBe(true)
  })

  it('finds words in a text with characters that fold to several', () => {
    const dots = { ...thread, conclusion: { zh: '结论……仍待讨论目标词。' } }
    expect(threadSnippet(dots, '目标词', 'zh')).toMatchObject({ place: 'conclusion' })
  })

  it('says nothing where only the title matched', () => {
    expect(threadSnippet(thread, 'KIP-1163', 'en')).toBeNull()
  })

  it('cuts a long text around the match, with ellipses', () => {
    const long = { ...thread, summary: { zh: `${'甲'.repeat(80)}目标词${'乙'.repeat(120)}` } }
    const snippet = threadSnippet(long, '目标词', 'zh')!
    expect(snippet.text.length).toBeLessThan(100)
    expect(snippet.text).toMatch(/^…甲+目标词乙+…$/)
  })
})
