// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseDigest, type ParseResult } from '../../../src/domain/digest-parser'

const MALFORMED = new URL('../../fixtures/malformed/', import.meta.url)

function ok(result: ParseResult) {
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.digest
}

describe('parseDigest: what real files vary in', () => {
  it('accepts a BOM, CRLF, blank lines, surrounding spaces, full-width colons, 等', () => {
    const text =
      '\uFEFF2026-05-11 ~ 2026-05-17  \r\n\r\n' +
      '  讨论 KIP-1。 \r\n' +
      '@Muralidhar Basani 等： 投票支持。  \r\n' +
      '\r\n' +
      '@José Armando García Sancio: 确认: 引入新的错误码。\r\n' +
      '@黃竣陽：更新了 KIP。\r\n' +
      '达成一致。\r\n\r\n' +
      '本周新建 74 个 Issue \r\n\r\n' +
      '第一行。\r\n第二行。\r\n\r\n'
    const d = ok(parseDigest(text, 'w.txt', 'zh'))
    expect(d.start).toBe('2026-05-11')
    expect(d.end).toBe('2026-05-17')
    expect(d.threads).toHaveLength(1)
    const [t] = d.threads
    expect(t?.summary).toEqual({ line: 3, text: '讨论 KIP-1。' })
    expect(t?.positions).toEqual([
      { line: 4, name: 'Muralidhar Basani', andOthers: true, text: '投票支持。' },
      {
        line: 6,
        name: 'José Armando García Sancio',
        andOthers: false,
        text: '确认: 引入新的错误码。',
      },
      { line: 7, name: '黃竣陽', andOthers: false, text: '更新了 KIP。' },
    ])
    expect(t?.conclusion).toEqual({ line: 8, text: '达成一致。' })
    expect(d.footer).toEqual({
      line: 10,
      created: 74,
      paragraph: '第一行。\n第二行。',
      paragraphLines: [12, 13],
    })
  })

  it('reads the English edition footer and "et al." / "and others"', () => {
    const text = [
      '2026-05-11 ~ 2026-05-17',
      'Summary.',
      '@Muralidhar Basani et al.: Voted.',
      '@Jun Rao and others: Agreed.',
      '@Ken Huang: Updated.',
      'Conclusion.',
      '1 new issue this week',
      'Paragraph.',
    ].join('\n')
    const d = ok(parseDigest(text, 'w.en.txt', 'en'))
    expect(d.threads[0]?.positions.map((p) => [p.name, p.andOthers])).toEqual([
      ['Muralidhar Basani', true],
      ['Jun Rao', true],
      ['Ken Huang', false],
    ])
    expect(d.footer.created).toBe(1)
    expect(
      ok(parseDigest(text.replace('1 new issue', '74 New Issues'), 'w.en.txt', 'en')).footer
        .created,
    ).toBe(74)
  })

  it('does not take the other language footer', () => {
    const text = '2026-05-11 ~ 2026-05-17\nS\n@a: x\nC\n74 new issues this week\nP\n'
    expect(parseDigest(text, 'w.txt', 'zh').ok).toBe(false)
  })
})

describe('parseDigest: malformed fixtures fail with file and line', () => {
  it.each([
    ['missing-header.txt', 1, 'expected the header'],
    ['bad-header-date.txt', 1, 'real calendar date'],
    ['header-not-monday.txt', 1, 'start on a Monday'],
    ['header-wrong-end.txt', 1, 'expected the week to end on 2026-05-17'],
    ['position-without-colon.txt', 4, 'no colon'],
    ['position-empty-name.txt', 4, 'expected a name'],
    ['position-empty-text.txt', 4, "expected the position's text"],
    ['thread-without-position.txt', 3, 'expected a position'],
    ['thread-without-conclusion.txt', 8, 'expected a conclusion'],
    ['missing-footer.txt', 8, 'expected the footer'],
    ['footer-without-paragraph.txt', 6, 'expected a paragraph'],
    ['no-threads.txt', 2, 'expected at least one thread'],
    ['text-after-footer.txt', 8, "expected nothing after the footer's paragraph (line 6)"],
    [
      'footer-full-width-digits.txt',
      5,
      'expected the footer "本周新建 <N> 个 Issue" with N in plain digits 0-9, found "本周新建 ７４ 个 Issue" (full-width digits)',
    ],
    [
      'footer-negative-count.txt',
      5,
      'expected the footer "本周新建 <N> 个 Issue" with N in plain digits 0-9, found "本周新建 -3 个 Issue" (a negative number)',
    ],
    [
      'invisible-at-line-start.txt',
      3,
      'expected a line without invisible characters at its start or end, found U+2066 (left-to-right isolate) at its start',
    ],
    [
      'invisible-at-line-end.txt',
      5,
      'expected a line without invisible characters at its start or end, found U+202C (pop directional formatting) at its end',
    ],
    [
      'header-year-0001.txt',
      1,
      'expected a week since the Apache Kafka project began (2011), found the week of 0001-01-01',
    ],
    [
      'name-emoji-joiner.txt',
      3,
      'expected a name without invisible characters, found U+200D (zero width joiner) joining the emoji "👩‍💻" in "Alice 👩‍💻"',
    ],
    ['kip-reference-garbled.txt', 2, 'expected a KIP number (digits only), found "KIP-13x7"'],
  ])('%s → line %i', (file, line, message) => {
    const text = readFileSync(new URL(file, MALFORMED), 'utf8')
    const r = parseDigest(text, file, 'zh')
    expect(r.ok).toBe(false)
    if (r.ok) return
    // One defect, one error: recovery must not cascade.
    expect(r.errors).toHaveLength(1)
    expect(r.errors[0]).toMatchObject({ file, line })
    expect(r.errors[0]?.message).toContain(message)
  })

  it('reports every error of a file, not only the first', () => {
    const text = [
      '2026-05-12 ~ 2026-05-18',
      'S',
      '@a x',
      'C',
      'S2',
      '@: y',
      'C2',
      '本周新建 1 个 Issue',
    ].join('\n')
    const r = parseDigest(text, 'w.txt', 'zh')
    expect(r.ok ? [] : r.errors.map((e) => e.line)).toEqual([1, 3, 6, 8])
  })

  it('reports a thread missing its conclusion before the next thread', () => {
    const text = [
      '2026-05-11 ~ 2026-05-17',
      'S1',
      '@a: x',
      'S2',
      '@b: y',
      'C2',
      '本周新建 1 个 Issue',
      'P',
    ].join('\n')
    const r = parseDigest(text, 'w.txt', 'zh')
    expect(r.ok ? [] : r.errors).toEqual([
      expect.objectContaining({
        file: 'w.txt',
        line: 5,
        message: expect.stringContaining('lack its conclusion'),
      }),
    ])
  })

  it('rejects positions and a second footer after the footer, and an empty file', () => {
    const text = [
      '2026-05-11 ~ 2026-05-17',
      'S',
      '@a: x',
      'C',
      '本周新建 1 个 Issue',
      'P',
      '@b: y',
      '本周新建 2 个 Issue',
    ].join('\n')
    const r = parseDigest(text, 'w.txt', 'zh')
    expect(r.ok ? [] : r.errors.map((e) => e.line)).toEqual([7, 8])
    const empty = parseDigest('\n\n', 'e.txt', 'zh')
    expect(empty.ok ? [] : empty.errors.map((e) => e.line)).toEqual([3])
  })
})
