/**
 * A plain RFC 4180 reader for the tests of what the exports write (src/shared/lib/export-csv.ts):
 * written apart from the writer, to read its output back as a spreadsheet would. Expects the
 * byte-order mark and CRLF records the writer promises; throws on anything else.
 */
export function readCsv(text: string): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('no byte-order mark')
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let i = 1
  while (i < text.length) {
    const c = text[i]!
    if (c === '"' && cell === '') {
      // A quoted cell: up to the lone quote that ends it; "" is a quote.
      i++
      for (;;) {
        const q = text.indexOf('"', i)
        if (q === -1) throw new Error('unterminated quote')
        cell += text.slice(i, q)
        if (text[q + 1] === '"') {
          cell += '"'
          i = q + 2
        } else {
          i = q + 1
          break
        }
      }
      if (text[i] !== ',' && text.slice(i, i + 2) !== '\r\n')
        throw new Error(`text after a quoted cell at ${i}`)
    } else if (c === ',') {
      row.push(cell)
      cell = ''
      i++
    } else if (text.slice(i, i + 2) === '\r\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i += 2
    } else if (c === '"' || c === '\r' || c === '\n') {
      throw new Error(`unquoted ${JSON.stringify(c)} at ${i}`)
    } else {
      cell += c
      i++
    }
  }
  if (cell !== '' || row.length > 0) throw new Error('the last record has no CRLF')
  return rows
}
