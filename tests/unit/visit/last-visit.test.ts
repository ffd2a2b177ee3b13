import { describe, expect, it } from 'vitest'
import {
  isNewWeek,
  markAllRead,
  markSince,
  newSince,
  recordVisit,
  VISIT_GAP_MS,
  type VisitRecord,
} from '../../../src/domain/last-visit'

const DAY = 86_400_000
const t0 = Date.UTC(2026, 4, 18, 9) // Monday 18 May 2026, 09:00 UTC

describe('recordVisit', () => {
  it('marks nothing on a first visit', () => {
    expect(recordVisit(null, '2026-W20', t0, '2026-05-18')).toEqual({
      newest: '2026-W20',
      at: t0,
      day: '2026-05-18',
      mark: null,
    })
  })

  it('marks what came after the last visit once the reader comes back', () => {
    const first = recordVisit(null, '2026-W20', t0, '2026-05-18')
    const second = recordVisit(first, '2026-W21', t0 + 7 * DAY, '2026-05-25')
    expect(second.mark).toEqual({ after: '2026-W20', since: '2026-05-18', by: 'visit' })
    expect(second.newest).toBe('2026-W21')
    expect(isNewWeek('2026-W21', second.mark)).toBe(true)
    expect(isNewWeek('2026-W20', second.mark)).toBe(false)
  })

  it('keeps the marks while the reader goes on reading, and moves them on the next visit', () => {
    const first = recordVisit(null, '2026-W20', t0, '2026-05-18')
    const back = recordVisit(first, '2026-W21', t0 + 7 * DAY, '2026-05-25')
    const sameVisit = recordVisit(back, '2026-W21', t0 + 7 * DAY + VISIT_GAP_MS - 1, '2026-05-25')
    expect(sameVisit.mark).toEqual(back.mark)
    const nextVisit = recordVisit(sameVisit, '2026-W21', t0 + 8 * DAY, '2026-05-26')
    expect(nextVisit.mark).toEqual({ after: '2026-W21', since: '2026-05-25', by: 'visit' })
    expect(isNewWeek('2026-W21', nextVisit.mark)).toBe(false)
  })

  it('never unmarks a week already seen when the site has fewer weeks than before', () => {
    const seen: VisitRecord = { newest: '2026-W22', at: t0, day: '2026-05-18', mark: null }
    expect(recordVisit(seen, '2026-W21', t0 + DAY, '2026-05-19').newest).toBe('2026-W22')
  })

  it('starts a new visit when the clock went back', () => {
    const seen: VisitRecord = { newest: '2026-W20', at: t0, day: '2026-05-18', mark: null }
    expect(recordVisit(seen, '2026-W21', t0 - DAY, '2026-05-17').mark?.after).toBe('2026-W20')
  })
})

describe('marks the reader sets', () => {
  const record: VisitRecord = { newest: '2026-W22', at: t0, day: '2026-05-18', mark: null }

  it('a chosen day marks its week and every later one', () => {
    const chosen = markSince(record, '2026-05-13')
    expect(chosen.mark).toEqual({ after: '2026-W19', since: '2026-05-13', by: 'chosen' })
    expect(isNewWeek('2026-W20', chosen.mark)).toBe(true)
    expect(isNewWeek('2026-W19', chosen.mark)).toBe(false)
    // A Monday too: its own week is new.
    expect(isNewWeek('2026-W20', markSince(record, '2026-05-11').mark)).toBe(true)
    expect(isNewWeek('2026-W01', markSince(record, '2025-12-29').mark)).toBe(true)
  })

  it('"mark all as read" leaves nothing new', () => {
    const read = markAllRead(markSince(record, '2026-05-13'), '2026-05-19')
    expect(read.mark).toEqual({ after: '2026-W22', since: '2026-05-19', by: 'read' })
    expect(isNewWeek('2026-W22', read.mark)).toBe(false)
  })
})

describe('newSince', () => {
  it('counts the new weeks and their threads', () => {
    const weeks = [
      { id: '2026-W20', threadCount: 10 },
      { id: '2026-W21', threadCount: 4 },
      { id: '2026-W22', threadCount: 7 },
    ]
    expect(newSince(weeks, { after: '2026-W20', since: '2026-05-18', by: 'visit' })).toEqual({
      weeks: 2,
      threads: 11,
    })
    expect(isNewWeek('2026-W21', null)).toBe(false)
  })
})
