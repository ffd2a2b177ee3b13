// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { SAME_TEXT, threadIdentity } from '../../../src/domain/published-ids'
import {
  fingerprintSimilarity,
  SKETCH_SIZE,
  textFingerprint,
} from '../../../src/domain/text-fingerprint'
import { realDataset } from '../../helpers/datasets'

// The texts of the real week's threads, as the record fingerprints them.
const real = realDataset()
const texts = real.threads.map((t) =>
  [t.summary.zh, ...t.positions.map((p) => p.text.zh), t.conclusion.zh].join('\n'),
)

/** The text with one character replaced, at a place picked by `k` (a made-up typo). */
function typo(text: string, k: number): string {
  const chars = [...text]
  const at = Math.floor((chars.length * (k + 1)) / 7)
  chars[at] = chars[at] === '的' ? '地' : '的'
  return chars.join('')
}

describe('the fingerprint of a text', () => {
  it('is SKETCH_SIZE hex values, ascending, the same every time', () => {
    for (const text of texts) {
      const f = textFingerprint(text)
      const values = f.split(' ')
      expect(values).toHaveLength(SKETCH_SIZE)
      expect(values.every((v) => /^[0-9a-f]{8}$/.test(v))).toBe(true)
      expect([...values].sort()).toEqual(values)
      expect(textFingerprint(text)).toBe(f)
    }
  })

  it('survives a typo fix: a text and its corrected self stay far above SAME_TEXT', () => {
    for (const text of texts)
      for (let k = 0; k < 6; k++) {
        const similarity = fingerprintSimilarity(
          textFingerprint(text),
          textFingerprint(typo(text, k)),
        )
        expect(similarity, `${text.slice(0, 20)} #${k}`).toBeGreaterThanOrEqual(0.75)
      }
  })

  it('ignores spacing, punctuation, letter case and full-width forms', () => {
    expect(textFingerprint('讨论 KIP-1327：已达成一致。')).toBe(
      textFingerprint('讨论KIP 1327,已达成一致'),
    )
    expect(textFingerprint('Ｋｉｐ－１３２７ agreed')).toBe(textFingerprint('kip1327AGREED'))
  })

  it('tells the threads of a week apart: no two are alike', () => {
    const prints = texts.map(textFingerprint)
    prints.forEach((a, i) =>
      prints.forEach((b, j) => {
        if (i !== j) expect(fingerprintSimilarity(a, b), `${i} ~ ${j}`).toBeLessThan(SAME_TEXT)
      }),
    )
  })

  it('is 1 for the same text, 0 against nothing; short texts have a fingerprint too', () => {
    const f = textFingerprint(texts[0] as string)
    expect(fingerprintSimilarity(f, f)).toBe(1)
    expect(fingerprintSimilarity(f, '')).toBe(0)
    expect(textFingerprint('。。 ')).toBe('')
    expect(textFingerprint('好')).toMatch(/^[0-9a-f]{8}$/)
  })

  it('threadIdentity fingerprints the Chinese texts, not the English ones', () => {
    const t = real.threads[2]!
    const zhOnly = {
      ...t,
      summary: { zh: t.summary.zh },
      conclusion: { zh: t.conclusion.zh },
      positions: t.positions.map((p) => ({ ...p, text: { zh: p.text.zh } })),
    }
    expect(threadIdentity(zhOnly)).toEqual(threadIdentity(t))
    expect(threadIdentity(t).fingerprint).toBe(textFingerprint(texts[2] as string))
  })
})
