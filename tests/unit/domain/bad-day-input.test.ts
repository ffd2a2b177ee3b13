// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildDataset, type DigestFile } from '../../../src/domain/build-dataset'
import { checkDataPaths } from '../../../src/domain/files/layout'
import { splitDataset } from '../../../src/domain/files/split'
import { idProblem, MAX_ID_BYTES, utf8Length } from '../../../src/domain/ids'

/**
 * What a maintainer on a bad day feeds the ingest. Every digest here is MADE UP for this test
 * (not real community data): a tiny valid week, then one defect at a time.
 */
const week = (start: string, end: string, body: string[], footer = '本周新建 3 个 Issue') =>
  [`${start} ~ ${end}`, ...body, footer, '本周 JIRA 平稳。'].join('\n')
const THREAD = ['讨论 KIP-1 的设计。', '@Alice Example: 支持。', '已达成一致。']
const ok = (name = '2026-05-11.zh.txt', body = THREAD): DigestFile => ({
  name,
  text: week('2026-05-11', '2026-05-17', body),
})
const build = (...files: DigestFile[]) => buildDataset({ files, people: { people: [] } })
const errorsOf = (...files: DigestFile[]) => {
  const r = build(...files)
  return r.ok ? [] : r.errors.map((e) => `${e.file}:${e.line}: ${e.message}`)
}

