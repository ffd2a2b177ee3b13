// The floors on the held-out sets (tests/fixtures/held-out*, made up): each was measured blind
// once, then taught from; from then on it holds what was learnt from it against later rules.
import { readdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { rightShare, score, wrongShare, type Labels } from '../../../scripts/lib/accuracy'
import { buildFromDisk } from '../../../scripts/lib/read-digests'

const fixtures = join(import.meta.dirname, '../../fixtures')
const sets = readdirSync(fixtures).filter((name) => /^held-out(?:-\d+)?$/.test(name))

async function scored(set: string) {
  const dir = join(fixtures, set)
  const result = await buildFromDisk({
    digestsDir: dir,
    peopleFile: join(fixtures, 'gold-dev/people.json'),
    kipsFile: join(fixtures, 'gold-dev/no-kips.json'),
  })
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  const labels = JSON.parse(await readFile(join(dir, 'labels.json'), 'utf8')) as Labels
  return score(result.dataset, labels)
}

describe('consensus rules on the held-out sets, once taught from', () => {
  it('finds every set', () => {
    expect(sets.length).toBeGreaterThanOrEqual(28)
  })

  it.each(sets)(
    '%s: statuses 90% with at most one wrong in twenty, stances 90%, votes 95% with none invented',
    async (set) => {
      const s = await scored(set)
      expect(rightShare(s.status)).toBeGreaterThanOrEqual(0.9)
      expect(wrongShare(s.status)).toBeLessThanOrEqual(0.05)
      expect(rightShare(s.stance)).toBeGreaterThanOrEqual(0.9)
      expect(rightShare(s.vote)).toBeGreaterThanOrEqual(0.95)
      expect(s.vote.invented).toBe(0)
    },
  )
})
