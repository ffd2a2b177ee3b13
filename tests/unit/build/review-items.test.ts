// The review loop without a terminal (scripts/lib/review-items.ts), on the made-up digests of
// tests/fixtures/review (its README says which sentences the rules cannot read).
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildDataset, type DigestFile } from '../../../src/domain/build-dataset'
import type { Reviews } from '../../../src/domain/consensus/reviews'
import type { Dataset } from '../../../src/domain/dataset'
import { readDigestFiles } from '../../../scripts/lib/read-digests'
import {
  applyDecision,
  defaultEvidence,
  defaultWhy,
  describeItem,
  formatReviews,
  undecidedItems,
  type ReviewItem,
} from '../../../scripts/lib/review-items'

const DIR = fileURLToPath(new URL('../../fixtures/review', import.meta.url))
let files: DigestFile[]
const build = (reviews?: Reviews): Dataset => {
  const r = buildDataset({ files, people: { people: [] }, ...(reviews ? { reviews } : {}) })
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.dataset
}
beforeAll(async () => {
  files = (await readDigestFiles(DIR)).files
})
const at = (items: ReviewItem[], line: number, file = '2026-05-04.zh.txt') => {
  const item = items.find((i) => i.file === file && i.line === line)
  if (!item) throw new Error(`no item at ${file}:${line}`)
  return item
}

describe('the undecided items', () => {
  it('are every unsure stance and status, in digest order, with file:line', () => {
    const items = undecidedItems(build(), files)
    expect(items.map((i) => `${i.file}:${i.line} ${i.kind}`)).toEqual([
      '2026-05-04.zh.txt:4 stance',
      '2026-05-04.zh.txt:8 stance',
      '2026-05-04.zh.txt:9 stance',
      // The conclusion after a blank line: its line is read from the digest, not guessed.
      '2026-05-04.zh.txt:11 status',
      '2026-05-11.zh.txt:3 stance',
    ])
    expect(at(items, 8)).toMatchObject({
      kind: 'stance',
      week: '2026-W19',
      person: 'Hana Test',
      text: { zh: '关于 RC2 的那一票（非约束性），本周有新消息。' },
      found: 'nothing',
      rulesVote: null,
      asksVote: true,
    })
    expect(at(items, 4)).toMatchObject({ asksVote: false })
    expect(at(items, 11)).toMatchObject({ kind: 'status', text: { zh: '本周有三位成员参与。' } })
  })

  it('are one item for the same words twice in a week (one review decides both)', () => {
    const items = undecidedItems(build(), files)
    expect(at(items, 9)).toMatchObject({ person: 'Frank Example', sameWords: [13] })
    expect(items.filter((i) => i.kind === 'stance' && i.person === 'Frank Example')).toHaveLength(1)
  })

  it('leave out what is reviewed already', () => {
    const first = undecidedItems(build(), files)
    const reviews = applyDecision({ statuses: [], stances: [] }, at(first, 11), {
      kind: 'status',
      status: 'open',
      evidence: '参与',
      why: 'people took part; nothing was decided',
    })
    expect(undecidedItems(build(reviews), files).map((i) => i.line)).toEqual([4, 8, 9, 3])
  })

  it('are shown with their thread, the item marked, and what the rules found', () => {
    const items = undecidedItems(build(), files)
    expect(describeItem(at(items, 11), 4, 5)).toBe(
      [
        '── 4/5  2026-05-04.zh.txt:11  2026-W19  status',
        '      7  讨论围绕 KIP-9002 的 RC2 展开。',
        '         The discussion centred on RC2 of KIP-9002.',
        '      8  @Hana Test: 关于 RC2 的那一票（非约束性），本周有新消息。',
        '         @Hana Test: There was news this week about that (non-binding) RC2 vote.',
        '      9  @Frank Example: 本周有新消息。',
        '         @Frank Example: There was news this week.',
        ' ▶   11  本周有三位成员参与。',
        '         Three members took part this week.',
        '   rules found: nothing',
      ].join('\n'),
    )
    expect(describeItem(at(items, 9), 3, 5)).toContain(
      'the same words at line 13: this decision is theirs too',
    )
  })

  it('show what the rules read where they doubt it, and offer their evidence as the words', () => {
    // As where the English edition reads otherwise: a reading, yet unsure.
    const dataset = build()
    const t = dataset.threads[1]!
    Object.assign(t.positions[0]!, {
      stance: 'support',
      stanceEvidence: '那一票',
      stanceGloss: 'votes +1',
      vote: { value: '+1', binding: false },
    })
    Object.assign(t, { status: 'agreed', statusEvidence: '参与', statusGloss: 'took part' })
    const items = undecidedItems(dataset, files)
    expect(at(items, 8)).toMatchObject({
      found: 'support, "那一票" (votes +1); vote +1 non-binding',
      rulesVote: { value: '+1', binding: false },
      asksVote: true,
    })
    expect(describeItem(at(items, 11), 4, 5)).toContain(
      '   rules found: agreed, "参与" (took part)',
    )
    expect(defaultEvidence(at(items, 8))).toBe('那一票')
    expect(defaultEvidence(at(items, 11))).toBe('参与')
  })
})

