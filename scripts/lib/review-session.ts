/**
 * npm run review (scripts/review.ts) but its terminal: the questions are asked through `Ask`, so
 * that a test can script the answers. For each undecided item: its decision with one key (or
 * skip, or end), the vote where the line speaks of one, the deciding words and why. Each decision
 * is written at once (atomically), so stopping at any point loses nothing.
 */
import { NO_REVIEWS, type Reviews } from '../../src/domain/consensus/reviews'
import type { Stance, ThreadStatus, Vote } from '../../src/domain/dataset'
import { buildFromDisk, formatError, readDigestFiles, writeFileAtomic } from './read-digests'
import { readJsonFile } from './read-json-file'
import {
  applyDecision,
  defaultEvidence,
  defaultWhy,
  describeItem,
  describeVote,
  formatReviews,
  undecidedItems,
  type Decision,
  type ReviewItem,
  type StanceItem,
} from './review-items'

export interface Choice<T> {
  /** What the maintainer types: one character. */
  key: string
  name: string
  value: T
}

/** The prompts: the terminal's in scripts/review.ts, scripted answers in the tests. */
export interface Ask {
  /** One of `choices`, by its key; Enter takes `defaultKey` where given. */
  choose<T>(message: string, choices: Choice<T>[], defaultKey?: string): Promise<T>
  /** A line of text; Enter takes `defaultText`; `validate` returns true or what is wrong. */
  text(
    message: string,
    defaultText: string,
    validate: (s: string) => true | string,
  ): Promise<string>
}

type Move = 'skip' | 'end'
const MOVES: Choice<Move>[] = [
  { key: 'n', name: 'next: leave it undecided', value: 'skip' },
  { key: 'e', name: 'end: stop here (what is decided is saved)', value: 'end' },
]

export const STATUS_KEYS: Choice<ThreadStatus>[] = [
  { key: 'd', name: 'done', value: 'done' },
  { key: 'a', name: 'agreed', value: 'agreed' },
  { key: 't', name: 'tentative', value: 'tentative' },
  { key: 'c', name: 'contested', value: 'contested' },
  { key: 'o', name: 'open', value: 'open' },
]

const STANCE_KEYS: Choice<Stance>[] = [
  { key: 's', name: 'support', value: 'support' },
  { key: 'x', name: 'objection', value: 'objection' },
  { key: 'c', name: 'concern', value: 'concern' },
  { key: 'q', name: 'question', value: 'question' },
  { key: 'g', name: 'suggestion', value: 'suggestion' },
  { key: 'i', name: 'information', value: 'information' },
]

type VoteValue = Vote['value'] | 'none'
export const VOTE_KEYS: Choice<VoteValue>[] = [
  { key: '+', name: '+1', value: '+1' },
  { key: '-', name: '-1', value: '-1' },
  { key: '0', name: '0 (abstains)', value: '0' },
  { key: 'n', name: 'no vote of its own', value: 'none' },
]

const BINDING_KEYS: Choice<Vote['binding']>[] = [
  { key: 'b', name: 'binding', value: true },
  { key: 'n', name: 'non-binding', value: false },
  { key: 'u', name: 'binding not stated', value: null },
]

interface RunOptions {
  digests: string
  reviewsFile: string
  peopleFile: string
  ask: Ask
  /** Shows a block of text: what is to review, an item before its questions. */
  print: (text: string) => void
}

type RunResult = { ok: false; errors: string[] } | ({ ok: true; items: number } & SessionResult)

/**
 * Reads the digests and the reviewed table (a malformed one is an error, as for the build),
 * then asks for every undecided item; the table is rewritten after each decision.
 */
