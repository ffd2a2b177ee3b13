/**
 * npm run review -- [--digests data/digests] [--reviews data/reviews.json] [--people data/people.json]
 *
 * The maintainer's review loop: walks every status, stance and vote of the digests that the rules
 * could not decide (the ingest's "not decided" list), shows each with its file:line, its thread
 * and what the rules found, and records the decision, a key and Enter, in the reviewed table,
 * written (atomically) after every decision and keeping what is already there
 * (scripts/lib/review-session.ts). Needs a terminal: without one it exits 2 and says how to edit
 * the table by hand.
 */
import { STANCES, THREAD_STATUSES } from '../src/domain/dataset'
import { runReview } from './lib/review-session'
import { terminalAsk } from './lib/terminal-ask'
import { readOptions } from './lib/cli-args'

const values = readOptions('review', {
  digests: { type: 'string', default: 'data/digests' },
  reviews: { type: 'string', default: 'data/reviews.json' },
  people: { type: 'string', default: 'data/people.json' },
})
const reviewsFile = values.reviews

if (!process.stdin.isTTY) {
  console.error(byHand(reviewsFile))
  process.exit(2)
}

try {
  const done = await runReview({
    digests: values.digests,
    reviewsFile,
    peopleFile: values.people,
    ask: terminalAsk(),
    print: (text) => console.log(`\n${text}`),
  })
  if (!done.ok) {
    for (const e of done.errors) console.error(e)
    process.exit(1)
  }
  if (done.items > 0)
    console.log(
      `\n${done.decided} decided, ${done.skipped} skipped, ${done.left} not reached; ` +
        `${reviewsFile} holds every decision.` +
        (done.decided > 0 ? ' npm run ingest lists what is still undecided.' : ''),
    )
} catch (err) {
  // Ctrl+C in a prompt: every decision made before it is written already.
  if (err instanceof Error && err.name === 'ExitPromptError') {
    console.log(`\nstopped; ${reviewsFile} holds every decision made so far.`)
    process.exit(130)
  }
  throw err
}

/** What to do without a terminal: the table's format, to edit by hand. */
function byHand(file: string): string {
  return [
    'npm run review asks its questions on a terminal, and its input is not one.',
    `Without it, record decisions by editing ${file} by hand (npm run ingest lists what is`,
    'undecided, with file:line). Each review names the week and the exact Chinese text it decides:',
    '',
    '  "statuses": [{ "week": "2026-W20", "conclusion": "<the Chinese conclusion, exactly>",',
    '                 "status": "open", "evidence": "<words of it>", "why": "<in English>" }]',
    '  "stances":  [{ "week": "2026-W20", "person": "<the name after @>", "text": "<the Chinese text, exactly>",',
    '                 "stance": "support", "evidence": "<words of it>", "why": "<in English>",',
    '                 "vote": { "value": "+1", "binding": true } }]',
    '',
    `status: ${THREAD_STATUSES.join(', ')}; stance: ${STANCES.join(', ')};`,
    'vote, where you decide it (it replaces the rules\' vote): null, or "value" "+1" | "-1" | "0"',
    'with "binding" true | false | null (not stated).',
    'The format: docs/data-format.md, "The reviewed table (data/reviews.json)".',
  ].join('\n')
}
