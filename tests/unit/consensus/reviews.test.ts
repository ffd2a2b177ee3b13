// Made-up digests and people (Frank Example, Hana Test) to check the reviewed table.
import { describe, expect, it } from 'vitest'
import { buildDataset, type DigestFile } from '../../../src/domain/build-dataset'
import { checkReviews, type Reviews } from '../../../src/domain/consensus/reviews'

const SETTLED = '讨论围绕 KIP-9001 展开。\n@Frank Example: 建议改名。\n结论已写入 KIP。\n'
const UNREAD = '讨论围绕 KIP-9002 展开。\n@Hana Test: 本周有新消息。\n本周有三位成员参与。\n'
const week = (...threads: string[]): DigestFile[] => [
  {
    name: '2026-05-04.zh.txt',
    text: `2026-05-04 ~ 2026-05-10\n${threads.join('')}本周新建 1 个 Issue\n无。\n`,
  },
]
const reviews: Reviews = {
  statuses: [
    {
      week: '2026-W19',
      conclusion: '本周有三位成员参与。',
      status: 'open',
      evidence: '参与',
      why: 'people took part; nothing was decided',
    },
  ],
  stances: [
    {
      week: '2026-W19',
      person: 'Hana Test',
      text: '本周有新消息。',
      stance: 'information',
      evidence: '新消息',
      why: 'reports news',
    },
  ],
}
const build = (files: DigestFile[], r?: Reviews) =>
  buildDataset({ files, people: { people: [] }, ...(r ? { reviews: r } : {}) })

describe('the reviewed table', () => {
  it('without a review, an undecided status and stance are unsure, listed with file:line', () => {
    const r = build(week(SETTLED, UNREAD))
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    const t = r.dataset.threads[1]!
    expect([t.statusBasis, t.positions[0]!.stanceBasis]).toEqual(['unsure', 'unsure'])
    expect(r.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^2026-05-04\.zh\.txt:7: status not decided: "本周有三位成员参与。"/),
        expect.stringMatching(/^2026-05-04\.zh\.txt:6: stance not decided: @Hana Test/),
      ]),
    )
  })

  it('settles them, and the review survives the threads being reordered', () => {
    for (const files of [week(SETTLED, UNREAD), week(UNREAD, SETTLED)]) {
      const r = build(files, reviews)
      if (!r.ok) throw new Error(JSON.stringify(r.errors))
      const t = r.dataset.threads.find((x) => x.kips.includes(9002))!
      expect(t).toMatchObject({ status: 'open', statusBasis: 'reviewed', statusEvidence: '参与' })
      expect(t.positions[0]).toMatchObject({ stance: 'information', stanceBasis: 'reviewed' })
      expect(r.warnings.filter((w) => /not decided|stale/.test(w))).toEqual([])
    }
  })

  it('is flagged when the text it reviewed changes, and the rules decide again', () => {
    const changed = UNREAD.replace('本周有三位成员参与。', '本周有四位成员参与。')
    const r = build(week(SETTLED, changed), reviews)
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    expect(r.dataset.threads[1]!.statusBasis).toBe('unsure')
    expect(r.warnings).toEqual(
      expect.arrayContaining([expect.stringMatching(/stale status review of 2026-W19/)]),
    )
  })

  it("a reviewed vote replaces the rules' vote, null included; a review without one keeps it", () => {
    const VOTED = '讨论围绕 KIP-9003 展开。\n@Hana Test: 投了 binding +1。\n结论已写入 KIP。\n'
    const stance = (vote?: Reviews['stances'][number]['vote']): Reviews => ({
      statuses: [],
      stances: [
        {
          week: '2026-W19',
          person: 'Hana Test',
          text: '投了 binding +1。',
          stance: 'support',
          evidence: '投了 binding +1',
          why: 'votes for it',
          ...(vote !== undefined ? { vote } : {}),
        },
      ],
    })
    const voteOf = (r: Reviews) => {
      const b = build(week(VOTED), r)
      if (!b.ok) throw new Error(JSON.stringify(b.errors))
      expect(b.dataset.threads[0]!.positions[0]!.stanceBasis).toBe('reviewed')
      return b.dataset.threads[0]!.positions[0]!.vote
    }
    expect(voteOf(stance())).toEqual({ value: '+1', binding: true })
    expect(voteOf(stance({ value: '0', binding: null }))).toEqual({ value: '0', binding: null })
    expect(voteOf(stance(null))).toBeNull()
  })

  it('a malformed vote is an error naming the entry', () => {
    const typo = { value: '+1', binding: null, bindng: true }
    for (const vote of [{ value: '+2', binding: true }, { value: '+1' }, typo, '+1', []]) {
      const problems = checkReviews({
        statuses: [],
        stances: [{ ...reviews.stances[0], vote }],
      })
      expect(problems, JSON.stringify(vote)).toEqual([
        expect.stringMatching(/^stances\[0\]: vote must be null \(no vote\) or \{ "value"/),
      ])
    }
    expect(
      checkReviews({ statuses: [], stances: [{ ...reviews.stances[0], vote: null }] }),
    ).toEqual([])
  })

  it('a malformed table is an error naming the file and the entry', () => {
    const bad = {
      statuses: [{ week: '2026-W19', status: 'maybe' }],
      stances: [],
    } as unknown as Reviews
    const r = build(week(SETTLED), bad)
    expect(r.ok).toBe(false)
    if (!r.ok)
      expect(r.errors[0]).toMatchObject({
        file: 'data/reviews.json',
        message: expect.stringMatching(/^statuses\[0\]: needs week, conclusion, status/),
      })
  })
})
