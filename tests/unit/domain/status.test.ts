import { describe, expect, it } from 'vitest'
import { classifyStatus } from '../../../src/domain/status'

describe('classifyStatus', () => {
  it.each([
    ['目前尚未达成最终共识，主要分歧在于架构路径。', 'contested', '尚未达成最终共识'],
    ['尚未达成一致。', 'contested', '尚未达成一致'],
    ['双方没有就默认值达成共识。', 'contested', '没有就默认值达成共识'],
    ['存在分歧，需要继续讨论。', 'contested', '存在分歧'],
    ['没有分歧，已达成一致。', 'agreed', '达成一致'],
    ['PR 已合并，流程结束。', 'done', '已合并'],
    ['投票通过。', 'done', '投票通过'],
    ['KIP 已被正式接受。', 'done', '被正式接受'],
    ['该 PR 尚未合并，等待审查。', 'open', '尚未合并'],
    ['尚未正式被接受，等待投票。', 'open', '等待'],
    ['初步确认由 Omnia 担任发布经理。', 'tentative', '初步确认'],
    ['初步结论是采纳新设计方案。', 'tentative', '初步结论'],
    ['各方已就命名规范达成一致。', 'agreed', '已就命名规范达成一致'],
    ['KIP 已更新，采纳了建议。', 'agreed', '采纳了'],
    ['作者计划在下一版 KIP 中解决。', 'open', '计划在下一版'],
    ['内容完善阶段，等待最终合并。', 'open', '等待'],
    ['作者更新了文档。', 'open', ''],
  ])('%s → %s (%s)', (conclusion, status, evidence) => {
    const got = classifyStatus(conclusion)
    expect(got).toEqual({ status, evidence })
    expect(conclusion.includes(got.evidence)).toBe(true)
  })
})
