import { describe, expect, it } from 'vitest'
import type { ThreadStatus } from '../../../src/domain/dataset'
import { kipChangesSince } from '../../../src/domain/kip-changes'
import type { KipCardSummary, KipWeekStatus } from '../../../src/domain/kip-story'
import type { VisitMark } from '../../../src/domain/last-visit'

// Made-up cards of one KIP: only the fields kipChangesSince reads.
const week = (id: string, status: ThreadStatus, people: string[]): KipWeekStatus => ({
  week: id,
  end: '',
  thread: `${id}-kip-1`,
  threads: [`${id}-kip-1`],
  people,
  wikiState: 'under discussion',
  status,
  statusEvidence: '',
  statusEvidenceEn: null,
  statusGloss: '',
  statusBasis: 'rule',
})

type Card = Parameters<typeof kipChangesSince>[0]
const card = (weeks: KipWeekStatus[], extra: Partial<Card> = {}): Card => ({
  weeks,
  status: weeks.at(-1)!.status,
  statusBasis: 'rule',
  lastVote: null,
  wiki: { state: 'under discussion', asOf: '2026-08-22', lastChange: null },
  ...extra,
})
const vote = (weekId: string): NonNullable<KipCardSummary['lastVote']> => ({
  thread: `${weekId}-kip-1`,
  week: weekId,
  votes: [],
  binding: { '+1': 3, '-1': 0, '0': 0 },
  bindingByCommittersList: { '+1': 0, '-1': 0, '0': 0 },
  nonBinding: { '+1': 0, '-1': 0, '0': 0 },
  unstated: { '+1': 0, '-1': 0, '0': 0 },
})
const mark: VisitMark = { after: '2026-W20', since: '2026-05-18', by: 'visit' }

describe('kipChangesSince', () => {
  it('says who took part since, and how the status moved', () => {
    const changes = kipChangesSince(
      card([
        week('2026-W19', 'open', ['ann']),
        week('2026-W21', 'contested', ['bo', 'ann']),
        week('2026-W22', 'agreed', ['cy', 'bo']),
      ]),
      mark,
    )
    expect(changes).toEqual({
      weeks: ['2026-W21', '2026-W22'],
      people: ['bo', 'ann', 'cy'],
      status: { from: 'open', to: 'agreed' },
      vote: null,
      wiki: null,
    })
  })

  it('reports no move when the status is the same, and a first discussion as one from nothing', () => {
    const same = kipChangesSince(
      card([week('2026-W19', 'open', ['ann']), week('2026-W21', 'open', ['bo'])]),
      mark,
    )
    expect(same?.status).toBeNull()
    const first = kipChangesSince(card([week('2026-W21', 'tentative', ['bo'])]), mark)
    expect(first?.status).toEqual({ from: null, to: 'tentative' })
  })

  it('reports no status the rules could not decide', () => {
    const unsure = kipChangesSince(
      card([week('2026-W19', 'open', ['ann']), week('2026-W21', 'open', ['bo'])], {
        status: 'open',
        statusBasis: 'unsure',
      }),
      mark,
    )
    expect(unsure?.status).toBeNull()
    // Undecided before the mark: not "first discussed", and no move from a placeholder.
    const before = kipChangesSince(
      card([
        { ...week('2026-W19', 'open', ['ann']), statusBasis: 'unsure' },
        week('2026-W21', 'agreed', ['bo']),
      ]),
      mark,
    )
    expect(before?.status).toBeNull()
    expect(before?.weeks).toEqual(['2026-W21'])
  })

  it('includes a vote cast since, and a wiki change recorded since the day of the mark', () => {
    const changes = kipChangesSince(
      card([week('2026-W19', 'open', ['ann'])], {
        lastVote: vote('2026-W21'),
        wiki: {
          state: 'accepted',
          asOf: '2026-08-22',
          lastChange: { date: '2026-05-20', state: 'accepted' },
        },
      }),
      mark,
    )
    expect(changes?.weeks).toEqual([])
    expect(changes?.vote?.week).toBe('2026-W21')
    expect(changes?.wiki).toEqual({ date: '2026-05-20', state: 'accepted' })
  })

  it('is null when nothing changed: no week, vote or wiki change since', () => {
    expect(
      kipChangesSince(
        card([week('2026-W19', 'open', ['ann'])], {
          lastVote: vote('2026-W19'),
          wiki: {
            state: 'accepted',
            asOf: '2026-08-22',
            lastChange: { date: '2026-05-01', state: 'accepted' },
          },
        }),
        mark,
      ),
    ).toBeNull()
  })
})
