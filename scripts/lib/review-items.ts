/**
 * The maintainer's review loop (npm run review, scripts/review.ts) without its terminal: which
 * decisions of the digests are still undecided, each with the thread around it, and what a
 * decision adds to the reviewed table (data/reviews.json, docs/data-format.md). Pure: the prompts
 * are in review-session.ts and scripts/review.ts.
 */
import type { DigestFile } from '../../src/domain/build-dataset'
import type { Reviews } from '../../src/domain/consensus/reviews'
import type {
  Dataset,
  Localized,
  Stance,
  Thread,
  ThreadStatus,
  Vote,
} from '../../src/domain/dataset'
import { parseDigest } from '../../src/domain/digest-parser'

interface ContextLine {
  line: number
  text: Localized
}

/** The thread an item is part of, as the digest has it: summary, positions, conclusion. */
interface ThreadContext {
  summary: ContextLine
  positions: (ContextLine & { name: string })[]
  conclusion: ContextLine
}

interface ItemBase {
  week: string
  /** The Chinese digest file and the item's line in it. */
  file: string
  line: number
  /** The sentence to decide on (the conclusion, or the position's text). */
  text: Localized
  thread: ThreadContext
  /** The words the rules went by, "" when none. */
  evidence: string
  /**
   * What the rules found: their reading, evidence and what it means (where they read something
   * but still doubt it), the vote, or "nothing".
   */
  found: string
  /** Other lines of the same week with exactly the same words: one review decides them all. */
  sameWords: number[]
}

interface StatusItem extends ItemBase {
  kind: 'status'
}

export interface StanceItem extends ItemBase {
  kind: 'stance'
  /** The name as the digest writes it after "@" (what a review is keyed by). */
  person: string
  /** The rules' vote, which a review without a vote keeps. */
  rulesVote: Vote | null
  /** Whether to ask for the vote: the rules found one, or the line speaks of a vote. */
  asksVote: boolean
}

export type ReviewItem = StatusItem | StanceItem

export type Decision =
  | { kind: 'status'; status: ThreadStatus; evidence: string; why: string }
  | {
      kind: 'stance'
      stance: Stance
      evidence: string
      why: string
      /** Absent: the vote was not asked, the rules' vote stays. */
      vote?: Vote | null
    }

/** Words that make a line speak of a vote (+1, 票, 弃权, binding …): the vote is asked then. */
const VOTE_WORDS =
  /[+＋\-－−]\s*[1１]|票|弃权|(?:non-?)?binding|绑定|约束|\bvot(?:e|ed|ing)\b|\babstain/i

/**
 * Every decision the rules could not make (statusBasis or stanceBasis "unsure"), in digest order:
 * week by week, each thread's positions, then its conclusion. `files` are the digests the dataset
 * was built from (the conclusion's line is read from them). A sentence that appears twice in a
 * week is one item (a review is keyed by the week and the words), its other lines in `sameWords`.
 */
export function undecidedItems(dataset: Dataset, files: DigestFile[]): ReviewItem[] {
  const conclusionLine = conclusionLines(files)
  const items: ReviewItem[] = []
  const byKey = new Map<string, ReviewItem>()
  const add = (key: string, item: ReviewItem) => {
    const earlier = byKey.get(key)
    if (earlier) earlier.sameWords.push(item.line)
    else {
      byKey.set(key, item)
      items.push(item)
    }
  }
  for (const t of dataset.threads) {
    const thread = contextOf(t, conclusionLine)
    const base = { week: t.week, file: t.source.file, thread }
    t.positions.forEach((p) => {
      if (p.stanceBasis !== 'unsure') return
      const found = [
        p.stanceEvidence ? `${p.stance}, "${p.stanceEvidence}" (${p.stanceGloss})` : '',
        p.vote ? `vote ${describeVote(p.vote)}` : '',
      ].filter(Boolean)
      add(stanceKey(t.week, p.name, p.text.zh), {
        ...base,
        kind: 'stance',
        line: p.line,
        text: p.text,
        person: p.name,
        evidence: p.stanceEvidence,
        found: found.join('; ') || 'nothing',
        sameWords: [],
        rulesVote: p.vote,
        asksVote: p.vote !== null || VOTE_WORDS.test(p.text.zh),
      })
    })
    if (t.statusBasis === 'unsure')
      add(statusKey(t.week, t.conclusion.zh), {
        ...base,
        kind: 'status',
        line: thread.conclusion.line,
        text: t.conclusion,
        evidence: t.statusEvidence,
        sameWords: [],
        found: t.statusEvidence
          ? `${t.status}, "${t.statusEvidence}" (${t.statusGloss})`
          : 'nothing',
      })
  }
  return items
}

const statusKey = (week: string, conclusion: string) => `${week}\u0000${conclusion.trim()}`
const stanceKey = (week: string, person: string, text: string) =>
  `${week}\u0000${person.trim()}\u0000${text.trim()}`

/** "<file>\u0000<summary line>" → the line of that thread's conclusion, from the Chinese digests. */
function conclusionLines(files: DigestFile[]): Map<string, number> {
  const lines = new Map<string, number>()
  for (const f of files) {
    if (!f.name.toLowerCase().endsWith('.zh.txt')) continue
    const parsed = parseDigest(f.text, f.name, 'zh')
    if (parsed.ok)
      for (const t of parsed.digest.threads)
        lines.set(`${f.name}\u0000${t.summary.line}`, t.conclusion.line)
  }
  return lines
}

