import { describe, expect, it } from 'vitest'
import { encodeExport, type ExportDocument } from '../../../src/shared/lib/export-file'
import { readCsv } from '../../helpers/read-csv'

/** A made-up document: the shapes of the lists are tested with real data in the other files. */
const doc: ExportDocument = {
  list: 'threads',
  nameParts: ['kip-1327', 'search-共识'],
  language: 'zh',
  filter: { kip: '1327', q: '共识' },
  dataAsOf: '2026-05-17',
  columns: [
    { key: 'id', header: '编号' },
    { key: 'status', header: '状态', text: (v) => (v === 'open' ? '讨论中' : String(v)) },
    { key: 'kips', header: 'KIP' },
    { key: 'flag', header: '标记' },
    { key: 'count', header: '数' },
  ],
  rows: [
    {
      id: 'a',
      status: 'open',
      kips: ['KIP-1', 'KIP-2'],
      flag: true,
      count: 3,
      extra: 'not a column',
    },
    { id: 'b', status: null, kips: [], flag: null, count: null },
  ],
}

describe('an export as a file', () => {
  it('CSV: headers, the columns’ words, lists joined, nothing as an empty cell', () => {
    const file = encodeExport(doc, 'csv')
    expect(file.name).toBe('kafka-digest-threads-kip-1327-search-共识.csv')
    expect(file.type).toBe('text/csv;charset=utf-8')
    expect(readCsv(file.text)).toEqual([
      ['编号', '状态', 'KIP', '标记', '数'],
      ['a', '讨论中', 'KIP-1; KIP-2', 'true', '3'],
      ['b', '', '', '', ''],
    ])
  })

  it('JSON: the rows with the columns’ fields in order, the filter, the language and the data’s date; no byte-order mark', () => {
    const file = encodeExport(doc, 'json')
    expect(file.name).toBe('kafka-digest-threads-kip-1327-search-共识.json')
    expect(file.type).toBe('application/json')
    expect(file.text.startsWith('{')).toBe(true)
    const json = JSON.parse(file.text) as Record<string, unknown>
    expect(json).toEqual({
      list: 'threads',
      language: 'zh',
      filter: { kip: '1327', q: '共识' },
      dataAsOf: '2026-05-17',
      count: 2,
      rows: [
        { id: 'a', status: 'open', kips: ['KIP-1', 'KIP-2'], flag: true, count: 3 },
        { id: 'b', status: null, kips: [], flag: null, count: null },
      ],
    })
    expect(Object.keys((json.rows as object[])[0]!)).toEqual([
      'id',
      'status',
      'kips',
      'flag',
      'count',
    ])
    expect(
      JSON.parse(encodeExport({ ...doc, list: 'kips', wikiAsOf: '2026-08-22' }, 'json').text),
    ).toMatchObject({
      wikiAsOf: '2026-08-22',
    })
  })
})
