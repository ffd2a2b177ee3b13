import { describe, expect, it } from 'vitest'
import { kipCatalog } from '../../../src/domain/kip-catalog'
import { realDataset } from '../../helpers/datasets'

describe('kipCatalog', () => {
  const real = realDataset()
  const rows = kipCatalog(real)
  const row = (kip: number) => rows.find((r) => r.kip === kip)

  it('lists every KIP of the wiki, ascending, once', () => {
    expect(rows).toHaveLength(real.kipFacts.kips.length)
    expect(rows.length).toBeGreaterThanOrEqual(1324)
    expect(rows.map((r) => r.kip)).toEqual(
      [...new Set(rows.map((r) => r.kip))].sort((a, b) => a - b),
    )
  })

  it('a KIP no digest names: the wiki’s facts, no digest part', () => {
    expect(row(1150)).toEqual({
      kip: 1150,
      title: 'Diskless Topics',
      state: 'accepted',
      author: 'Josep Prat',
      created: '2025-03-24',
      // Its one change in 2026: accepted on 3 March (the 1 January record is its state then).
      changes: [{ date: '2026-03-03', state: 'accepted' }],
      digest: null,
      mentioned: false,
    })
  })

  it('titles without the wiki’s "KIP-N" prefix, however the page writes it', () => {
    expect(row(36)?.title).toBe('Rack aware replica assignment')
    expect(row(1327)?.title).toBe(
      'Prevent Hot Data Loss on Partition Expansion for Reset Offset Policy',
    )
    expect(rows.filter((r) => r.title && /^KIP[-\s]*\d/i.test(r.title))).toEqual([])
  })

  it('a KIP a thread is about: its last week, status and people; one only mentioned: flagged', () => {
    expect(row(1327)?.digest).toEqual({
      lastWeek: '2026-W20',
      status: 'tentative',
      people: 3,
      binding: null,
      bindingByCommittersList: null,
      wikiDisagrees: false,
      since: '2026-W20',
      vote: null,
    })
    expect(row(1332)).toMatchObject({ digest: null, mentioned: true })
  })

  it('a KIP the digests name that the wiki lacks is kept, said so by a null state', () => {
    const lacking = {
      ...real,
      kipFacts: { ...real.kipFacts, kips: real.kipFacts.kips.filter((f) => f.kip !== 1332) },
    }
    expect(kipCatalog(lacking).find((r) => r.kip === 1332)).toMatchObject({
      state: null,
      title: null,
      mentioned: true,
    })
  })
})
