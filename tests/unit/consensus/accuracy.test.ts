// The floors of issue 10 on the labelled dev weeks (tests/fixtures/gold-dev, made up).
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { rightShare, score, wrongShare, type Labels } from '../../../scripts/lib/accuracy'
import { buildFromDisk } from '../../../scripts/lib/read-digests'

const dir = join(import.meta.dirname, '../../fixtures/gold-dev')

async function devSet() {
  const result = await buildFromDisk({
    digestsDir: dir,
    peopleFile: join(dir, 'people.json'),
    kipsFile: join(dir, 'no-kips.json'),
  })
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  const labels = JSON.parse(await readFile(join(dir, 'labels.json'), 'utf8')) as Labels
  return { dataset: result.dataset, labels }
}

describe('consensus rules on the labelled dev weeks', () => {
  it('meet the floors: status and stance 90%, votes and KIPs 97%, at most 3% of statuses wrong', async () => {
    const { dataset, labels } = await devSet()
    const s = score(dataset, labels)
    expect(rightShare(s.status)).toBeGreaterThanOrEqual(0.9)
    expect(rightShare(s.stance)).toBeGreaterThanOrEqual(0.9)
    expect(rightShare(s.vote)).toBeGreaterThanOrEqual(0.97)
    expect(rightShare(s.kips)).toBeGreaterThanOrEqual(0.97)
    expect(wrongShare(s.status)).toBeLessThanOrEqual(0.03)
    // Every labelled decision was scored: 60 threads, 182 positions.
    expect(s.status.right + s.status.unsure + s.status.wrong).toBe(60)
    expect(s.stance.right + s.stance.unsure + s.stance.wrong).toBe(182)
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
