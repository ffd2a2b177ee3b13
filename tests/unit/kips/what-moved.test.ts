import { describe, expect, it } from 'vitest'
import { DATA_FILES } from '../../../src/domain/files/data-files'
import type { WeekBundle } from '../../../src/domain/files/schemas'
import { splitDataset } from '../../../src/domain/files/split'
import { whatMoved, whatMovedInDataset } from '../../../src/domain/what-moved'
import { realDataset, threeWeeksDataset } from '../../helpers/datasets'

describe('whatMoved', () => {
  it('the real week alone: nothing moved (there is no week before)', () => {
    expect(whatMovedInDataset(realDataset())).toEqual({})
  })

  it('three weeks: KIP-1327 contested → agreed in W24; the W21 release plan listing 1325 and 1332 is no status of theirs', () => {
    expect(whatMovedInDataset(threeWeeksDataset())).toEqual({
      '2026-W24': [{ kip: 1327, from: 'contested', to: 'agreed', fromWeek: '2026-W21' }],
    })
  })

  it('the same status again is no move; weeks are taken in order whatever the input order', () => {
    expect(
      whatMoved([
        {
          kip: 7,
          weeks: [
            { week: '2026-W03', status: 'open' },
            { week: '2026-W01', status: 'open' },
            { week: '2026-W02', status: 'open' },
          ],
        },
        {
          kip: 5,
          weeks: [
            { week: '2026-W03', status: 'done' },
            { week: '2026-W01', status: 'contested' },
          ],
        },
      ]),
    ).toEqual({ '2026-W03': [{ kip: 5, from: 'contested', to: 'done', fromWeek: '2026-W01' }] })
  })

  it('the three-weeks build writes each week its moves, in the week’s own file', () => {
    const files = splitDataset(threeWeeksDataset())
    const moves = (week: string) => (files.get(DATA_FILES.week.path(week)) as WeekBundle).moves
    expect(moves('2026-W21')).toEqual([])
    expect(moves('2026-W24')).toEqual([
      { kip: 1327, from: 'contested', to: 'agreed', fromWeek: '2026-W21' },
    ])
    expect([...files.keys()].filter((path) => path.startsWith('kip-moves/'))).toEqual([])
  })
})
