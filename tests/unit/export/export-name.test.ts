import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { exportFileName, slugPart } from '../../../src/shared/lib/export-name'

/** Letters of any script, digits and single hyphens between them: what every file system keeps. */
const SAFE_NAME = /^kafka-digest-(threads|kips|people)(-[\p{L}\p{M}\p{N}]+)*\.(csv|json)$/u

describe('export file names', () => {
  it('say the list and its filter', () => {
    expect(exportFileName('threads', ['kip-1327', 'status-tentative', '2026-W20'], 'csv')).toBe(
      'kafka-digest-threads-kip-1327-status-tentative-2026-W20.csv',
    )
    expect(exportFileName('kips', ['state-accepted'], 'json')).toBe(
      'kafka-digest-kips-state-accepted.json',
    )
    expect(exportFileName('people', [], 'csv')).toBe('kafka-digest-people.csv')
  })

  it('keep what a reader typed readable, Chinese included, and lower-case Latin letters', () => {
    expect(slugPart('分层 存储')).toBe('分层-存储')
    expect(slugPart('黃竣陽')).toBe('黃竣陽')
    expect(slugPart('Diskless Topics!')).toBe('diskless-topics')
    expect(slugPart('José García')).toBe('josé-garcía')
    // Full-width letters and digits as their plain forms (NFKC).
    expect(slugPart('ＫＩＰ１３２７')).toBe('kip1327')
    expect(exportFileName('threads', [`search-${slugPart('共识，投票')}`], 'csv')).toBe(
      'kafka-digest-threads-search-共识-投票.csv',
    )
  })

  it('drop what a file system or a download would not keep: separators, dots, controls, direction marks', () => {
    expect(slugPart('../../etc/passwd')).toBe('etc-passwd')
    expect(slugPart('a\\b:c*d?e"f<g>h|i')).toBe('a-b-c-d-e-f-g-h-i')
    expect(slugPart('evil\u202Etxt.exe')).toBe('evil-txt-exe')
    expect(slugPart('tab\tnew\nline\u0000nul')).toBe('tab-new-line-nul')
    expect(slugPart('...')).toBe('')
    expect(exportFileName('people', [slugPart('///')], 'json')).toBe('kafka-digest-people.json')
  })

  it('cut what a reader typed to 24 characters, and the whole name well below 255 bytes', () => {
    expect(slugPart('a'.repeat(100))).toBe('a'.repeat(24))
    // Cut between characters, never inside one, and never ending on a hyphen.
    expect(slugPart('中'.repeat(23) + ' x')).toBe('中'.repeat(23))
    const name = exportFileName(
      'threads',
      Array.from({ length: 20 }, () => '长'.repeat(40)),
      'csv',
    )
    expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(205)
    expect(name).toMatch(SAFE_NAME)
  })

  it('are safe whatever the filter holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('threads', 'kips', 'people'),
        fc.array(fc.string({ unit: 'grapheme', maxLength: 80 }), { maxLength: 12 }),
        fc.boolean(),
        fc.constantFrom('csv', 'json'),
        (list, parts, typed, format) => {
          const name = exportFileName(list, typed ? parts.map(slugPart) : parts, format)
          expect(name).toMatch(SAFE_NAME)
          expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(255)
        },
      ),
      { numRuns: 500 },
    )
  })
})
