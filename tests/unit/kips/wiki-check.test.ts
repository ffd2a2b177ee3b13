import { describe, expect, it } from 'vitest'
import { closingOutcome } from '../../../src/domain/consensus/status'
import type { KipFact } from '../../../src/domain/dataset'
import { kipCardSummaries } from '../../../src/domain/kip-story'
import { wikiDisagreement, type DigestOutcome } from '../../../src/domain/wiki-check'
import { goldDevDataset, threeWeeksDataset } from '../../helpers/datasets'

describe('closingOutcome: what a conclusion says became of the proposal', () => {
  it.each([
    ['投票通过，KIP-1325 正式被接受。', 'accepted'],
    ['社区投票结束，提案获得通过。', 'accepted'],
    ['该 KIP 已获批准。', 'accepted'],
    ['虽然有人反对，但投票通过。', 'accepted'],
    ['反对意见已撤回，投票通过。', 'accepted'],
    ['作者已撤回 KIP，改为提交新提案。', 'withdrawn'],
    ['提案已被作者废弃。', 'withdrawn'],
    ['作者放弃了这个 KIP。', 'withdrawn'],
  ])('"%s" → %s', (conclusion, outcome) => {
    expect(closingOutcome(conclusion)?.outcome).toBe(outcome)
  })

  it.each([
    // Not (yet) happened: negated, planned, conditional, still running.
    '投票尚未通过。',
    'KIP 未获通过。',
    '计划下周撤回该提案。',
    '作者表示将撤回该提案。',
    '如果投票通过，将合并 PR。',
    '投票仍在进行，预计下周通过。',
    // Closed, but not an outcome of the proposal.
    'PR 已合并，流程结束。',
    '各方达成一致，KIP 将进入投票阶段。',
  ])('"%s" → no outcome', (conclusion) => {
    expect(closingOutcome(conclusion)).toBeNull()
  })

  it('gives the words that say it', () => {
    expect(closingOutcome('获得 3 个绑定赞成票，投票通过。')?.evidence).toBe('投票通过')
  })
})

/** A KIP's wiki facts with the given history (as of 2026-08-22 unless said). */
const fact = (state: KipFact['state'], history: [string, KipFact['state']][]): KipFact => ({
  kip: 1,
  title: 'KIP-1 - A proposal',
  state,
  url: 'https://cwiki.apache.org/kip-1',
  author: null,
  created: null,
  modified: null,
  discussionThread: null,
  voteThread: null,
  jira: null,
  stateHistory: history.map(([date, s]) => ({ date, state: s })),
})
const passed: DigestOutcome = {
  outcome: 'accepted',
  evidence: '投票通过',
  week: '2026-W25',
  date: '2026-06-21',
  thread: '2026-W25-kip-1',
}
const AS_OF = '2026-08-22'

describe('wikiDisagreement: the digest’s word against the wiki’s', () => {
  it('agree: the wiki says so by the week’s end', () => {
    const wiki = fact('accepted', [
      ['2026-01-01', 'under discussion'],
      ['2026-06-19', 'accepted'],
    ])
    expect(wikiDisagreement(passed, wiki, AS_OF)).toBeNull()
  })

  it('agree: the wiki follows within the grace (it is edited by hand)', () => {
    const wiki = fact('accepted', [
      ['2026-01-01', 'under discussion'],
      ['2026-06-30', 'accepted'],
    ])
    expect(wikiDisagreement(passed, wiki, AS_OF)).toBeNull()
  })

  it('disagree: the wiki still says otherwise, with both dates', () => {
    const wiki = fact('under discussion', [['2026-01-01', 'under discussion']])
    expect(wikiDisagreement(passed, wiki, AS_OF)).toEqual({
      digest: passed,
      wiki: { state: 'under discussion', date: '2026-06-21' },
      latest: { state: 'under discussion', date: AS_OF },
      followedOn: null,
    })
  })

  it('disagree: the wiki followed only long after, and says when', () => {
    const wiki = fact('accepted', [
      ['2026-01-01', 'under discussion'],
      ['2026-08-10', 'accepted'],
    ])
    expect(wikiDisagreement(passed, wiki, AS_OF)).toMatchObject({
      wiki: { state: 'under discussion', date: '2026-06-21' },
      latest: { state: 'accepted' },
      followedOn: '2026-08-10',
    })
  })

  it('a withdrawal is "not accepted" on the wiki', () => {
    const withdrawn = { ...passed, outcome: 'withdrawn' as const }
    expect(
      wikiDisagreement(withdrawn, fact('not accepted', [['2026-01-01', 'not accepted']]), AS_OF),
    ).toBeNull()
    expect(
      wikiDisagreement(withdrawn, fact('accepted', [['2026-01-01', 'accepted']]), AS_OF),
    ).not.toBeNull()
  })

  it('outside the recorded history, the latest state is compared, with its date', () => {
    const old = { ...passed, week: '2025-W10', date: '2025-03-09' }
    expect(wikiDisagreement(old, fact('accepted', [['2026-01-01', 'accepted']]), AS_OF)).toBeNull()
    expect(
      wikiDisagreement(old, fact('under discussion', [['2026-01-01', 'under discussion']]), AS_OF),
    ).toMatchObject({
      wiki: { state: 'under discussion', date: AS_OF },
    })
  })

  it('no word: no facts, no date, or too early to tell', () => {
    expect(wikiDisagreement(passed, undefined, AS_OF)).toBeNull()
    expect(
      wikiDisagreement(
        passed,
        fact('under discussion', [['2026-01-01', 'under discussion']]),
        null,
      ),
    ).toBeNull()
    const lastWeek = { ...passed, date: '2026-08-16' }
    expect(
      wikiDisagreement(
        lastWeek,
        fact('under discussion', [['2026-01-01', 'under discussion']]),
        AS_OF,
      ),
    ).toBeNull()
  })
})

describe('the KIP cards carry the check', () => {
  const checked = (cards: ReturnType<typeof kipCardSummaries>) =>
    cards.filter((c) => c.wikiCheck).map((c) => c.kip)

  it('the dev weeks: the votes the real wiki does not show as accepted, and no withdrawal it shows', () => {
    // Made-up votes and withdrawals (tests/fixtures/gold-dev) against the real wiki facts: 1261,
    // 1264, 1334 and 1336 "passed" and are still under discussion on the wiki; the withdrawn
    // 1176, 1181 and 1293 are "not accepted" there, and 1327 was accepted that very week.
    const cards = kipCardSummaries(goldDevDataset())
    expect(checked(cards)).toEqual([1261, 1264, 1334, 1336])
    expect(cards.find((c) => c.kip === 1336)?.wikiCheck?.digest).toMatchObject({
      outcome: 'accepted',
      week: '2026-W26',
      thread: '2026-W26-kip-1336',
    })
  })

  it('three weeks: KIP-1325 passed in W22 and the wiki followed that week', () => {
    expect(checked(kipCardSummaries(threeWeeksDataset()))).toEqual([])
  })
})
