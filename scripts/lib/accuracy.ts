/**
 * How well the consensus rules read labelled weeks (tests/fixtures/gold-dev: made up, labelled
 * by a careful reader; its README says what each label means). Pure: the caller reads the files.
 *
 * Per field, every decision is right, unsure (the rules said they could not decide: not wrong,
 * but not right either) or wrong (confidently wrong: the outcome to avoid). Votes are counted
 * over the votes: every labelled vote, and every vote the rules read where the label has none
 * (an invented vote, wrong).
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
  /** Votes read where the label has none (counted in wrong too). */
  invented: number
}

export type Scores = Record<Field, FieldScore>

const show = (v: unknown) => JSON.stringify(v)
/** What a label says of a vote: its value and the binding its line states (not the committers list's). */
const stated = (v: Vote | null) => (v ? { value: v.value, binding: v.binding } : null)

/**
 * score(dataset, labels) → { status: { right: 60, unsure: 0, wrong: 0, misses: [] }, … }.
 * "kips" counts each thread's subject and mentioned KIPs and each position's KIPs.
 * Throws when the labels and the digests do not line up (another thread count): a scoring bug,
 * never a silent zero.
 */
export function score(dataset: Dataset, labels: Labels): Scores {
  const empty = (): FieldScore => ({ right: 0, unsure: 0, wrong: 0, misses: [], invented: 0 })
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
        if (pl.vote || p.vote) tally('vote', at(p.line), pl.vote, stated(p.vote))
        if (!pl.vote && p.vote) scores.vote.invented++
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

/** Which writer wrote which weeks (tests/fixtures/gold-dev/writers.json). */
export interface Writers {
  writers: Record<string, string[]>
}

/**
 * The scores of each writer's weeks, then of all of them ("all").
 * scoreByWriter(dataset, labels, { writers: { "2026-09": ["2026-09-07.zh.txt"] } })
 *   → { "2026-09": Scores, all: Scores }. Throws on a week no writer claims: it would go unmeasured.
 */
export function scoreByWriter(
  dataset: Dataset,
  labels: Labels,
  { writers }: Writers,
): Record<string, Scores> {
  const claimed = new Set(Object.values(writers).flat())
  const unclaimed = labels.weeks.find((w) => !claimed.has(w.file))
  if (unclaimed) throw new Error(`${unclaimed.file}: labelled, but no writer claims it`)
  const out: Record<string, Scores> = {}
  for (const [writer, files] of Object.entries(writers))
    out[writer] = score(dataset, { weeks: labels.weeks.filter((w) => files.includes(w.file)) })
  out.all = score(dataset, labels)
  return out
}
