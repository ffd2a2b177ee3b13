// The floors on the labelled dev weeks (tests/fixtures/gold-dev, made up: ten weeks, three
// writers), and on the weeks the rules were later tried on (register-check, blind-check,
// new-writers).
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import {
  rightShare,
  score,
  scoreByWriter,
  wrongShare,
  type Labels,
  type Writers,
} from '../../../scripts/lib/accuracy'
import { buildFromDisk } from '../../../scripts/lib/read-digests'

const dir = join(import.meta.dirname, '../../fixtures/gold-dev')

async function devSet(digestsDir = dir) {
  const result = await buildFromDisk({
    digestsDir,
    peopleFile: join(dir, 'people.json'),
    kipsFile: join(dir, 'no-kips.json'),
  })
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  const labels = JSON.parse(await readFile(join(digestsDir, 'labels.json'), 'utf8')) as Labels
  return { dataset: result.dataset, labels }
}

describe('consensus rules on the labelled dev weeks', () => {
  it('meet the floors: status and stance 95%, votes 97% with none invented, KIPs 98%, at most 2% of statuses wrong', async () => {
    const { dataset, labels } = await devSet()
    const s = score(dataset, labels)
    expect(rightShare(s.status)).toBeGreaterThanOrEqual(0.95)
    expect(rightShare(s.stance)).toBeGreaterThanOrEqual(0.95)
    expect(rightShare(s.vote)).toBeGreaterThanOrEqual(0.97)
    expect(s.vote.invented).toBe(0)
    expect(rightShare(s.kips)).toBeGreaterThanOrEqual(0.98)
    expect(wrongShare(s.status)).toBeLessThanOrEqual(0.02)
    // Every labelled decision was scored: 101 threads, 311 positions, 47 votes.
    expect(s.status.right + s.status.unsure + s.status.wrong).toBe(101)
    expect(s.stance.right + s.stance.unsure + s.stance.wrong).toBe(311)
    expect(s.vote.right + s.vote.unsure + s.vote.wrong - s.vote.invented).toBe(47)
  })

  it.each(['register-check', 'blind-check', 'new-writers'])(
    'hold on the %s weeks too: statuses and stances 90%, votes with none invented',
    async (check) => {
      const { dataset, labels } = await devSet(join(dir, '..', check))
      const s = score(dataset, labels)
      expect(rightShare(s.status)).toBeGreaterThanOrEqual(0.9)
      expect(wrongShare(s.status)).toBeLessThanOrEqual(0.03)
      expect(rightShare(s.stance)).toBeGreaterThanOrEqual(0.9)
      expect(rightShare(s.vote)).toBeGreaterThanOrEqual(0.95)
      expect(s.vote.invented).toBe(0)
    },
  )

  it('scores each writer apart, and refuses a week no writer claims', async () => {
    const { dataset, labels } = await devSet()
    const writers = JSON.parse(await readFile(join(dir, 'writers.json'), 'utf8')) as Writers
    const byWriter = scoreByWriter(dataset, labels, writers)
    expect(Object.keys(byWriter)).toEqual(['2026-06/07', '2026-09', '2026-10', 'all'])
    const threads = (w: string) => {
      const s = byWriter[w]!.status
      return s.right + s.unsure + s.wrong
    }
    expect([threads('2026-06/07'), threads('2026-09'), threads('2026-10')]).toEqual([60, 20, 21])
    const fewer = Object.fromEntries(
      Object.entries(writers.writers).filter(([writer]) => writer !== '2026-10'),
    )
    expect(() => scoreByWriter(dataset, labels, { writers: fewer })).toThrow(
      /2026-10-05\.zh\.txt: labelled, but no writer claims it/,
    )
  })

  it('counts a vote read where the label has none as invented', async () => {
    const { dataset, labels } = await devSet()
    const quiet = dataset.threads.flatMap((t) => t.positions).find((p) => !p.vote)!
    quiet.vote = { value: '+1', binding: null }
    const s = score(dataset, labels).vote
    expect(s.invented).toBe(1)
    expect(s.wrong).toBeGreaterThanOrEqual(1)
  })

  it('counts a wrong decision as wrong and an unsure one as unsure, with file:line', async () => {
    const { dataset, labels } = await devSet()
    const [first, second] = dataset.threads
    first!.status = first!.status === 'done' ? 'open' : 'done'
    second!.statusBasis = 'unsure'
    const s = score(dataset, labels).status
    expect(s.wrong).toBeGreaterThanOrEqual(1)
    expect(s.unsure).toBeGreaterThanOrEqual(1)
    expect(s.misses[0]?.where).toMatch(/^2026-06-01\.zh\.txt:\d+$/)
  })
})
