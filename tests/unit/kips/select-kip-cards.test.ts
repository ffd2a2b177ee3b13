import { describe, expect, it } from 'vitest'
import { kipCardSummaries } from '../../../src/domain/kip-story'
import { selectKipCards } from '../../../src/features/kips/select-kip-cards'
import { realDataset, threeWeeksDataset } from '../../helpers/datasets'

const real = kipCardSummaries(realDataset())
const three = kipCardSummaries(threeWeeksDataset())
const kips = (views: { card: { kip: number } }[]) => views.map((v) => v.card.kip)

describe('selectKipCards: sort', () => {
  it('recent: last discussed first, then by number', () => {
    expect(kips(selectKipCards(three, {}, 'recent'))).toEqual([
      1163, 1279, 1327, 1191, 1325, 1332, 1322,
    ])
  })
  it('number: ascending', () => {
    expect(kips(selectKipCards(three, {}, 'number'))).toEqual([
      1163, 1191, 1279, 1322, 1325, 1327, 1332,
    ])
  })
  it('people: most people first', () => {
    const views = selectKipCards(real, {}, 'people')
    expect(views.at(-1)!.card.kip).toBe(1322) // the only KIP with two people
    const counts = views.map((v) => v.people.length)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })
})

describe('selectKipCards: filters', () => {
  it('status: the status of the last week in view', () => {
    expect(kips(selectKipCards(real, { status: ['contested'] }, 'number'))).toEqual([1163])
    expect(kips(selectKipCards(three, { status: ['contested'] }, 'number'))).toEqual([])
    expect(
      kips(
        selectKipCards(
          three,
          { status: ['contested'], week: { from: '2026-W21', to: '2026-W22' } },
          'number',
        ),
      ),
    ).toEqual([1327])
  })
  it('week: only KIPs discussed in the range, and only those weeks', () => {
    const views = selectKipCards(three, { week: { from: '2026-W24', to: '2026-W24' } }, 'number')
    expect(kips(views)).toEqual([1163, 1279, 1327])
    expect(views.find((v) => v.card.kip === 1327)!.weeks.map((w) => w.week)).toEqual(['2026-W24'])
  })
  it('person: KIPs the person took a position on', () => {
    expect(kips(selectKipCards(real, { person: ['jun-rao'] }, 'number'))).toEqual([
      1163, 1313, 1327,
    ])
  })
  it('free text: in the number or title', () => {
    expect(kips(selectKipCards(real, { q: 'kip-1327' }, 'number'))).toEqual([1327])
  })
})
