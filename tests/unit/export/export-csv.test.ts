import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from '../../../src/shared/lib/export-csv'
import { readCsv } from '../../helpers/read-csv'

/** What a spreadsheet should show of a text cell: formulas' first characters made text by a '. */
const guarded = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)

describe('CSV cells', () => {
  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a, b')).toBe('"a, b"')
    expect(csvCell('say "yes"')).toBe('"say ""yes"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"')
    expect(csvCell('')).toBe('')
  })

  it('makes text that a spreadsheet would run as a formula plain text', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
    expect(csvCell('+1 from Jun')).toBe("'+1 from Jun")
    expect(csvCell('-1 binding')).toBe("'-1 binding")
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)")
    expect(csvCell('\t=1+1')).toBe("'\t=1+1")
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`)
    // Only at the start: inside a text these are words.
    expect(csvCell('KIP-1327 = accepted')).toBe('KIP-1327 = accepted')
  })

  it('writes numbers as numbers, negative ones too, and nothing as an empty cell', () => {
    expect(csvCell(1327)).toBe('1327')
    expect(csvCell(-1)).toBe('-1')
    expect(csvCell(0.5)).toBe('0.5')
    expect(csvCell(Number.NaN)).toBe('')
    expect(csvCell(null)).toBe('')
  })
})

describe('CSV files', () => {
  it('start with a UTF-8 byte-order mark and end every record with CRLF', () => {
    const text = toCsv([
      ['KIP', '标题'],
      [1327, '为 Kafka 增加无盘主题'],
    ])
    expect(text).toBe('\uFEFFKIP,标题\r\n1327,为 Kafka 增加无盘主题\r\n')
    // The bytes a spreadsheet reads: EF BB BF, then Chinese as UTF-8.
    const bytes = new TextEncoder().encode(text)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder('utf-8').decode(bytes.slice(3))).toBe(
      'KIP,标题\r\n1327,为 Kafka 增加无盘主题\r\n',
    )
  })

  it('an empty table is the mark alone; a header alone is one record', () => {
    expect(toCsv([])).toBe('\uFEFF')
    expect(toCsv([['a', 'b']])).toBe('\uFEFFa,b\r\n')
  })

  it('reads back as written, any text, Chinese, quotes and line breaks included (formulas made text)', () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.string({
        unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', ' ', '中', 'a'),
      }),
    )
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 5 })
          .chain((width) =>
            fc.array(fc.array(text, { minLength: width, maxLength: width }), { maxLength: 6 }),
          ),
        (rows) => {
          expect(readCsv(toCsv(rows))).toEqual(rows.map((row) => row.map(guarded)))
        },
      ),
      { numRuns: 300 },
    )
  })
})
