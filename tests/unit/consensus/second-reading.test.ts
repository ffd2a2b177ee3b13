// Made-up English lines and a made-up week (people "Frank Example" and "Hana Test" are invented)
// to check the second reading: the English edition's plain words, and a decision made unsure
// where the two editions disagree.
import { describe, expect, it } from 'vitest'
import { buildDataset, type DigestFile } from '../../../src/domain/build-dataset'
import {
  englishStance,
  englishStatus,
  englishVote,
} from '../../../src/domain/consensus/second-reading'

describe('what an English edition says plainly', () => {
  it.each([
    ['done', 'The patch has been merged into trunk.'],
    ['done', 'KIP-9001 was formally accepted after the vote.'],
    ['contested', 'The disagreement remains: Frank still opposes the new default.'],
    ['tentative', 'The group tentatively settled on two partitions.'],
    ['agreed', 'Although one reviewer hesitated, it has been decided to ship it behind a flag.'],
    ['open', 'The vote is still in progress and is extended to Friday.'],
    [null, 'No final consensus has been reached yet.'],
    [null, 'The author will reply next week.'],
  ])('%s: %s', (status, text) => {
    expect(englishStatus(text)).toBe(status)
  })

  it.each([
    ['objection', 'Still opposed removing the old API.'],
    ['question', 'Asked whether the metric is per partition.'],
    ['suggestion', 'Proposed a feature flag.'],
    ['support', 'Endorsed the new name.'],
    ['information', 'Reported the benchmark numbers.'],
    [null, 'Explained the design, and proposed a flag.'],
    [null, 'Said it looks fine.'],
  ])('%s: %s', (stance, text) => {
    expect(englishStance(text)).toBe(stance)
  })

  it.each([
    ['Voted +1 (binding).', { value: '+1', binding: true }],
    ['Non-binding +1, after testing on ARM.', { value: '+1', binding: false }],
    ['Cast a vote against (binding).', { value: '-1', binding: true }],
    ['Abstained for now.', { value: '0', binding: null }],
    ['Counted the votes: 3 binding +1.', 'none'],
    ['Asked whether the default changes.', null],
  ])('%s', (text, vote) => {
    expect(englishVote(text)).toEqual(vote)
  })
})

const ZH = `2026-05-04 ~ 2026-05-10
讨论围绕 KIP-9001 展开。
@Frank Example: 建议改名。
@Hana Test: +1（binding）。
讨论仍在进行中。
本周新建 1 个 Issue
无。
`
const EN = (position: string, conclusion: string) => `2026-05-04 ~ 2026-05-10
The discussion centred on KIP-9001.
@Frank Example: Suggested a new name.
@Hana Test: ${position}
${conclusion}
1 new issues this week
None.
`
const build = (en: string) => {
  const files: DigestFile[] = [
    { name: '2026-05-04.zh.txt', text: ZH },
    { name: '2026-05-04.en.txt', text: en },
  ]
  const r = buildDataset({ files, people: { people: [] } })
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r
}

describe('two editions read together', () => {
  it('keep the rules decision where the English agrees', () => {
    const r = build(EN('+1 (binding).', 'The discussion is still going on.'))
    const t = r.dataset.threads[0]!
    expect(t).toMatchObject({ status: 'open', statusBasis: 'rule' })
    expect(t.positions.map((p) => p.stanceBasis)).toEqual(['rule', 'rule'])
  })

  it('make a decision unsure where the English plainly reads otherwise, and say why', () => {
    const r = build(EN('Non-binding +1.', 'The PR has been merged.'))
    const t = r.dataset.threads[0]!
    expect(t).toMatchObject({ status: 'open', statusBasis: 'unsure' })
    expect(t.positions[1]).toMatchObject({ stanceBasis: 'unsure' })
    expect(r.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^2026-05-04\.zh\.txt:5: status not decided: .*the Chinese reads open .*the English edition reads done/,
        ),
        expect.stringMatching(
          /^2026-05-04\.zh\.txt:4: stance not decided: @Hana Test: .*the English edition says non-binding/,
        ),
      ]),
    )
  })
})
