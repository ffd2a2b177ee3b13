// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildDataset } from '../../../src/domain/build-dataset'
import { parseDigest } from '../../../src/domain/digest-parser'
import type { PeopleTable } from '../../../src/domain/people'
import { lineCoverageProblems } from './line-coverage'

const NAME = '2026-05-11.zh.txt'
const text = readFileSync(new URL(`../../../data/digests/${NAME}`, import.meta.url), 'utf8')

// The reviewed pairs of the product spec (kept outside this repository), copied here so that this
// test does not depend on data/people.json.
const people: PeopleTable = {
  people: [
    { id: 'matthias-j-sax', name: 'Matthias J. Sax', aliases: ['mjsax'] },
    { id: 'chia-ping-tsai', name: 'Chia-Ping Tsai', aliases: ['chia7712'] },
    { id: 'mickael-maison', name: 'Mickael Maison', aliases: ['mimaison'] },
    { id: 'sean-quah', name: 'Sean Quah', aliases: ['squah-confluent'] },
    { id: 'ken-huang', name: 'Ken Huang', aliases: ['黃竣陽'] },
  ],
}

function build() {
  const r = buildDataset({ files: [{ name: NAME, text }], people })
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.dataset
}

describe('the real week 2026-05-11', () => {
  const d = build()

  it('has one week with its JIRA count', () => {
    expect(d.weeks.map((w) => [w.id, w.start, w.end, w.languages, w.jira.created])).toEqual([
      ['2026-W20', '2026-05-11', '2026-05-17', ['zh'], 74],
    ])
  })

  it('has 10 threads with the statuses the product spec gives them and evidence from their conclusions', () => {
    // Ids from what each thread is about (its KIP, else its first two people), in digest order.
    expect(d.threads.map((t) => t.id)).toEqual([
      '2026-W20-matthias-j-sax-mickael-maison',
      '2026-W20-omnia-ibrahim-lianet-magrans',
      '2026-W20-kip-1327',
      '2026-W20-kip-1313',
      '2026-W20-kip-1279',
      '2026-W20-kip-1324',
      '2026-W20-kip-1163',
      '2026-W20-kip-1312',
      '2026-W20-kip-1322',
      '2026-W20-sean-quah-chia-ping-tsai',
    ])
    expect(d.threads.map((t) => t.status)).toEqual([
      'open',
      'tentative',
      'tentative',
      'tentative',
      'agreed',
      'open',
      'contested',
      'agreed',
      'agreed',
      'done',
    ])
    for (const t of d.threads) {
      expect(t.statusEvidence).not.toBe('')
      expect(t.conclusion.zh).toContain(t.statusEvidence)
    }
  })

  it('has the KIPs of each thread in order of first mention', () => {
    expect(d.threads.map((t) => t.kips)).toEqual([
      [],
      [1332, 1327, 1325, 1191, 892],
      [1327],
      [1313],
      [1279],
      [1324],
      [1163],
      [1312],
      [1322],
      [],
    ])
    expect(d.threads.filter((t) => t.kips.includes(1327)).map((t) => t.id)).toEqual([
      '2026-W20-omnia-ibrahim-lianet-magrans',
      '2026-W20-kip-1327',
    ])
  })

  it('merges aliases: 19 people, 27 positions', () => {
    expect(d.threads.map((t) => t.participants)).toEqual([
      ['matthias-j-sax', 'mickael-maison'],
      ['omnia-ibrahim', 'lianet-magrans', 'muralidhar-basani'],
      ['jun-rao', 'chia-ping-tsai', 'ken-huang'],
      ['matthias-j-sax', 'andrew-schofield', 'jun-rao'],
      ['federico-valeri', 'rajini-sivaram', 'vaquar-khan'],
      ['matthias-j-sax', 'muralidhar-basani', 'andrew-schofield'],
      ['jun-rao', 'viktor-somogyi-vass', 'greg-harris'],
      ['jose-armando-garcia-sancio', 'luke-chen', 'kevin-wu'],
      ['kevin-wu', 'tony-tang'],
      ['sean-quah', 'chia-ping-tsai'],
    ])
    expect(d.people).toHaveLength(19)
    expect(d.threads.flatMap((t) => t.positions)).toHaveLength(27)
    const sax = d.people.find((p) => p.id === 'matthias-j-sax')
    expect(sax).toEqual({
      id: 'matthias-j-sax',
      name: 'Matthias J. Sax',
      aliases: ['Matthias J. Sax', 'mjsax'],
    })
    expect(d.people.find((p) => p.id === 'ken-huang')?.aliases).toEqual(['Ken Huang', '黃竣陽'])
    const basani = d.threads[1]?.positions[2]
    expect(basani).toMatchObject({
      person: 'muralidhar-basani',
      name: 'Muralidhar Basani',
      andOthers: true,
    })
  })

  it('has the 4.4.0 release snapshot and nothing invented', () => {
    expect(d.jiraReleaseSnapshots).toEqual([
      {
        week: '2026-W20',
        thread: '2026-W20-omnia-ibrahim-lianet-magrans',
        release: '4.4.0',
        resolved: 66,
        unresolved: 43,
      },
    ])
  })

  it('keeps every non-blank line of the file in exactly one field', () => {
    const r = parseDigest(text, NAME, 'zh')
    expect(r.ok).toBe(true)
    if (r.ok) expect(lineCoverageProblems(text, r.digest)).toEqual([])
  })
})
