// @vitest-environment node
/**
 * Fuzzing the parser and the whole dataset build with hostile, hand-edited-looking input:
 * thousands of cases, bounded in time. Whatever the input: no exception, no lost line, no partial
 * output (a result or errors, never both), and every error names the file and a line in it.
 */
import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildDataset } from '../../../src/domain/build-dataset'
import { countLines } from '../../../src/domain/digest-lines'
import { parseDigest } from '../../../src/domain/digest-parser'
import { lineCoverageProblems } from './line-coverage'

// fast-check stops a property after its interruptAfterTimeLimit (20 s); the test's own timeout must
// leave it room to, on a loaded machine too, or the time limit never gets to act.
const FUZZ_MS = 60_000

const REAL_ZH = readFileSync(
  new URL('../../../data/digests/2026-05-11.zh.txt', import.meta.url),
  'utf8',
)
const REAL_EN = readFileSync(
  new URL('../../../data/digests/2026-05-11.en.txt', import.meta.url),
  'utf8',
)

/** Odd Unicode that hand-edited files and chat apps bring in. */
const ODD = [
  '\u200b', // zero-width space
  '\u200d', // zero-width joiner
  '\u2060', // word joiner
  '\ufeff', // a BOM in the middle of the text
  '\u202e', // right-to-left override
  '\u200f', // right-to-left mark
  '\u0627\u0644\u0639\u0631\u0628\u064a\u0629', // Arabic, right to left
  '😀',
  '👩🏽‍💻',
  '\ud800', // a lone surrogate
  '\u0000',
  '\u00a0', // no-break space
  '\u3000', // ideographic space
  '\r', // an old Mac line end in the middle of a line
  '@',
  '＠',
  ':',
  '：',
  ' 等',
  '本周新建 3 个 Issue',
  '2026-05-11 ~ 2026-05-17',
  '<script>alert(1)</script>',
]

type Edit =
  | { kind: 'cut'; at: number; keep: number }
  | { kind: 'delete'; at: number }
  | { kind: 'swap-blocks'; a: number; b: number; size: number }
  | { kind: 'stray-at'; at: number }
  | { kind: 'insert-odd'; at: number; odd: number; offset: number }
  | { kind: 'long-line'; at: number; length: number }
  | { kind: 'merge'; at: number }

const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat(), keep: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('swap-blocks' as const),
    a: fc.nat(),
    b: fc.nat(),
    size: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ kind: fc.constant('stray-at' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('insert-odd' as const),
    at: fc.nat(),
    odd: fc.nat(),
    offset: fc.nat(),
  }),
  fc.record({
    kind: fc.constant('long-line' as const),
    at: fc.nat(),
    length: fc.integer({ min: 1000, max: 20_000 }),
  }),
  fc.record({ kind: fc.constant('merge' as const), at: fc.nat() }),
)

/** Applies hand-editing accidents to the lines of a file. */
function corrupt(text: string, edits: Edit[]): string {
  const lines = text.split('\n')
  for (const e of edits) {
    const n = lines.length
    if (n === 0) break
    const i = ('at' in e ? e.at : 0) % n
    const line = lines[i] ?? ''
    switch (e.kind) {
      case 'cut': // a line cut short, as by a bad copy and paste
        lines[i] = [...line].slice(0, e.keep % (line.length + 1)).join('')
        break
      case 'delete':
        lines.splice(i, 1)
        break
      case 'swap-blocks': {
        const a = e.a % n
        const b = e.b % n
        const blockA = lines.slice(a, a + e.size)
        const blockB = lines.slice(b, b + e.size)
        if (a + e.size <= b || b + e.size <= a) {
          const [first, second] = a < b ? [a, b] : [b, a]
          const [firstBlock, secondBlock] = a < b ? [blockA, blockB] : [blockB, blockA]
          lines.splice(second, secondBlock.length, ...firstBlock)
          lines.splice(first, firstBlock.length, ...secondBlock)
        }
        break
      }
      case 'stray-at':
        lines.splice(i, 0, '@')
        break
      case 'insert-odd': {
        const odd = ODD[e.odd % ODD.length] ?? ''
        const at = e.offset % (line.length + 1)
        lines[i] = line.slice(0, at) + odd + line.slice(at)
        break
      }
      case 'long-line':
        lines[i] =
          line + '很长的一行 very long line '.repeat(Math.ceil(e.length / 20)).slice(0, e.length)
        break
      case 'merge': // two lines joined, as when a line end is lost
        lines.splice(i, 2, line + (lines[i + 1] ?? ''))
        break
    }
  }
  return lines.join('\n')
}

function checkParse(text: string, file: string, lang: 'zh' | 'en') {
  const r = parseDigest(text, file, lang)
  if (r.ok) {
    expect(lineCoverageProblems(text, r.digest)).toEqual([])
    return
  }
  expect(r.errors.length).toBeGreaterThan(0)
  const lines = countLines(text)
  for (const e of r.errors) {
    expect(e.file).toBe(file)
    expect(e.line).toBeGreaterThanOrEqual(1)
    expect(e.line).toBeLessThanOrEqual(lines)
    expect(e.message).toMatch(/expected/)
  }
}

describe('fuzzing the parser with the real week, edited by hand', { timeout: FUZZ_MS }, () => {
  it('survives thousands of random edits of the Chinese and English files', () => {
    fc.assert(
      fc.property(
        fc.array(editArb, { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        (edits, english) => {
          const text = corrupt(english ? REAL_EN : REAL_ZH, edits)
          checkParse(
            text,
            english ? '2026-05-11.en.txt' : '2026-05-11.zh.txt',
            english ? 'en' : 'zh',
          )
        },
      ),
      { numRuns: 3000, interruptAfterTimeLimit: 20_000 },
    )
  })

  it('survives arbitrary text, including binary junk', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) =>
        checkParse(text, 'junk.txt', 'zh'),
      ),
      { numRuns: 2000, interruptAfterTimeLimit: 10_000 },
    )
  })
})

describe('fuzzing the dataset build', { timeout: FUZZ_MS }, () => {
  it('gives a whole dataset or only errors, never both, never a throw', () => {
    fc.assert(
      fc.property(
        fc.array(editArb, { maxLength: 3 }),
        fc.array(editArb, { maxLength: 3 }),
        (zhEdits, enEdits) => {
          const files = [
            { name: '2026-05-11.zh.txt', text: corrupt(REAL_ZH, zhEdits) },
            { name: '2026-05-11.en.txt', text: corrupt(REAL_EN, enEdits) },
          ]
          const r = buildDataset({ files, people: { people: [] } })
          if (r.ok) {
            expect(r.dataset.weeks).toHaveLength(1)
            expect(r.dataset.threads.length).toBeGreaterThan(0)
            expect('errors' in r).toBe(false)
          } else {
            expect('dataset' in r).toBe(false)
            for (const e of r.errors) {
              expect(files.map((f) => f.name)).toContain(e.file)
              expect(e.line).toBeGreaterThanOrEqual(1)
            }
          }
        },
      ),
      { numRuns: 1000, interruptAfterTimeLimit: 20_000 },
    )
  })
})
