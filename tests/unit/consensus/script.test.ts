// Made-up lines in traditional characters: read as the simplified ones, evidence as written.
import { describe, expect, it } from 'vitest'
import { buildDataset } from '../../../src/domain/build-dataset'
import { readInSimplified } from '../../../src/domain/consensus/script'

describe('a digest in traditional characters', () => {
  it('is read in simplified characters, one for one, its words shown as written', () => {
    const r = readInSimplified('投票通過，反對者已撤回。')
    expect(r.text).toBe('投票通过，反对者已撤回。')
    expect(r.asWritten('反对者已撤回')).toBe('反對者已撤回')
    expect(readInSimplified('已合并').asWritten('合并')).toBe('合并')
  })

  it('gets the statuses, stances and votes its simplified twin gets', () => {
    const digest = (text: string) => `2026-05-04 ~ 2026-05-10
討論圍繞 KIP-9001 展開（編造）。
${text}
本周新建 1 个 Issue
編造的 JIRA 段落。
`
    const r = buildDataset({
      files: [
        {
          name: '2026-05-04.zh.txt',
          text: digest(
            '@Ann Example: 反對引入新的配置項。\n@Bo Example: 贊成票（有約束力）。\n投票通過，KIP 正式被接受。',
          ),
        },
      ],
      people: { people: [] },
    })
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    const [t] = r.dataset.threads
    expect(t).toMatchObject({ status: 'done', statusEvidence: '投票通過', statusBasis: 'rule' })
    expect(t!.positions.map((p) => [p.stance, p.stanceEvidence, p.vote])).toEqual([
      ['objection', '反對', null],
      ['support', '贊成票（有約束力）', { value: '+1', binding: true }],
    ])
  })
})

describe('a digest in written Cantonese', () => {
  it('is read in Mandarin function words, one for one, its words shown as written', () => {
    const r = readInSimplified('佢投咗 +1，冇讲 binding 唔 binding；唔系冇共识。')
    expect(r.text).toBe('他投了 +1，没讲 binding 不 binding；不是没共识。')
    expect(r.asWritten('不是没共识')).toBe('唔系冇共识')
    expect(readInSimplified('而家仲未 pass 得。').text).toBe('现在还未 pass 得。')
    expect(readInSimplified('佢力撑呢个方案，唔同意拆开。').text).toBe(
      '他力挺这个方案，不同意拆开。',
    )
    expect(readInSimplified('Piotr 话 RC2 嘅 fix 仲未 merge。').text).toBe(
      'Piotr 说 RC2 的 fix 还未 merge。',
    )
  })

  it('leaves the Mandarin words that hold the same characters alone', () => {
    for (const words of ['系统和体系的关系', '电话里的对话', '这个话题', '仲裁结果'])
      expect(readInSimplified(words).text).toBe(words)
  })

  it('gets the statuses, stances and votes its Mandarin twin gets', () => {
    const digest = (text: string) => `2026-05-04 ~ 2026-05-10
围绕 KIP-9001 嘅讨论（编造）。
${text}
本周新建 1 个 Issue
编造的 JIRA 段落。
`
    const r = buildDataset({
      files: [
        {
          name: '2026-05-04.zh.txt',
          text: digest(
            '@Ann Example: 我唔同意加新嘅配置项。\n@Bo Example: 投咗赞成票，冇讲系唔系 binding。\n冇人反对，大家都 OK 咗。',
          ),
        },
      ],
      people: { people: [] },
    })
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    const [t] = r.dataset.threads
    expect(t).toMatchObject({ status: 'agreed', statusBasis: 'rule' })
    expect(t!.positions.map((p) => [p.stance, p.stanceEvidence, p.vote])).toEqual([
      ['objection', '唔同意', null],
      ['support', '投咗赞成票', { value: '+1', binding: null }],
    ])
  })
})