describe('errors, with file and line', () => {
  it.each([
    ['\u00A0', 'U+00A0 (no-break space)'],
    ['\u200B', 'U+200B (zero width space)'],
    ['\u3000', 'U+3000 (ideographic space)'],
  ])('a name holding %j names the character', (ch, named) => {
    const file = ok('2026-05-11.zh.txt', ['讨论。', `@Luke${ch}Chen: 支持。`, '已达成一致。'])
    expect(errorsOf(file)).toEqual([
      expect.stringMatching(
        new RegExp(`^2026-05-11\\.zh\\.txt:3: .*${named.replace(/[()+]/g, '\\$&')}.*"Luke.Chen"`),
      ),
    ])
  })

  it.each([
    ['\u00A0', 'U+00A0 (no-break space)'],
    ['\u200B', 'U+200B (zero width space)'],
    ['  \u200B\u00A0 ', 'U+200B (zero width space), U+00A0 (no-break space)'],
  ])('a "blank" line holding %j names the characters', (blank, named) => {
    const file = ok('2026-05-11.zh.txt', [THREAD[0]!, blank, THREAD[1]!, THREAD[2]!])
    expect(errorsOf(file)).toEqual([
      `2026-05-11.zh.txt:3: expected a blank line to be blank, found only invisible characters: ${named}`,
    ])
  })

  it('a blank line of plain spaces and tabs is fine', () => {
    expect(errorsOf(ok('2026-05-11.zh.txt', [THREAD[0]!, ' \t ', THREAD[1]!, THREAD[2]!]))).toEqual(
      [],
    )
  })

  it.each([
    ['the footer count', [...THREAD], '本周新建 9007199254740993 个 Issue', 5],
    ['a KIP number', ['讨论 KIP-99999999999999999 的设计。', ...THREAD.slice(1)], undefined, 2],
    [
      'a ticket count',
      [
        THREAD[0]!,
        '@Alice Example: 4.4.0 有 99999999999999999 个已解决和 1 个未解决。',
        THREAD[2]!,
      ],
      undefined,
      3,
    ],
  ])('%s above 2^53 is an error, not a silently changed number', (_what, body, footer, line) => {
    const file = { name: '2026-05-11.zh.txt', text: week('2026-05-11', '2026-05-17', body, footer) }
    const errors = errorsOf(file)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(
      new RegExp(`^2026-05-11\\.zh\\.txt:${line}: expected a number up to 2\\^53`),
    )
  })

  it.each([
    ['KIP-13x7', 'zh'],
    ['KIP-1e3', 'zh'],
    ['KIP-1327.5', 'en'],
    ['KIP-1,327', 'en'],
    ['KIP-1327a', 'zh'],
  ])('a garbled reference %s (%s) is an error at its line, never another KIP', (ref, lang) => {
    const en = {
      name: '2026-05-11.en.txt',
      text: [
        '2026-05-11 ~ 2026-05-17',
        `Design of ${lang === 'en' ? ref : 'KIP-1'}.`,
        '@Alice Example: supports it.',
        'Agreed.',
        '3 new issues this week',
        'JIRA was calm.',
      ].join('\n'),
    }
    const zh = ok('2026-05-11.zh.txt', [
      `讨论 ${lang === 'zh' ? ref : 'KIP-1'} 的设计。`,
      ...THREAD.slice(1),
    ])
    expect(errorsOf(zh, en)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^2026-05-11\\.${lang}\\.txt:2: expected a KIP number .*found "${ref.replace('.', '\\.')}"`,
        ),
      ),
    ])
  })

  it('text after the footer’s paragraph (a thread written in the wrong place), at its line', () => {
    const text = [
      week('2026-05-11', '2026-05-17', THREAD),
      '',
      '讨论 KIP-2 的迁移。',
      '仍在讨论。',
    ].join('\n')
    expect(errorsOf({ name: '2026-05-11.zh.txt', text })).toEqual([
      '2026-05-11.zh.txt:8: expected nothing after the footer\'s paragraph (line 6), found "讨论 KIP-2 的迁移。" ' +
        'after a blank line: a thread goes above the footer "本周新建 3 个 Issue"; more of the JIRA ' +
        'summary goes on the lines right after line 6, without a blank line',
    ])
  })

  it('2^53 − 1 itself is exact and accepted', () => {
    const file = {
      name: '2026-05-11.zh.txt',
      text: week('2026-05-11', '2026-05-17', THREAD, '本周新建 9007199254740991 个 Issue'),
    }
    const r = build(file)
    expect(r.ok && r.dataset.weeks[0]?.jira.created).toBe(9007199254740991)
  })

  it('a name whose id cannot be a file name is rejected by ingest, with file and line', () => {
    const long = '黃'.repeat(120)
    const errors = errorsOf(ok('2026-05-11.zh.txt', [THREAD[0]!, `@${long}: 支持。`, THREAD[2]!]))
    expect(errors).toEqual([
      expect.stringMatching(
        /^2026-05-11\.zh\.txt:3: expected a name of a person, found one of 120 characters .* 360 bytes/,
      ),
    ])
  })

  it('whatever ingest accepts, the build can write: a 120-letter name makes a file name', () => {
    const name = 'A'.repeat(60) + ' ' + 'B'.repeat(59)
    const r = build(ok('2026-05-11.zh.txt', [THREAD[0]!, `@${name}: 支持。`, THREAD[2]!]))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(() => checkDataPaths([...splitDataset(r.dataset).keys()])).not.toThrow()
  })

  it('ingest and build share one id check', () => {
    expect(idProblem('jun-rao')).toBeUndefined()
    expect(idProblem('x'.repeat(MAX_ID_BYTES))).toBeUndefined()
    expect(idProblem('x'.repeat(MAX_ID_BYTES + 1))).toMatch(/201 bytes/)
    expect(utf8Length('黃a😀')).toBe(8)
    expect(() => checkDataPaths([`people/${'黃'.repeat(100)}.json`])).toThrow(/300 bytes/)
  })
})

describe('one error per mistake, at its line, naming what was found', () => {
  const FOOTER = ['3 new issues this week', 'JIRA was calm.']
  const english = (footer: string[]) => ({
    name: '2026-05-11.en.txt',
    text: [
      '2026-05-11 ~ 2026-05-17',
      'Design of KIP-1.',
      '@Alice Example: supports it.',
      'Agreed.',
      ...footer,
    ].join('\n'),
  })

  it('an English edition with the Chinese footer', () => {
    expect(errorsOf(ok(), english(['本周新建 3 个 Issue', 'JIRA was calm.']))).toEqual([
      '2026-05-11.en.txt:5: expected the English footer "<N> new issues this week", found the ' +
        'Chinese one "本周新建 3 个 Issue": an English edition (*.en.txt) ends with its own',
    ])
  })

  it('a Chinese digest with the English footer', () => {
    expect(errorsOf(ok('2026-05-11.zh.txt'), english(FOOTER)).length).toBe(0)
    const zh = {
      name: '2026-05-11.zh.txt',
      text: ok().text.replace('本周新建 3 个 Issue', '3 new issues this week'),
    }
    expect(errorsOf(zh)).toEqual([
      '2026-05-11.zh.txt:5: expected the Chinese footer "本周新建 <N> 个 Issue", found the ' +
        'English one "3 new issues this week": an English edition\'s file name ends in .en.txt',
    ])
  })

  it.each([
    ['－3', 'a negative number'],
    ['３', 'full-width digits'],
    ['3.5', 'not a whole number'],
  ])('an English footer counting %s', (count, found) => {
    expect(errorsOf(ok(), english([`${count} new issues this week`, 'JIRA was calm.']))).toEqual([
      `2026-05-11.en.txt:5: expected the footer "<N> new issues this week" with N in plain ` +
        `digits 0-9, found "${count} new issues this week" (${found})`,
    ])
  })

  it('an English "et al." that the Chinese " 等" does not mirror, and the other way round', () => {
    const en = (name: string) => ({
      name: '2026-05-11.en.txt',
      text: [
        '2026-05-11 ~ 2026-05-17',
        'Design of KIP-1.',
        `@${name}: supports it.`,
        'Agreed.',
        '3 new issues this week',
        'JIRA was calm.',
      ].join('\n'),
    })
    const zhOthers = ok('2026-05-11.zh.txt', [THREAD[0]!, '@Alice Example 等: 支持。', THREAD[2]!])
    expect(errorsOf(ok(), en('Alice Example et al.'))).toEqual([
      '2026-05-11.en.txt:3: 2026-05-11.en.txt does not mirror 2026-05-11.zh.txt: thread 1, ' +
        'position 1: expected "Alice Example" alone as in 2026-05-11.zh.txt line 3, found ' +
        '"Alice Example" and others',
    ])
    expect(errorsOf(zhOthers, en('Alice Example'))).toEqual([
      '2026-05-11.en.txt:3: 2026-05-11.en.txt does not mirror 2026-05-11.zh.txt: thread 1, ' +
        'position 1: expected "Alice Example" and others as in 2026-05-11.zh.txt line 3, found ' +
        '"Alice Example" alone',
    ])
    const both = build(zhOthers, en('Alice Example et al.'))
    expect(both.ok && both.dataset.threads[0]?.positions[0]?.andOthers).toBe(true)
  })

  it('a web address where the name goes is not a person "https"', () => {
    const file = ok('2026-05-11.zh.txt', [
      THREAD[0]!,
      '@https://github.com/mjsax: 支持。',
      THREAD[2]!,
    ])
    expect(errorsOf(file)).toEqual([
      '2026-05-11.zh.txt:3: expected a name before the colon, found the web address ' +
        '"https://github.com/mjsax": write the person\'s name, e.g. "@Jun Rao: …"',
    ])
  })

  it.each([
    ['\u0085', 'U+0085 (next line)'],
    ['\u2066', 'U+2066 (left-to-right isolate)'],
    ['\u001C', 'U+001C (file separator)'],
    ['\u202C', 'U+202C (pop directional formatting)'],
    ['\u1160', 'U+1160 (Hangul jungseong filler)'],
  ])('%j at the start of the header, a position, or the end of the footer', (ch, named) => {
    const at = (where: 'start' | 'end', line: number) =>
      `2026-05-11.zh.txt:${line}: expected a line without invisible characters at its start ` +
      `or end, found ${named} at its ${where}: delete it`
    const text = ok()
      .text.replace('2026-05-11 ~', `${ch}2026-05-11 ~`)
      .replace('@Alice', `${ch}@Alice`)
      .replace('个 Issue', `个 Issue${ch}`)
    expect(errorsOf({ name: '2026-05-11.zh.txt', text })).toEqual([
      at('start', 1),
      at('start', 3),
      at('end', 5),
    ])
  })
})

describe('warnings in the ingest report', () => {
  const warningsOf = (...files: DigestFile[]) => {
    const r = build(...files)
    expect(r.ok, r.ok ? '' : JSON.stringify(r.errors)).toBe(true)
    return r.warnings.filter((w) => !w.includes('is not in data/people.json'))
  }

  it('a file name whose date is not the header’s', () => {
    expect(warningsOf(ok('2026-05-18.zh.txt'))).toEqual([
      '2026-05-18.zh.txt:1: the file name says 2026-05-18 but the header says the week of 2026-05-11: rename the file or fix the header',
    ])
  })

  it('a lone digest of a week that has not begun (2099), as two digests would be', () => {
    const far = { name: '2099-01-05.zh.txt', text: week('2099-01-05', '2099-01-11', THREAD) }
    const r = buildDataset({ files: [far], people: { people: [] }, today: '2026-12-07' })
    expect(r.warnings.filter((w) => w.includes('has not begun'))).toEqual([
      '2099-01-05.zh.txt:1: the week of 2099-01-05 has not begun (today is 2026-12-07): ' +
        'is the date in the header right?',
    ])
    const among = buildDataset({ files: [ok(), far], people: { people: [] }, today: '2026-12-07' })
    expect(among.warnings.filter((w) => w.startsWith('2099'))).toEqual([
      expect.stringContaining('has not begun'),
    ])
    const now = buildDataset({ files: [ok()], people: { people: [] }, today: '2026-05-11' })
    expect(now.warnings.filter((w) => w.includes('has not begun'))).toEqual([])
  })

  it('a week far from all the others (2099)', () => {
    const far = { name: '2099-01-05.zh.txt', text: week('2099-01-05', '2099-01-11', THREAD) }
    const warnings = warningsOf(
      ok(),
      { name: '2026-05-18.zh.txt', text: week('2026-05-18', '2026-05-24', THREAD) },
      far,
    )
    expect(warnings).toEqual([
      expect.stringMatching(
        /^2099-01-05\.zh\.txt:1: the week of 2099-01-05 is \d+ weeks from every other digest/,
      ),
    ])
  })

  it('an English edition that names other KIPs than its Chinese digest', () => {
    const en = {
      name: '2026-05-11.en.txt',
      text: [
        '2026-05-11 ~ 2026-05-17',
        'Design of KIP-7.',
        '@Alice Example: supports it.',
        'Agreed.',
        '3 new issues this week',
        'JIRA was calm.',
      ].join('\n'),
    }
    expect(warningsOf(ok(), en)).toEqual([
      '2026-05-11.en.txt:2: thread 1 names KIP-7 but 2026-05-11.zh.txt line 2 names KIP-1: check the translation',
    ])
  })

  it('a range of KIPs, read as every KIP in it', () => {
    const r = build(ok('2026-05-11.zh.txt', ['讨论 KIP-1327–1330 的设计。', ...THREAD.slice(1)]))
    expect(r.ok && r.dataset.threads[0]?.kips).toEqual([1327, 1328, 1329, 1330])
    expect(
      warningsOf(ok('2026-05-11.zh.txt', ['讨论 KIP-1327–1330 的设计。', ...THREAD.slice(1)])),
    ).toEqual([
      '2026-05-11.zh.txt:2: "KIP-1327–1330" is read as a range, KIP-1327 to KIP-1330 (4 KIPs): list them ("KIP-1327、1330") if only the two are meant',
    ])
  })

  it('a clean week has none of these', () => {
    expect(warningsOf(ok())).toEqual([])
  })
})