export async function runReview(opts: RunOptions): Promise<RunResult> {
  const read = await readJsonFile(opts.reviewsFile)
  if (read && !read.ok) return { ok: false, errors: [formatError(read.error)] }
  const reviews = read ? (read.value as Reviews) : NO_REVIEWS
  const built = await buildFromDisk({
    digestsDir: opts.digests,
    peopleFile: opts.peopleFile,
    // KIP facts play no part in what is undecided.
    kipsFile: '',
    reviewsFile: opts.reviewsFile,
  })
  if (!built.ok) return { ok: false, errors: built.errors.map(formatError) }
  const { files } = await readDigestFiles(opts.digests)
  const items = undecidedItems(built.dataset, files)
  const statuses = items.filter((i) => i.kind === 'status').length
  opts.print(
    items.length === 0
      ? `nothing undecided in ${opts.digests}`
      : `${items.length} undecided in ${opts.digests}: ${statuses} status(es), ` +
          `${items.length - statuses} stance(s). Each decision is written to ${opts.reviewsFile} at once.`,
  )
  const done = await reviewSession({
    items,
    reviews,
    ask: opts.ask,
    print: opts.print,
    save: (r) => writeFileAtomic(opts.reviewsFile, formatReviews(r)),
  })
  return { ok: true, items: items.length, ...done }
}

export interface SessionOptions {
  items: ReviewItem[]
  reviews: Reviews
  ask: Ask
  print: (text: string) => void
  /** Writes the table; called after every decision. */
  save: (reviews: Reviews) => Promise<void>
}

interface SessionResult {
  decided: number
  skipped: number
  /** Items not reached (ended early). */
  left: number
}

/** Walks `items`, asking for each decision and saving the table after it. */
export async function reviewSession(opts: SessionOptions): Promise<SessionResult> {
  let { reviews } = opts
  let decided = 0
  let skipped = 0
  for (const [k, item] of opts.items.entries()) {
    opts.print(describeItem(item, k + 1, opts.items.length))
    const decision = await decide(opts.ask, item)
    if (decision === 'end') return { decided, skipped, left: opts.items.length - k }
    if (decision === 'skip') {
      skipped++
      continue
    }
    reviews = applyDecision(reviews, item, decision)
    await opts.save(reviews)
    decided++
  }
  return { decided, skipped, left: 0 }
}

async function decide(ask: Ask, item: ReviewItem): Promise<Decision | Move> {
  if (item.kind === 'status') {
    const status = await ask.choose<ThreadStatus | Move>('status?', [...STATUS_KEYS, ...MOVES])
    if (status === 'skip' || status === 'end') return status
    return { kind: 'status', status, ...(await words(ask, item, status)) }
  }
  const stance = await ask.choose<Stance | Move>(`stance of @${item.person}?`, [
    ...STANCE_KEYS,
    ...MOVES,
  ])
  if (stance === 'skip' || stance === 'end') return stance
  const vote = item.asksVote ? await askVote(ask, item) : undefined
  return {
    kind: 'stance',
    stance,
    ...(vote !== undefined ? { vote } : {}),
    ...(await words(ask, item, stance)),
  }
}

/** The vote the line casts; Enter keeps what the rules found (no vote when they found none). */
async function askVote(ask: Ask, item: StanceItem): Promise<Vote | null> {
  const rules = item.rulesVote
  const value = await ask.choose(
    `its own vote? (rules: ${describeVote(rules)})`,
    VOTE_KEYS,
    rules ? keyOf(VOTE_KEYS, rules.value) : 'n',
  )
  if (value === 'none') return null
  const binding = await ask.choose(
    'binding?',
    BINDING_KEYS,
    keyOf(BINDING_KEYS, rules ? rules.binding : bindingWritten(item.text.zh)),
  )
  return { value, binding }
}

/** What the line says of binding: "non-binding" / 非绑定 / 非约束 → false, binding / 绑定 → true. */
function bindingWritten(text: string): boolean | null {
  if (/non-?binding|非绑定|非约束|不具约束|无约束/i.test(text)) return false
  if (/binding|绑定|约束/i.test(text)) return true
  return null
}

function keyOf<T>(choices: Choice<T>[], value: T): string | undefined {
  return choices.find((c) => c.value === value)?.key
}

async function words(
  ask: Ask,
  item: ReviewItem,
  decided: ThreadStatus | Stance,
): Promise<{ evidence: string; why: string }> {
  const evidence = await ask.text(
    'deciding words (a part of the sentence)',
    defaultEvidence(item),
    (s) =>
      s.trim() === ''
        ? 'some words of the sentence'
        : item.text.zh.includes(s.trim())
          ? true
          : 'not in the sentence: copy words of it',
  )
  const why = await ask.text('why, in English', defaultWhy(decided), (s) =>
    s.trim() === '' ? 'a few words in English' : true,
  )
  return { evidence: evidence.trim(), why: why.trim() }
}