function contextOf(t: Thread, conclusionLine: Map<string, number>): ThreadContext {
  const lastLine = t.positions.at(-1)?.line ?? t.source.line
  return {
    summary: { line: t.source.line, text: t.summary },
    positions: t.positions.map((p) => ({ line: p.line, text: p.text, name: p.name })),
    conclusion: {
      line: conclusionLine.get(`${t.source.file}\u0000${t.source.line}`) ?? lastLine + 1,
      text: t.conclusion,
    },
  }
}

/** describeVote({ value: "+1", binding: true }) → "+1 binding". */
export function describeVote(v: Vote | null): string {
  if (v === null) return 'no vote'
  const binding = v.binding === null ? 'binding not stated' : v.binding ? 'binding' : 'non-binding'
  return `${v.value} ${binding}`
}

/**
 * What the terminal shows of an item: where it is, the thread with the item marked, and what the
 * rules found. describeItem(item, 3, 12) →
 *   "── 3/12  2026-05-04.zh.txt:7  2026-W19  stance of @Hana Test\n     2  讨论围绕 …\n ▶   4  @Hana Test: …".
 */
export function describeItem(item: ReviewItem, n: number, total: number): string {
  const what = item.kind === 'status' ? 'status' : `stance of @${item.person}`
  const out = [`── ${n}/${total}  ${item.file}:${item.line}  ${item.week}  ${what}`]
  const show = (l: ContextLine, prefix: string) => {
    const mark = l.line === item.line ? '▶' : ' '
    out.push(` ${mark} ${String(l.line).padStart(4)}  ${prefix}${l.text.zh}`)
    if (l.text.en !== undefined) out.push(`   ${' '.repeat(4)}  ${prefix}${l.text.en}`)
  }
  const { summary, positions, conclusion } = item.thread
  show(summary, '')
  for (const p of positions) show(p, `@${p.name}: `)
  show(conclusion, '')
  if (item.sameWords.length > 0)
    out.push(`   the same words at line ${item.sameWords.join(', ')}: this decision is theirs too`)
  out.push(`   rules found: ${item.found}`)
  return out.join('\n')
}

/**
 * The deciding words offered first: the rules' evidence when they had some, else the sentence's
 * first clause. defaultEvidence({ text: { zh: "本周有三位成员参与，讨论继续。" }, … }) → "本周有三位成员参与".
 */
export function defaultEvidence(item: ReviewItem): string {
  const text = item.text.zh
  if (item.evidence !== '' && text.includes(item.evidence)) return item.evidence
  const first = text
    .split(/[，。；：！？,;:!?]/)
    .map((c) => c.trim())
    .find((c) => c !== '')
  return first ?? text.trim()
}

const STATUS_WHY: Record<ThreadStatus, string> = {
  done: 'the matter is closed',
  agreed: 'agreement was reached',
  tentative: 'a preliminary agreement, still to be confirmed',
  contested: 'the sides still disagree',
  open: 'still under discussion',
}
const STANCE_WHY: Record<Stance, string> = {
  support: 'supports it',
  objection: 'objects to it',
  concern: 'raises a concern',
  question: 'asks a question',
  suggestion: 'proposes a change or an alternative',
  information: 'reports facts or news',
}

/** The English "why" offered first for a decision: defaultWhy("open") → "still under discussion". */
export function defaultWhy(decided: ThreadStatus | Stance): string {
  return decided in STATUS_WHY ? STATUS_WHY[decided as ThreadStatus] : STANCE_WHY[decided as Stance]
}

/**
 * The reviewed table with `decision` recorded for `item`: an earlier review of the same words is
 * replaced, everything else kept (the note too), then sorted by week, words and person (a stable
 * sort: the file reads the same whatever order the decisions were made in).
 */
export function applyDecision(reviews: Reviews, item: ReviewItem, decision: Decision): Reviews {
  const week = item.week
  if (decision.kind === 'status') {
    if (item.kind !== 'status') throw new Error('a status decision for a stance item')
    const key = statusKey(week, item.text.zh)
    const statuses = reviews.statuses.filter((r) => statusKey(r.week, r.conclusion) !== key)
    statuses.push({
      week,
      conclusion: item.text.zh,
      status: decision.status,
      evidence: decision.evidence,
      why: decision.why,
    })
    return { ...reviews, statuses: sortBy(statuses, (r) => [r.week, r.conclusion]) }
  }
  if (item.kind !== 'stance') throw new Error('a stance decision for a status item')
  const key = stanceKey(week, item.person, item.text.zh)
  const stances = reviews.stances.filter((r) => stanceKey(r.week, r.person, r.text) !== key)
  stances.push({
    week,
    person: item.person,
    text: item.text.zh,
    stance: decision.stance,
    evidence: decision.evidence,
    why: decision.why,
    ...(decision.vote !== undefined ? { vote: decision.vote } : {}),
  })
  return { ...reviews, stances: sortBy(stances, (r) => [r.week, r.text, r.person]) }
}

/** Code-unit order of the keys, locale-free; equal keys keep their order. */
function sortBy<T>(list: T[], keys: (x: T) => string[]): T[] {
  return [...list].sort((a, b) => {
    const ka = keys(a)
    const kb = keys(b)
    for (let i = 0; i < ka.length; i++) {
      const x = ka[i] as string
      const y = kb[i] as string
      if (x !== y) return x < y ? -1 : 1
    }
    return 0
  })
}

/** The reviewed table as written to data/reviews.json: two-space JSON and a final newline. */
export function formatReviews(reviews: Reviews): string {
  return `${JSON.stringify(reviews, null, 2)}\n`
}