describe('what is offered first', () => {
  it('the words: the first clause of the sentence', () => {
    const items = undecidedItems(build(), files)
    expect(defaultEvidence(at(items, 8))).toBe('关于 RC2 的那一票（非约束性）')
    expect(defaultEvidence(at(items, 11))).toBe('本周有三位成员参与')
  })

  it('why: what the decision means', () => {
    expect(defaultWhy('contested')).toBe('the sides still disagree')
    expect(defaultWhy('question')).toBe('asks a question')
  })
})

describe('a decision', () => {
  const existing: Reviews = {
    note: 'kept as it is',
    statuses: [
      {
        week: '2026-W30',
        conclusion: '讨论将继续。',
        status: 'open',
        evidence: '讨论将继续',
        why: 'still under discussion',
      },
    ],
    stances: [
      {
        week: '2026-W19',
        person: 'Hana Test',
        text: '关于 RC2 的那一票（非约束性），本周有新消息。',
        stance: 'information',
        evidence: '新消息',
        why: 'an earlier review',
      },
      {
        week: '2026-W30',
        person: 'Zed',
        text: '甲。',
        stance: 'support',
        evidence: '甲',
        why: 'x',
      },
    ],
  }

  it('is added to the table, which keeps everything else and is sorted by week and words', () => {
    const items = undecidedItems(build(), files)
    let r = applyDecision(existing, at(items, 11), {
      kind: 'status',
      status: 'tentative',
      evidence: '参与',
      why: 'a preliminary agreement, still to be confirmed',
    })
    r = applyDecision(r, at(items, 4), {
      kind: 'stance',
      stance: 'information',
      evidence: '新消息',
      why: 'reports news',
    })
    expect(r.note).toBe('kept as it is')
    expect(r.statuses.map((s) => [s.week, s.conclusion, s.status])).toEqual([
      ['2026-W19', '本周有三位成员参与。', 'tentative'],
      ['2026-W30', '讨论将继续。', 'open'],
    ])
    // Words in code-unit order (关 U+5173 before 本 U+672C), whatever the locale.
    expect(r.stances.map((s) => [s.week, s.text])).toEqual([
      ['2026-W19', '关于 RC2 的那一票（非约束性），本周有新消息。'],
      ['2026-W19', '本周有新消息。'],
      ['2026-W30', '甲。'],
    ])
    // The new stance names no vote: the rules' vote stays.
    expect(r.stances[1]).not.toHaveProperty('vote')
    // The same table whatever order the decisions came in.
    const other = applyDecision(
      applyDecision(existing, at(items, 4), {
        kind: 'stance',
        stance: 'information',
        evidence: '新消息',
        why: 'reports news',
      }),
      at(items, 11),
      {
        kind: 'status',
        status: 'tentative',
        evidence: '参与',
        why: 'a preliminary agreement, still to be confirmed',
      },
    )
    expect(formatReviews(other)).toBe(formatReviews(r))
    // The table given is not changed.
    expect(existing.statuses).toHaveLength(1)
  })

  it('replaces an earlier review of the same words, with the vote decided', () => {
    const items = undecidedItems(build(), files)
    const r = applyDecision(existing, at(items, 8), {
      kind: 'stance',
      stance: 'support',
      evidence: '那一票',
      why: 'votes for it',
      vote: { value: '+1', binding: false },
    })
    expect(r.stances.filter((s) => s.person === 'Hana Test')).toEqual([
      {
        week: '2026-W19',
        person: 'Hana Test',
        text: '关于 RC2 的那一票（非约束性），本周有新消息。',
        stance: 'support',
        evidence: '那一票',
        why: 'votes for it',
        vote: { value: '+1', binding: false },
      },
    ])
    const none = applyDecision(existing, at(items, 8), {
      kind: 'stance',
      stance: 'information',
      evidence: '新消息',
      why: 'reports news',
      vote: null,
    })
    expect(none.stances[0]).toMatchObject({ person: 'Hana Test', vote: null })
  })

  it('is written as two-space JSON with a final newline', () => {
    expect(formatReviews({ statuses: [], stances: [] })).toBe(
      '{\n  "statuses": [],\n  "stances": []\n}\n',
    )
  })
})
