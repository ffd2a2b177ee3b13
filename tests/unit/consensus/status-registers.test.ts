// Made-up conclusions in registers the dev weeks lack (terse chat, formal report), one group per
// rule of the status reading (src/domain/consensus/status.ts). Each group was written before
// its rule.
import { describe, expect, it } from 'vitest'
import type { ThreadStatus } from '../../../src/domain/dataset'
import { classifyStatus } from '../../../src/domain/consensus/status'

const rules: Record<string, [ThreadStatus, string][]> = {
  'a closing in other words: landed, on the shelves, completed release': [
    ['done', '补丁落地了，线上已经生效。'],
    ['done', '该修复已正式落地，相关工单一并关闭。'],
    ['done', '新版本已在各渠道正式上架。'],
    ['done', '本轮发布工作已全部完成，公告业已发出。'],
  ],
  'a vote that got through, said plainly': [
    ['done', '票数够了，投票过了。'],
    ['done', '表决顺利过关，KIP 状态随之更新。'],
  ],
  'withdrawn, said plainly': [
    ['done', '作者把 KIP 撤了，活儿并到别的提案里。'],
    ['done', '提案人已撤掉该 KIP，后续不再跟进。'],
  ],
  'a stage of consensus is tentative': [
    ['tentative', '目前只是阶段性共识，细节还要再议。'],
    ['tentative', '已形成阶段性的一致意见，待下周复核。'],
  ],
  'most go along: tentative': [
    ['tentative', '大伙儿基本都买账，等作者补完例子再说。'],
    ['tentative', '各方基本都点头了，正式投票前还要再看一轮。'],
  ],
  'everyone going along, in plain words, is agreed': [
    ['agreed', '大家都点头了，下周开投。'],
    ['agreed', '两位 reviewer 都 approve 了，择日合入。'],
    ['agreed', '这件事说开了，作者照此修改。'],
  ],
  'two sides that do not give way are contested': [
    ['contested', '两拨人各不相让，没谈拢。'],
    ['contested', '双方谁也说服不了谁，暂时各说各的。'],
    ['contested', '支持方与反对方互不让步，议题悬而未决。'],
  ],
  'nobody holding on any more is agreed': [
    ['agreed', '没人再揪着这个问题，照原方案走。'],
    ['agreed', '对于这一安排，没有任何一方表示不认同。'],
    ['agreed', '与会各方均未表示不赞同，方案照此执行。'],
  ],
}

describe('the status a conclusion says', () => {
  for (const [rule, lines] of Object.entries(rules))
    describe(rule, () => {
      it.each(lines)('%s: %s', (status, text) => {
        const d = classifyStatus(text)
        expect(d.status).toBe(status)
        expect(d.basis).toBe('rule')
        expect(text).toContain(d.evidence)
      })
    })
})
