import { describe, expect, it } from 'vitest'
import {
  decideStance,
  findStance,
  STANCE_RULES,
  STANCES,
  type Stance,
} from '../../../src/domain/stance'
import { kipStories } from '../../../src/domain/kip-story'
import { realDataset } from '../../helpers/datasets'

describe('stance rules: Chinese', () => {
  it.each<[string, Stance, string]>([
    ['反对将该配置设为默认值', 'objection', '反对'],
    ['不同意修改默认行为', 'objection', '不同意'],
    ['对命名提出异议', 'objection', '异议'],
    ['担心 earliest 会在大主题上造成大量重复消费，建议保留 latest 作为默认值', 'concern', '担心'],
    ['质疑 Kafka Connect 是否应包含在推送配置的范围内，建议 Connect 内部监控', 'concern', '质疑'],
    ['提出协议层面的疑问，询问服务端如何区分', 'concern', '疑问'],
    ['同意始终报告指标，并计划更新 KIP', 'support', '同意'],
    ['投票支持 Omnia，并提议将 KIP-1325 加入版本规划', 'support', '支持'],
    ['没有异议，可以进入投票', 'support', '没有异议'],
    ['不反对这个方案', 'support', '不反对'],
    ['建议新增 auto.offset.reset.new.partitions 配置', 'suggestion', '建议'],
    ['认为应先补充兼容性测试，再决定默认值', 'suggestion', '认为应'],
    ['主张新分区默认使用 earliest', 'suggestion', '主张'],
    ['统计了 70 个已解决和 39 个未解决的 JIRA 票据', 'information', '统计'],
    ['确认已将 PR 部署至网站', 'information', '确认'],
  ])('%s → %s (%s)', (text, stance, evidence) => {
    expect(decideStance({ zh: text })).toEqual({ stance, evidence, lang: 'zh' })
  })
})

describe('stance rules: English', () => {
  it.each<[string, Stance, string]>([
    ['Strongly disagrees with changing the default', 'objection', 'disagrees'],
    ['Worried that the allow list might include secrets', 'concern', 'Worried'],
    ['Supported Omnia as release manager', 'support', 'Supported'],
    ['Has no objection to the new name', 'support', 'no objection'],
    ['Suggested adding a deny list', 'suggestion', 'Suggested'],
    ['Confirmed the KIP count', 'information', 'Confirmed'],
  ])('%s → %s (%s)', (text, stance, evidence) => {
    expect(findStance(text, 'en')).toEqual({ stance, evidence, lang: 'en' })
  })

  it('matches whole words only: "supportability" is not support', () => {
    expect(findStance('Improves supportability', 'en')).toBeUndefined()
  })
})

describe('negation', () => {
  it.each<[string, Stance, string]>([
    // 支持 after 不 does not count; the suggestion does
    ['现有设计不支持高频小段滚动，建议保留 RLMM', 'suggestion', '建议'],
    ['没有反对，但是担心兼容性', 'concern', '担心'],
    ['并不完全同意，提议再讨论', 'suggestion', '提议'],
  ])('zh: %s → %s', (text, stance, evidence) => {
    expect(decideStance({ zh: text })).toMatchObject({ stance, evidence })
  })

  it.each<[string, Stance, string]>([
    [
      'The design does not support frequent rolls; suggested a new component',
      'suggestion',
      'suggested',
    ],
    ["Doesn't really agree; proposed a vote", 'suggestion', 'proposed'],
  ])('en: %s → %s', (text, stance, evidence) => {
    expect(findStance(text, 'en')).toMatchObject({ stance, evidence })
  })
})

describe('precedence and languages', () => {
  it('checks the stances in the documented order', () => {
    expect(STANCE_RULES.map((r) => r.stance)).toEqual([...STANCES])
    expect(STANCES).toEqual(['objection', 'concern', 'support', 'suggestion', 'information'])
  })

  it('every rule has Chinese and English cues', () => {
    for (const rule of STANCE_RULES) {
      expect(rule.zh.length, rule.stance).toBeGreaterThan(0)
      expect(rule.en.length, rule.stance).toBeGreaterThan(0)
    }
  })

  it('a stronger stance wins wherever it is in the text', () => {
    expect(decideStance({ zh: '建议保留 latest，因为担心重复消费' })).toMatchObject({
      stance: 'concern',
      evidence: '担心',
    })
  })

  it('the evidence is the earliest cue of the winning stance', () => {
    expect(decideStance({ zh: '赞同方案，也同意命名' })).toMatchObject({
      stance: 'support',
      evidence: '赞同',
    })
  })

  it('Chinese decides; English is read only when no Chinese cue matched', () => {
    expect(decideStance({ zh: '同意', en: 'Objected to it' })).toEqual({
      stance: 'support',
      evidence: '同意',
      lang: 'zh',
    })
    expect(decideStance({ zh: '在 PR 中回复了', en: 'Objected to the rename' })).toEqual({
      stance: 'objection',
      evidence: 'Objected',
      lang: 'en',
    })
  })

  it('no cue at all is information without evidence', () => {
    expect(decideStance({ zh: '在 PR 中回复了', en: 'Replied on the PR' })).toEqual({
      stance: 'information',
      evidence: '',
      lang: null,
    })
  })
})

describe('stances of the real week', () => {
  const stories = kipStories(realDataset())
  const stanceOf = (kip: number, person: string) =>
    stories
      .get(kip)!
      .byPerson.find((g) => g.person === person)!
      .positions.map((p) => [p.stance, p.stanceEvidence])

  it('KIP-1327: Jun Rao suggests, Chia-Ping Tsai suggests, Ken Huang informs', () => {
    expect(stanceOf(1327, 'jun-rao')).toEqual([['suggestion', '建议']])
    expect(stanceOf(1327, 'chia-ping-tsai')).toEqual([['suggestion', '提出']])
    expect(stanceOf(1327, 'ken-huang')).toEqual([['information', '更新了']])
  })

  it('KIP-1324: Matthias J. Sax questions, Muralidhar Basani worries', () => {
    expect(stanceOf(1324, 'matthias-j-sax')).toEqual([['concern', '质疑']])
    expect(stanceOf(1324, 'muralidhar-basani')).toEqual([['concern', '担心']])
  })

  it('KIP-1322: Tony Tang agrees', () => {
    expect(stanceOf(1322, 'tony-tang')).toEqual([['support', '同意']])
  })
})
