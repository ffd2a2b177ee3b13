// Made-up conclusions, worded unlike the dev set, to check that the rules read clauses, not phrases.
import { describe, expect, it } from 'vitest'
import type { ThreadStatus } from '../../../src/domain/dataset'
import { classifyStatus, CONCEPT_STATUS, STATUS_CUES } from '../../../src/domain/consensus/status'

const cases: [ThreadStatus, string][] = [
  ['done', '补丁已经合进主干，问题单随之关闭。'],
  ['done', 'KIP-1400 的投票以 4 票 binding 赞成顺利通过。'],
  ['done', '提案获得通过，作者将着手实现。'],
  ['done', '作者宣布撤下该 KIP，改为在 KIP-1401 中继续推进。'],
  ['done', '4.5.1 版本已顺利发布。'],
  ['done', '投票结果为通过，KIP 状态改为 Accepted。'],
  ['done', '尽管有少数反对意见，投票仍以多数通过。'],
  ['done', 'PR 已合并，但文档还需补充。'],
  ['agreed', '与会者对默认值不再有争议，一致决定采用 -1。'],
  ['agreed', '双方就命名问题统一了意见。'],
  ['agreed', '大家对新方案都表示认可。'],
  ['agreed', '讨论已有定论：保留旧接口。'],
  ['agreed', '此前的反对意见已被撤回，方案获得一致支持。'],
  ['agreed', '双方的分歧已通过折中方案化解。'],
  ['agreed', '没有人再提出异议，方案就此确定。'],
  ['agreed', '虽然还有顾虑，不过大家同意先上线第一阶段。'],
  ['agreed', '方案已经确定，只是发布时间还没定。'],
  ['agreed', '不是没有共识，而是还缺少投票。'],
  ['agreed', '发布计划已确定，KIP-1327 暂不列入。'],
  ['tentative', '大家倾向于保留旧接口，但还需作者确认。'],
  ['tentative', '暂且按 16 GB 的上限推进，后续再评估。'],
  ['tentative', '原则上认可该方向，细节待补充。'],
  ['tentative', '初步形成了共识，待投票确认。'],
  ['tentative', '基本认可该设计，仍需补充测试。'],
  ['tentative', '大致同意拆分成两个 KIP。'],
  // a preliminary clause keeps the whole tentative, even beside an agreement in another clause
  ['tentative', '大方向上初步一致，大家同意超时后返回错误，细节待补充。'],
  ['contested', '双方仍坚持各自的方案，没有达成一致。'],
  ['contested', '意见分为两派，一派支持默认开启，另一派要求默认关闭。'],
  ['contested', 'Jun 依然反对该设计，讨论没有进展。'],
  ['contested', '两种方案的支持者互不相让。'],
  ['contested', '两位 committer 立场相左。'],
  ['contested', '虽然大方向一致，但接口命名仍存在争议。'],
  ['contested', '并不是没有分歧，新的反对意见又出现了。'],
  ['contested', '目前尚未达成最终共识，主要分歧在于架构路径。'],
  ['contested', '折中方案并未消除分歧。'],
  ['open', '作者还没有给出回应。'],
  ['open', '讨论会在下周继续。'],
  ['open', '投票期延长到周五。'],
  ['open', '目前票数还不够。'],
  ['open', '问题原因仍在排查中。'],
  ['open', '该提案暂时搁置，等作者有时间再继续。'],
  ['open', 'RC2 因签名问题被拒。'],
  ['open', '尚无定论。'],
  ['open', 'PR 尚未合并，仍在等待第二位 committer 审查。'],
  ['open', '实现 PR 将在下周合并。'],
  ['open', '目前尚未达成共识。'],
  ['done', '该修复已随 4.3.2 一同发布。'],
  ['agreed', '讨论收敛：保留旧接口两个版本后再移除。'],
  ['open', '目前还在收集更多使用场景。'],
  ['open', 'PR 还需要一位 committer 批准才能合并。'],
  // no consensus and no objection: nothing was agreed
  ['open', '讨论尚未形成一致意见，也没有明确的反对方。'],
]

describe('thread status from the conclusion', () => {
  it.each(cases)('%s: %s', (status, conclusion) => {
    const d = classifyStatus(conclusion)
    expect(d.basis).toBe('rule')
    expect(d.status).toBe(status)
    expect(conclusion).toContain(d.evidence)
  })

  it('is unsure, not open, when nothing in the conclusion decides', () => {
    expect(classifyStatus('本周有三位成员参与了讨论。')).toMatchObject({
      basis: 'unsure',
      evidence: '',
    })
  })

  it('gives the negator with the words it denies as evidence', () => {
    expect(classifyStatus('目前尚未达成共识。').evidence).toBe('尚未达成共识')
  })
})

describe('the rules page says what each cue does', () => {
  // The rules page lists each cue under CONCEPT_STATUS of its kind: a cue alone as a conclusion
  // must read as that status, so that the page and the classifier cannot disagree.
  const cues = STATUS_CUES.filter((c) => c.concept === 'tentative' || c.concept === 'agreed')
  it.each(cues.flatMap((c) => c.words.map((w) => [c.concept, w] as const)))(
    '%s: "%s" alone reads as its status',
    (concept, word) => {
      const sentence = `大家${word.replace('…', '')}。`
      expect(classifyStatus(sentence).status).toBe(CONCEPT_STATUS[concept])
    },
  )
})
