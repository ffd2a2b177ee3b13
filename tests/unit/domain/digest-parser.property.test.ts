// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countLines } from '../../../src/domain/digest-lines'
import { parseDigest } from '../../../src/domain/digest-parser'
import { lineCoverageProblems } from './line-coverage'

// Names as the digests write them: Latin, accents, Chinese, spaces and hyphens, handles.
const NAME_CHARS =
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789éüñçøÅ黃竣陽张伟李娜王芳-_. '.split(
    '',
  )
const TEXT_CHARS = [
  ...NAME_CHARS,
  ...'，。：:、（）()@等=<>&"\'`~\t 是的讨论提议KIP-1327 4.4.0'.split(''),
]

const nameArb = fc
  .array(fc.constantFrom(...NAME_CHARS), { minLength: 1, maxLength: 24 })
  .map((cs) => cs.join('').trim())
  // The name must stay a name: non-empty, and not ending in a word that means "and others".
  .filter((n) => n !== '' && !/(?:等|et\s+al\.?|and\s+others)$/i.test(n))

const textArb = fc
  .array(fc.constantFrom(...TEXT_CHARS), { minLength: 1, maxLength: 60 })
  .map((cs) => cs.join('').trim())
  .filter((t) => t !== '' && !/^[@＠]/.test(t) && !/^本周新建/.test(t))

const positionArb = fc.record({
  name: nameArb,
  andOthers: fc.boolean(),
  fullWidth: fc.boolean(),
  text: textArb,
})

const threadArb = fc.record({
  summary: textArb,
  positions: fc.array(positionArb, { minLength: 1, maxLength: 4 }),
  conclusion: textArb,
})

const digestArb = fc.record({
  monday: fc
    .integer({ min: 0, max: 2000 })
    .map((w) => new Date(Date.UTC(2020, 0, 6) + w * 7 * 86_400_000)),
  threads: fc.array(threadArb, { minLength: 1, maxLength: 6 }),
  created: fc.nat({ max: 9999 }),
  paragraph: fc.array(textArb, { minLength: 1, maxLength: 3 }),
  bom: fc.boolean(),
  eol: fc.constantFrom('\n', '\r\n'),
  // Per line: how many blank lines come before it, and trailing spaces.
  blanks: fc.array(fc.nat({ max: 2 }), { minLength: 64, maxLength: 64 }),
  trailing: fc.array(fc.constantFrom('', ' ', '  ', '\t'), { minLength: 64, maxLength: 64 }),
})

type DigestModel = typeof digestArb extends fc.Arbitrary<infer T> ? T : never

function render(m: DigestModel): string[] {
  const day = (d: Date) => d.toISOString().slice(0, 10)
  const sunday = new Date(m.monday.getTime() + 6 * 86_400_000)
  const lines = [`${day(m.monday)} ~ ${day(sunday)}`]
  for (const t of m.threads) {
    lines.push(t.summary)
    for (const p of t.positions)
      lines.push(`@${p.name}${p.andOthers ? ' 等' : ''}${p.fullWidth ? '：' : ': '}${p.text}`)
    lines.push(t.conclusion)
  }
  lines.push(`本周新建 ${m.created} 个 Issue`, ...m.paragraph)
  return lines
}

function toText(m: DigestModel, lines: string[]): string {
  const out: string[] = []
  // Blank lines anywhere but inside the footer's paragraph, which a blank line ends.
  const paragraphFrom = lines.length - m.paragraph.length + 1
  lines.forEach((l, i) => {
    const blanks = i >= paragraphFrom ? 0 : (m.blanks[i % 64] ?? 0)
    for (let b = 0; b < blanks; b++) out.push('')
    out.push(l + (m.trailing[i % 64] ?? ''))
  })
  return (m.bom ? '\uFEFF' : '') + out.join(m.eol) + m.eol
}

describe('parseDigest properties', () => {
  it('parses random valid digests and keeps every line in exactly one field', () => {
    fc.assert(
      fc.property(digestArb, (m) => {
        const text = toText(m, render(m))
        const r = parseDigest(text, 'random.txt', 'zh')
        if (!r.ok) throw new Error(JSON.stringify(r.errors))
        expect(lineCoverageProblems(text, r.digest)).toEqual([])
        expect(
          r.digest.threads.map((t) => t.positions.map((p) => [p.name, p.andOthers, p.text])),
        ).toEqual(m.threads.map((t) => t.positions.map((p) => [p.name, p.andOthers, p.text])))
        expect(r.digest.footer.created).toBe(m.created)
      }),
      { numRuns: 200 },
    )
  })

  const corruption = fc.oneof(
    fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), to: fc.nat() }),
    fc.record({ kind: fc.constant('stray-at' as const), at: fc.nat(), line: fc.boolean() }),
    fc.record({
      kind: fc.constant('unicode' as const),
      at: fc.nat(),
      junk: fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }),
    }),
  )

  it('never throws on corrupted digests; errors point into the file; a success still keeps every line', () => {
    fc.assert(
      fc.property(digestArb, fc.array(corruption, { minLength: 1, maxLength: 3 }), (m, changes) => {
        const lines = render(m)
        let text = ''
        for (const c of changes) {
          const i = c.at % lines.length
          if (c.kind === 'delete' && lines.length > 1) lines.splice(i, 1)
          if (c.kind === 'duplicate') lines.splice(i, 0, lines[i] ?? '')
          if (c.kind === 'swap') {
            const j = c.to % lines.length
            ;[lines[i], lines[j]] = [lines[j] ?? '', lines[i] ?? '']
          }
          if (c.kind === 'stray-at') {
            if (c.line) lines.splice(i, 0, '@')
            else lines[i] = `@${lines[i] ?? ''}`
          }
        }
        text = toText(m, lines)
        for (const c of changes) {
          if (c.kind === 'unicode') {
            const at = c.at % (text.length + 1)
            text = text.slice(0, at) + c.junk + text.slice(at)
          }
        }
        const r = parseDigest(text, 'corrupt.txt', 'zh')
        if (r.ok) {
          expect(lineCoverageProblems(text, r.digest)).toEqual([])
        } else {
          expect(r.errors.length).toBeGreaterThan(0)
          for (const e of r.errors) {
            expect(e.file).toBe('corrupt.txt')
            expect(e.line).toBeGreaterThanOrEqual(1)
            expect(e.line).toBeLessThanOrEqual(countLines(text))
            expect(e.message).toMatch(/expected/)
          }
        }
      }),
      { numRuns: 200 },
    )
  })
})
