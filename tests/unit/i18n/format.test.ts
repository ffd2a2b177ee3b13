import { describe, expect, it } from 'vitest'
import { formatDateSpan } from '../../../src/i18n/format'

describe('formatDateSpan', () => {
  it.each([
    ['2026-05-11', '2026-05-17', '11–17 May 2026', '2026年5月11日至17日'],
    ['2026-06-29', '2026-07-05', '29 June – 5 July 2026', '2026年6月29日至7月5日'],
    [
      '2026-12-28',
      '2027-01-03',
      '28 December 2026 – 3 January 2027',
      '2026年12月28日至2027年1月3日',
    ],
  ])('%s to %s: "%s", "%s"', (start, end, en, zh) => {
    expect(formatDateSpan(start, end, 'en')).toBe(en)
    expect(formatDateSpan(start, end, 'zh')).toBe(zh)
  })
})
