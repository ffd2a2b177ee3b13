// Made-up sentences: how a line is cut into clauses (src/domain/consensus/clauses.ts).
import { describe, expect, it } from 'vitest'
import { mainClauses, splitClauses } from '../../../src/domain/consensus/clauses'

const texts = (s: string) => splitClauses(s).map((c) => c.text)

describe('clauses', () => {
  it('are cut at Chinese and Latin punctuation, never inside brackets', () => {
    expect(texts('虽然仍有分歧，但已决定先合并；细节（见 PR，第二部分）再议。')).toEqual([
      '虽然仍有分歧',
      '但已决定先合并',
      '细节（见 PR，第二部分）再议',
    ])
  })

  it('end with a quoted sentence that ended inside its quotes', () => {
    expect(texts('他问：“谁来兜底？”后来看了设计，表示可以接受。')).toEqual([
      '他问',
      '“谁来兜底？”',
      '后来看了设计',
      '表示可以接受',
    ])
    // A quote that does not end a sentence stays in its clause.
    expect(texts('把“分区数”改成“分区总数”后再看')).toEqual(['把“分区数”改成“分区总数”后再看'])
  })

  it('keep offsets, and the part after a contrast carries the point', () => {
    const clauses = splitClauses('虽然仍有分歧，但已决定先合并')
    expect(clauses[1]).toMatchObject({ start: 7, contrast: true })
    expect(mainClauses(clauses, () => true).map((c) => c.text)).toEqual(['但已决定先合并'])
  })
})
