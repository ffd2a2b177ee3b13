import { describe, expect, it } from 'vitest'
import type { MissingReason } from '../../../src/domain/jira-series'
import { missingMarks } from '../../../src/features/jira/missing-marks'

/** Made-up weeks: "." has a value, "n" is not stated, "d" has no digest. */
function points(pattern: string) {
  return [...pattern].map((c, i) => ({
    week: `W${i + 1}`,
    ...(c === '.' ? {} : { missing: (c === 'n' ? 'not-reported' : 'no-digest') as MissingReason }),
  }))
}
const labelled = (pattern: string) =>
  missingMarks(points(pattern))
    .filter((m) => m.labelled)
    .map((m) => m.week)

describe('missingMarks', () => {
  it('marks every week without a value, and only those', () => {
    expect(missingMarks(points('.nn.d')).map((m) => [m.week, m.missing])).toEqual([
      ['W2', 'not-reported'],
      ['W3', 'not-reported'],
      ['W5', 'no-digest'],
    ])
  })

  it('labels a run of weeks missing for one reason once, at its first week', () => {
    expect(labelled('.nnn.')).toEqual(['W2'])
    // Another reason right after is a run of its own, once it is two bars on.
    expect(labelled('.nnddd')).toEqual(['W2', 'W4'])
  })

  it('keeps labels a tenth of the chart apart, so that they never print over each other', () => {
    // 40 bars: labels at least 4 bars apart.
    const pattern = '.n.n.n.n.n'.padEnd(40, '.')
    expect(labelled(pattern)).toEqual(['W2', 'W6', 'W10'])
    // A short chart: two bars apart.
    expect(labelled('.n.n.n')).toEqual(['W2', 'W4', 'W6'])
    expect(labelled('nn.nn')).toEqual(['W1', 'W4'])
  })

  it('nothing missing, nothing marked', () => {
    expect(missingMarks(points('....'))).toEqual([])
  })
})
