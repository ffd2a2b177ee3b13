/**
 * How well the consensus rules read labelled weeks (tests/fixtures/gold-dev: made up, labelled
 * by a careful reader; its README says what each label means). Pure: the caller reads the files.
 *
 * Per field, every decision is right, unsure (the rules said they could not decide: not wrong,
 * but not right either) or wrong (confidently wrong: the outcome to avoid).
 */
import type { Dataset, Stance, ThreadStatus, Vote } from '../../src/domain/dataset'

export interface Labels {
  weeks: {
    file: string
    threads: {
      n: number
      status: ThreadStatus
      subjectKips: number[]
      mentionedKips: number[]
      positions: { person: string; stance: Stance; vote: Vote | null; kips: number[] }[]
    }[]
  }[]
}

export const FIELDS = ['status', 'stance', 'vote', 'kips'] as const
type Field = (typeof FIELDS)[number]

interface Miss {
  /** "file:line" of the line the decision was made on. */
  where: string
  expected: string
  got: string
}

export interface FieldScore {
  right: number
  unsure: number
  wrong: number
  misses: Miss[]
}

export type Scores = Record<Field, FieldScore>

const show = (v: unknown) => JSON.stringify(v)

/**
 * score(dataset, labels) → { status: { right: 60, unsure: 0, wrong: 0, misses: [] }, … }.
 * "kips" counts each thread's subject and mentioned KIPs and each position's KIPs.
 * Throws when the labels and the digests do not line up (another thread count): a scoring bug,
 * never a silent zero.
 */
export function score(dataset: Dataset, labels: Labels): Scores {
  const empty = (): FieldScore => ({ right: 0, unsure: 0, wrong: 0, misses: [] })
  const scores: Scores = { status: empty(), stance: empty(), vote: empty(), kips: empty() }
  const tally = (field: Field, where: string, expected: unknown, got: unknown, unsure = false) => {
    const s = scores[field]
    if (show(expected) === show(got) && !unsure) s.right++
    else if (unsure) {
      s.unsure++
      s.misses.push({ where, expected: show(expected), got: 'unsure' })
    } else {
      s.wrong++
      s.misses.push({ where, expected: show(expected), got: show(got) })
    }
  }
  for (const week of labels.weeks) {
    const threads = dataset.threads.filter((t) => t.source.file === week.file)
    if (threads.length !== week.threads.length)
      throw new Error(
        `${week.file}: ${threads.length} threads in the digest, ${week.threads.length} labelled`,
      )
    week.threads.forEach((label, i) => {
      const t = threads[i]!
      const conclusionLine = t.positions.at(-1)!.line + 1
      const at = (line: number) => `${week.file}:${line}`
      tally('status', at(conclusionLine), label.status, t.status, t.statusBasis === 'unsure')
      const mentioned = t.kips.filter((k) => !t.subjectKips.includes(k))
      tally('kips', at(t.source.line), label.subjectKips, t.subjectKips)
      tally('kips', at(t.source.line), label.mentionedKips, mentioned)
      if (t.positions.length !== label.positions.length)
        throw new Error(
          `${at(t.source.line)}: ${t.positions.length} positions, ${label.positions.length} labelled`,
        )
      label.positions.forEach((pl, j) => {
        const p = t.positions[j]!
        tally('stance', at(p.line), pl.stance, p.stance, p.stanceBasis === 'unsure')
        tally('vote', at(p.line), pl.vote, p.vote)
        tally('kips', at(p.line), pl.kips, p.kips)
      })
    })
  }
  return scores
}

/** Share of decisions that are right (unsure counts as not right). */
export function rightShare(s: FieldScore): number {
  const all = s.right + s.unsure + s.wrong
  return all === 0 ? 0 : s.right / all
}

/** Share of decisions that are wrong without being marked unsure. */
export function wrongShare(s: FieldScore): number {
  const all = s.right + s.unsure + s.wrong
  return all === 0 ? 0 : s.wrong / all
}
