// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { syntheticCorpus, syntheticDigests } from '../../../scripts/lib/synthetic-digests'
import { buildDataset } from '../../../src/domain/build-dataset'
import { decideStance } from '../../../src/domain/consensus/stance'
import { classifyStatus } from '../../../src/domain/consensus/status'
import { ROOT } from '../../helpers/datasets'

/** The bench's corpus: ten years of SYNTHETIC weeks ending with the real week. */
const TEN_YEARS = { weeks: 520, seed: 1, end: '2026-05-11' }
const { files, statuses } = syntheticCorpus(TEN_YEARS)

describe('the synthetic corpus (scripts/lib/synthetic-digests.ts)', () => {
  it('is the same for the same options, and other text for another seed', () => {
    const small = { weeks: 3, seed: 1, end: '2026-05-11' }
    expect(syntheticDigests(small)).toEqual(syntheticDigests(small))
    const other = syntheticDigests({ ...small, seed: 2 })
    expect(other.map((f) => f.name)).toEqual(syntheticDigests(small).map((f) => f.name))
    expect(other.map((f) => f.text)).not.toEqual(syntheticDigests(small).map((f) => f.text))
  })

  it('writes no line in two weeks, in either language (but the header and the footer’s count)', () => {
    for (const lang of ['zh', 'en']) {
      const weekOf = new Map<string, string>()
      const repeated: string[] = []
      for (const { name, text } of files.filter((f) => f.name.endsWith(`.${lang}.txt`))) {
        const lines = text.split('\n').slice(1)
        for (const line of lines.filter(
          (l) => l !== '' && !/^(本周新建 \d+ 个 Issue|\d+ new issues this week)$/.test(l),
        )) {
          // A position's text without its person: "@A: x" and "@B: x" are the same words.
          const words = line.replace(/^@[^:：]+[:：]\s*/, '')
          const first = weekOf.get(words)
          if (first !== undefined && first !== name) repeated.push(`${first} and ${name}: ${words}`)
          weekOf.set(words, name)
        }
      }
      expect(repeated.slice(0, 3), lang).toEqual([])
    }
  })

  it('the rules read every thread’s status as it was written, whatever words are around it', () => {
    const result = buildDataset({
      files,
      people: JSON.parse(readFileSync(join(ROOT, 'data/people.json'), 'utf8')),
      kipFacts: JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/kips-subset.json'), 'utf8')),
    })
    if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('\n'))
    // The structure writes one deciding sentence (a conclusion's, a position's opening one); the
    // wording adds sentences after it. Read alone, that sentence must be read the same.
    const first = (text: string) => text.slice(0, text.indexOf('。') + 1)
    const changed: string[] = []
    for (const thread of result.dataset.threads) {
      const whole = classifyStatus(thread.conclusion.zh)
      const alone = classifyStatus(first(thread.conclusion.zh))
      if (whole.status !== alone.status || whole.basis !== 'rule')
        changed.push(`${thread.id}: ${alone.status} → ${whole.status}: ${thread.conclusion.zh}`)
      for (const position of thread.positions) {
        const read = decideStance(position.text)
        const readAlone = decideStance({ zh: first(position.text.zh) })
        if (read.stance !== readAlone.stance || read.basis !== 'rule')
          changed.push(`${thread.id}: ${readAlone.stance} → ${read.stance}: ${position.text.zh}`)
      }
    }
    expect(result.dataset.threads.length).toBeGreaterThan(5000)
    expect(changed.slice(0, 3)).toEqual([])
    const misread = result.dataset.threads
      .map((thread, i) => [thread, statuses[i]] as const)
      .filter(([thread, meant]) => thread.status !== meant)
      .map(
        ([thread, meant]) =>
          `${thread.id}: ${meant} read as ${thread.status}: ${thread.conclusion.zh}`,
      )
    expect(statuses).toHaveLength(result.dataset.threads.length)
    expect(misread.slice(0, 3)).toEqual([])
  }, 60_000)
})
