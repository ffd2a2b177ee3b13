// Made-up positions, worded unlike the dev set, to check that the rules read the head of a clause.
import { describe, expect, it } from 'vitest'
import { decideStance, type Stance } from '../../../src/domain/consensus/stance'

const cases: [Stance, string][] = [
  ['support', '对该方案表示赞同。'],
  ['support', '觉得这个改动很有价值。'],
  ['support', '认同作者的取舍。'],
  ['support', '没有意见。'],
  ['support', 'LGTM，已批准 PR。'],
  ['support', '原则上支持，但要等测试结果出来再投票。'],
  ['support', '不再担心兼容性问题，可以接受当前设计。'],
  ['objection', '明确表示不能接受该设计。'],
  ['objection', '坚持认为不应引入新的配置项。'],
  ['objection', '反驳了提前移除的理由。'],
  ['objection', '不认为需要新的 API。'],
  ['objection', '认为现在移除旧协议为时过早。'],
  ['concern', '指出该改动可能破坏向后兼容。'],
  ['concern', '对性能回退表示忧虑。'],
  ['concern', '提醒维护者注意兼容性问题。'],
  ['question', '想确认默认值是否会变化。'],
  ['question', '好奇该方案在大集群上的表现。'],
  ['question', '新的配置会不会影响已有的消费者？'],
  ['suggestion', '提出可以改用异步回调。'],
  ['suggestion', '认为应当增加一个开关。'],
  ['suggestion', '希望作者补充迁移指南。'],
  ['suggestion', '觉得可以先做成实验特性。'],
  ['information', '贴出了基准测试数据。'],
  ['information', '通报了 CI 的最新状态。'],
  ['information', '列举了三个需要修改的地方。'],
  ['information', '补充说明该设计同样支持多副本部署。'],
  ['information', '总结各方意见：这一点没有人反对。'],
  ['information', '发起了投票。'],
  ['support', '对新的命名没有异议。'],
  ['objection', '认为引入新 API 没有必要。'],
]

describe('stance of a position', () => {
  it.each(cases)('%s: %s', (stance, text) => {
    const d = decideStance({ zh: text })
    expect(d.basis).toBe('rule')
    expect(d.stance).toBe(stance)
    expect(text).toContain(d.evidence)
  })

  it('is unsure when no clause says anything it can read', () => {
    expect(decideStance({ zh: '本周没有新消息。' })).toMatchObject({
      basis: 'unsure',
      evidence: '',
    })
  })
})

describe('votes', () => {
  it.each<[string, { value: string; binding: boolean | null } | null]>([
    ['投出 binding +1，并感谢作者。', { value: '+1', binding: true }],
    ['+1（non-binding），验证了签名。', { value: '+1', binding: false }],
    ['投了绑定反对票，认为为时过早。', { value: '-1', binding: true }],
    ['弃权，还没读完。', { value: '0', binding: null }],
    ['将此前的弃权改为 binding +1。', { value: '+1', binding: true }],
    ['汇总投票：3 个 binding +1、2 个 non-binding +1。', null],
    ['建议默认 TTL 设为 -1（即永不过期）。', null],
    ['原则上支持，但读完测试方法后才会投票。', null],
    ['＋１（ｂｉｎｄｉｎｇ）。', { value: '+1', binding: true }],
    ['给出了 +1，并附上测试结果。', { value: '+1', binding: null }],
  ])('%s', (text, vote) => {
    expect(decideStance({ zh: text }).vote).toEqual(vote)
  })

  it('a vote decides the stance: +1 support, -1 objection, 0 information', () => {
    expect(decideStance({ zh: '+1' }).stance).toBe('support')
    expect(decideStance({ zh: '-1（binding）' }).stance).toBe('objection')
    expect(decideStance({ zh: '投了 0 票，但并不反对。' }).stance).toBe('information')
  })
})

describe('what a frame puts forward', () => {
  it.each<[Stance, string]>([
    ['question', '提出协议层面的疑问，询问服务端如何区分。'],
    ['concern', '提出了对升级路径的顾虑。'],
    ['suggestion', '提出改用异步回调。'],
    ['suggestion', '认为逻辑客户端概念应作为后续 KIP，并修改了提案。'],
    ['objection', '认为这个配置不应该暴露给用户。'],
    ['support', '投票支持 Omnia 担任发布经理。'],
  ])('%s: %s', (stance, text) => {
    expect(decideStance({ zh: text })).toMatchObject({ stance, basis: 'rule', vote: null })
  })
})
