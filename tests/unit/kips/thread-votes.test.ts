import { describe, expect, it } from 'vitest'
import { threadVotes } from '../../../src/domain/kip-votes'
import { weekKips } from '../../../src/domain/kip-story'
import { goldDevDataset, realDataset } from '../../helpers/datasets'

/**
 * What a thread page shows of its votes and KIPs, derived once at build time into the week's
 * file (split.ts). The votes come from the made-up dev weeks (tests/fixtures/gold-dev); the real
 * week has none.
 */
const gold = goldDevDataset()
const thread = (id: string) => gold.threads.find((t) => t.id === id)!

describe('threadVotes', () => {
  it('tallies a KIP vote per KIP it is about, binding apart from the rest', () => {
    const [vote, ...more] = threadVotes(thread('2026-W23-kip-1327'))
    expect(more).toEqual([])
    expect(vote?.kip).toBe(1327)
    expect(vote?.round.binding).toEqual({ '+1': 2, '-1': 0, '0': 0 })
    expect(vote?.round.nonBinding).toEqual({ '+1': 1, '-1': 0, '0': 0 })
    expect(vote?.round.unstated).toEqual({ '+1': 0, '-1': 0, '0': 1 })
  })

  it('tallies a vote about no KIP (a release) for the thread as a whole', () => {
    const rounds = threadVotes(thread('2026-W24-tobias-wendtland-fiona-mctavish'))
    expect(rounds.map((r) => [r.kip, r.round.binding['+1'], r.round.nonBinding['+1']])).toEqual([
      [null, 1, 1],
    ])
  })

  it('gives nothing for a thread without votes', () => {
    expect(realDataset().threads.flatMap(threadVotes)).toEqual([])
  })
})

describe('weekKips', () => {
  it('lists every KIP the week names, with its title and wiki state that week and now', () => {
    const real = realDataset()
    const week = real.weeks[0]!
    const facts = new Map(real.kipFacts.kips.map((f) => [f.kip, f]))
    const kips = weekKips(week, real.threads, facts, real.kipFacts.asOf)
    expect(kips.map((k) => k.kip)).toEqual(
      [...new Set(real.threads.flatMap((t) => t.kips))].sort((a, b) => a - b),
    )
    const kip1327 = kips.find((k) => k.kip === 1327)!
    expect(kip1327.title).not.toMatch(/^KIP/)
    expect(kip1327.wiki?.inWeek).toBe('under discussion')
    expect(kip1327.wiki?.links.wiki).toMatch(/^https:\/\//)
    // A KIP the wiki catalogue does not know has no wiki line, and no title.
    expect(
      weekKips(week, real.threads, new Map(), null).every(
        (k) => k.wiki === null && k.title === null,
      ),
    ).toBe(true)
  })
})
