import { describe, expect, it } from 'vitest'
import { DATA_FILES } from '../../../src/domain/files/data-files'
import { splitDataset } from '../../../src/domain/files/split'
import {
  coParticipants,
  peopleStats,
  personDetail,
  type PersonStats,
  type PositionGroup,
} from '../../../src/domain/people-stats'
import type { PersonSummary } from '../../../src/domain/person-pages'
import { realDataset, threeWeeksDataset } from '../../helpers/datasets'

const real = realDataset()
const fixture = threeWeeksDataset()

const figures = (row: PersonStats | undefined) =>
  row && [row.positions, row.threads, row.kips, row.weeks, row.firstSeen, row.lastSeen]

describe('peopleStats on the real week', () => {
  const rows = peopleStats(real)

  it('has one row per person, aliases merged', () => {
    expect(rows).toHaveLength(19)
    expect(rows.map((r) => r.id)).not.toContain('mjsax')
    expect(rows.map((r) => r.id)).not.toContain('chia7712')
  })

  it.each([
    // mjsax and Matthias J. Sax: threads 1, 4, 6 (KIP-1313, KIP-1324)
    ['matthias-j-sax', [3, 3, 2, 1, '2026-05-11', '2026-05-11']],
    // chia7712 and Chia-Ping Tsai: threads 3 (KIP-1327) and 10 (no KIP)
    ['chia-ping-tsai', [2, 2, 1, 1, '2026-05-11', '2026-05-11']],
    // thread 2 mentions five KIPs
    ['omnia-ibrahim', [1, 1, 5, 1, '2026-05-11', '2026-05-11']],
    ['jun-rao', [3, 3, 3, 1, '2026-05-11', '2026-05-11']],
  ])('%s → [positions, threads, kips, weeks, first, last] %j', (id, expected) => {
    expect(figures(rows.find((r) => r.id === id))).toEqual(expected)
  })

  it('keeps every alias on the row, display name first', () => {
    expect(rows.find((r) => r.id === 'ken-huang')?.aliases).toEqual(['Ken Huang', '黃竣陽'])
  })
})

describe('peopleStats on the three made-up weeks', () => {
  const rows = peopleStats(fixture)

  it.each([
    // fexample in W21, Frank Example in W22 and W24: one person across weeks
    ['frank-example', [3, 3, 2, 3, '2026-05-18', '2026-06-08']],
    ['hana-test', [2, 2, 1, 2, '2026-05-18', '2026-06-08']],
    ['王小测', [3, 3, 5, 3, '2026-05-18', '2026-06-08']],
    ['erin-dummy', [1, 1, 0, 1, '2026-06-08', '2026-06-08']],
  ])('%s → %j', (id, expected) => {
    expect(figures(rows.find((r) => r.id === id))).toEqual(expected)
  })
})

describe('coParticipants', () => {
  it.each([
    [
      'frank-example',
      [
        ['hana-test', 2],
        ['alice-example', 1],
        ['carol-fixture', 1],
      ],
    ],
    [
      'bob-sample',
      [
        ['王小测', 2],
        ['erin-dummy', 1],
      ],
    ],
    ['nobody', []],
  ])('%s → %j', (id, expected) => {
    expect(
      coParticipants(id, fixture.threads, fixture.people).map((c) => [c.id, c.sharedThreads]),
    ).toEqual(expected)
  })
})

describe('personDetail', () => {
  it('groups the positions by the first KIP of each thread, newest first, and keeps spellings', () => {
    const detail = personDetail(fixture, 'frank-example')
    expect(detail?.groups.map((g) => [g.kip, g.threads.map((t) => t.thread)])).toEqual([
      [1327, ['2026-W24-kip-1327', '2026-W21-kip-1327']],
      [1325, ['2026-W22-kip-1325']],
    ])
    const names = detail?.groups.flatMap((g) =>
      g.threads.flatMap((t) => t.positions.map((p) => p.name)),
    )
    expect(names).toEqual(['Frank Example', 'fexample', 'Frank Example'])
  })

  it('puts threads without a KIP last, and keeps both languages of a text', () => {
    const detail = personDetail(fixture, 'alice-example')
    expect(detail?.groups.map((g) => g.kip)).toEqual([1327, null])
    const w22 = detail?.groups[1]?.threads[0]?.positions[0]?.text
    expect(w22?.zh).toBeTruthy()
    expect(w22?.en).toBeTruthy()
  })

  it('is null for someone unknown', () => {
    expect(personDetail(fixture, 'nobody')).toBeNull()
  })
})

describe('the people files', () => {
  it('writes people-stats.json, and per person a summary and their threads in pages, each without other weeks', () => {
    const files = splitDataset(fixture)
    expect(files.get(DATA_FILES.peopleStats.path())).toEqual(peopleStats(fixture))
    for (const row of peopleStats(fixture)) {
      const summary = files.get(DATA_FILES.person.path(row.id)) as PersonSummary
      expect(summary.stats).toEqual(row)
      const pages = Array.from(
        { length: summary.pages },
        (_, i) => files.get(DATA_FILES.personPage.path(row.id, i + 1)) as PositionGroup[],
      )
      const threads = pages.flat().flatMap((g) => g.threads)
      expect(threads).toHaveLength(row.threads)
      expect(new Set(threads.map((t) => t.week)).size).toBe(row.weeks)
      expect(files.has(DATA_FILES.personPage.path(row.id, summary.pages + 1))).toBe(false)
    }
    expect(files.has(DATA_FILES.person.path('王小测'))).toBe(true)
  })
})
