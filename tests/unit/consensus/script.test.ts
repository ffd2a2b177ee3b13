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
