// Made-up catalog rows: the KIP list finds the stalled ones, those in vote, those needing votes,
// and sorts by how long they have waited.
import { describe, expect, it } from 'vitest'
import type { KipCatalogRow } from '../../../src/domain/kip-catalog'
import type { ThreadStatus } from '../../../src/domain/dataset'
import type { KipVoteStanding } from '../../../src/domain/kip-story'
import { kipListRows } from '../../../src/features/kips/kip-list'
import { parseSearch } from '../../../src/url/search-params'

const row = (
  kip: number,
  status: ThreadStatus,
  lastWeek: string,
  since: string,
  vote: KipVoteStanding | null = null,
): KipCatalogRow => ({
  kip,
  title: `Made-up ${kip}`,
  state: 'under discussion',
  author: null,
  created: null,
  changes: [],
  digest: {
    lastWeek,
    status,
    people: 3,
    binding: null,
    bindingByCommittersList: null,
    wikiDisagrees: false,
    since,
    vote,
  },
  mentioned: false,
})
const running = (kind: 'passes' | 'needs'): KipVoteStanding => ({
  round: 1,
  verdict: kind === 'passes' ? { kind, plus: 3, minus: 0 } : { kind, more: 1, plus: 2, minus: 0 },
  running: true,
})

const rows = [
  row(1, 'contested', '2026-W10', '2026-W08'), // quiet since W10: stalled by W20
  row(2, 'open', '2026-W19', '2026-W02'), // waiting the longest, but discussed lately
  row(3, 'open', '2026-W20', '2026-W20', running('needs')),
  row(4, 'agreed', '2026-W20', '2026-W18', running('passes')),
  row(5, 'done', '2026-W12', '2026-W12', running('passes')),
  row(6, 'tentative', '2026-W11', '2026-W05'), // quiet, but tentative: not stalled
]
const kips = (query: Record<string, string>) =>
  kipListRows(rows, parseSearch(query).search, null).map((r) => r.kip)

describe('the KIP list by where a KIP stands', () => {
  it('finds the stalled: open or contested, and no word for eight weeks', () => {
    expect(kips({ standing: 'stalled' })).toEqual([1])
  })

  it('finds those in vote, and those whose vote does not pass yet', () => {
    expect(kips({ standing: 'in-vote' })).toEqual([4, 3])
    expect(kips({ standing: 'needs-votes' })).toEqual([3])
  })

  it('sorts by how long an unsettled KIP has waited, the longest first; the settled last', () => {
    expect(kips({ sort: 'waiting' })).toEqual([2, 6, 1, 3, 5, 4])
  })

  it('ignores a standing it does not know, and says so', () => {
    const { search, problems } = parseSearch({ standing: 'asleep' })
    expect(search.standing).toBeUndefined()
    expect(problems).toEqual([{ param: 'standing', value: 'asleep' }])
  })
})
