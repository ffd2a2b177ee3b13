// Made-up threads (terse chat, formal and classical registers) whose conclusion the rules read as
// contested through a negator they do not know, while no one in the thread objects: the thread's
// own lines are a second reading, and the status is then unsure. Written before the check.
import { describe, expect, it } from 'vitest'
import { readThread, type ThreadText } from '../../../src/domain/consensus/read-thread'
import { NO_REVIEWS, reviewBook } from '../../../src/domain/consensus/reviews'

const thread = (conclusion: string, lines: string[]): ThreadText => ({
  week: '2026-W20',
  summary: { zh: 'KIP-1327 讨论（测试用，虚构）' },
  conclusion: { zh: conclusion },
  positions: lines.map((text, i) => ({ name: `person-${i}`, text: { zh: text }, line: 3 + i })),
  file: 'made-up.zh.txt',
  conclusionLine: 3 + lines.length,
})

const read = (conclusion: string, lines: string[]) =>
  readThread(thread(conclusion, lines), reviewBook(NO_REVIEWS))

const agreeing = ['支持，早该这么做了。', '补充了测试结果，延迟没变化。']

describe('a contested reading that no line bears out', () => {
  it.each([
    '反对的声音一个也没听到，作者下周开投。',
    '莫有反对意见，下周一投票。',
    '毋人反对，众皆称善，下周开票。',
  ])('is unsure: %s', (conclusion) => {
    const reading = read(conclusion, agreeing)
    expect(reading.statusBasis).toBe('unsure')
    expect(reading.unsure.join('\n')).toMatch(/no one in the thread objects/)
  })

  it('stays contested where a line objects', () => {
    const reading = read('分歧仍在，作者坚持默认开启，另一方反对。', [
      '支持默认开启。',
      '反对，默认开启会让旧客户端断线。',
    ])
    expect(reading).toMatchObject({ status: 'contested', statusBasis: 'rule' })
  })

  it('stays contested where a line votes -1', () => {
    const reading = read('分歧没有消除，投票暂停。', ['+1 (binding)', '-1 (binding)，理由见邮件。'])
    expect(reading).toMatchObject({ status: 'contested', statusBasis: 'rule' })
  })
})
