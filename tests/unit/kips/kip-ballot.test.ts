// Made-up weeks and people (Ann, Bo who is also written 波测试, Cy, Dee): a KIP discussed over four
// weeks, voted on, the vote failed, and voted on again.
import { describe, expect, it } from 'vitest'
import { buildDataset, type DigestFile } from '../../../src/domain/build-dataset'
import { kipBallot, voteVerdict, type BallotVoter } from '../../../src/domain/kip-ballot'
import { statusSince } from '../../../src/domain/status-since'
import { weeksSpanned } from '../../../src/domain/iso-week'

const week = (monday: string, sunday: string, threads: string) => `${monday} ~ ${sunday}
${threads}本周新建 1 个 Issue
编造的 JIRA 段落。
`
const files: DigestFile[] = [
  {
    name: '2026-05-04.zh.txt',
    text: week(
      '2026-05-04',
      '2026-05-10',
      `讨论围绕 KIP-9001 展开（编造）。
@Ann Example: 担心默认值变化会影响老用户。
@Bo Example: 支持该提案。
@Cy Example: 询问是否需要新的配置项。
讨论仍在进行。
`,
    ),
  },
  {
    name: '2026-05-11.zh.txt',
    text: week(
      '2026-05-11',
      '2026-05-17',
      `KIP-9001 继续讨论（编造）。
@Ann Example: 不再担心兼容性问题，可以接受当前设计。
@Cy Example: 反对引入新的配置项。
@波测试: 仍然支持。
双方仍有分歧。
`,
    ),
  },
  {
    name: '2026-05-18.zh.txt',
    text: week(
      '2026-05-18',
      '2026-05-24',
      `KIP-9001 进入投票（编造）。
@Ann Example: +1（binding）。
@Bo Example: +1（binding）。
@Cy Example: -1（binding），理由同上。
投票未通过，作者修改后将重新发起投票。
`,
    ),
  },
  {
    name: '2026-05-25.zh.txt',
    text: week(
      '2026-05-25',
      '2026-05-31',
      `KIP-9001 重新投票（编造）。
@Ann Example: +1（binding）。
@波测试: +1（binding）。
@Dee Example: +1（non-binding）。
@Cy Example: -1（binding）。
@波测试: 汇总了目前的投票情况。
投票仍在进行。
`,
    ),
  },
]
const people = {
  people: [{ id: 'bo-example', name: 'Bo Example', aliases: ['波测试'], evidence: 'made up' }],
}

function ballot() {
  const r = buildDataset({ files, people })
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return kipBallot(9001, r.dataset.threads)
}

describe("a KIP's ballot", () => {
  it('has one row per person, their latest stance, what it was and since when', () => {
    const { rows } = ballot()
    const row = (person: string) => rows.find((r) => r.person === person)!
    expect(rows.map((r) => r.person)).toEqual([
      'cy-example',
      'ann-example',
      'bo-example',
      'dee-example',
    ])
    expect(row('cy-example')).toMatchObject({
      stance: 'objection',
      blocking: true,
      since: { week: '2026-W20' },
      was: { stance: 'question', week: '2026-W19' },
    })
    // Ann's concern, answered by her own later support: not blocking; she changed in W20.
    expect(row('ann-example')).toMatchObject({
      stance: 'support',
      blocking: false,
      since: { week: '2026-W20' },
      was: { stance: 'concern', week: '2026-W19' },
    })
    // Bo wrote as 波测试 too: one row, support since the first week, never changed; his later
    // report of the tally leaves his stance as it was.
    expect(row('bo-example')).toMatchObject({
      stance: 'support',
      since: { week: '2026-W19' },
      was: null,
      week: '2026-W22',
    })
  })

  it('keeps the failed vote and the new one apart, and counts the current one', () => {
    const { rounds, rows } = ballot()
    expect(rounds).toHaveLength(2)
    expect(rounds[0]).toMatchObject({
      round: 1,
      ended: { week: '2026-W21' },
      verdict: { kind: 'needs', more: 1, plus: 2, minus: 1 },
    })
    expect(rounds[1]).toMatchObject({
      round: 2,
      ended: null,
      verdict: { kind: 'needs', more: 1, plus: 2, minus: 1 },
    })
    expect(rounds[1]!.voters.map((v) => [v.person, v.vote.value, v.vote.binding])).toEqual([
      ['ann-example', '+1', true],
      ['bo-example', '+1', true],
      ['dee-example', '+1', false],
      ['cy-example', '-1', true],
    ])
    // Each row's vote is the one of the current round.
    expect(rows.find((r) => r.person === 'dee-example')?.ballot).toMatchObject({
      week: '2026-W22',
      vote: { value: '+1', binding: false },
    })
  })
})

describe('lazy majority', () => {
  const voter = (person: string, value: '+1' | '-1' | '0', binding: boolean | null, list = false) =>
    ({
      person,
      name: person,
      week: '2026-W20',
      thread: 't',
      vote: { value, binding, ...(list ? { committerAsOf: '2024-10-21' } : {}) },
    }) satisfies BallotVoter

  it('passes with three binding +1 and more +1 than −1', () => {
    expect(
      voteVerdict([voter('a', '+1', true), voter('b', '+1', true), voter('c', '+1', true)]),
    ).toEqual({ kind: 'passes', plus: 3, minus: 0 })
  })

  it('counts binding by the committers list, and never non-binding or unstated votes', () => {
    const votes = [
      voter('a', '+1', true),
      voter('b', '+1', null, true),
      voter('c', '+1', false),
      voter('d', '+1', null),
    ]
    expect(voteVerdict(votes)).toEqual({ kind: 'needs', more: 1, plus: 2, minus: 0 })
  })

  it('is blocked while binding −1 are as many as binding +1', () => {
    const votes = [
      voter('a', '+1', true),
      voter('b', '+1', true),
      voter('c', '+1', true),
      voter('x', '-1', true),
      voter('y', '-1', true),
      voter('z', '-1', true),
    ]
    expect(voteVerdict(votes)).toEqual({ kind: 'blocked', by: ['x', 'y', 'z'], plus: 3, minus: 3 })
  })

  it('needs enough +1 to outnumber the −1 as well as to reach three', () => {
    const votes = [voter('a', '+1', true), voter('x', '-1', true), voter('y', '-1', true)]
    expect(voteVerdict(votes)).toEqual({ kind: 'needs', more: 2, plus: 1, minus: 2 })
  })
})

describe('since when', () => {
  it('is the first week of the last run of the current status', () => {
    expect(
      statusSince([
        { week: '2026-W19', status: 'open' },
        { week: '2026-W20', status: 'contested' },
        { week: '2026-W22', status: 'contested' },
      ]),
    ).toEqual({ status: 'contested', week: '2026-W20' })
    expect(statusSince([])).toBeNull()
  })

  it('counts the weeks spanned, both ends included, across a year', () => {
    expect(weeksSpanned('2026-W20', '2026-W25')).toBe(6)
    expect(weeksSpanned('2026-W20', '2026-W20')).toBe(1)
    expect(weeksSpanned('2026-W52', '2027-W02')).toBe(4)
    expect(weeksSpanned('2026-W25', '2026-W20')).toBe(0)
  })
})
