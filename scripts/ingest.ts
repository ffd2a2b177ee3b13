/**
 * npm run ingest -- [--digests data/digests] [--out file] [--people data/people.json] [--kips data/kips.json] [--reviews data/reviews.json] [--published data/published-ids.json] [--committers data/committers.json]
 *
 * Parses every digest and writes the dataset (docs/data-format.md) to --out, or prints a short
 * report without --out. On any error: prints "file:line: message" lines, exits 1, writes nothing.
 * Thread ids are checked against the record of published ids as the build checks them (the
 * record of data/digests by default, none for another folder; --published "" for none), but the
 * record is only read: the build adds new ids to it. A spelling the people table does not know
 * that is a GitHub login of the committers list is reported as a suggested alias, never merged.
 */
import type { Dataset, ThreadStatus } from '../src/domain/dataset'
import { resolve } from 'node:path'
import { endOnFileProblem } from './lib/file-problem'
import { buildFromDisk, formatFailure, publishedIdsFor, writeFileAtomic } from './lib/read-digests'
import { readOptions } from './lib/cli-args'

const values = readOptions('ingest', {
  digests: { type: 'string', default: 'data/digests' },
  out: { type: 'string' },
  people: { type: 'string', default: 'data/people.json' },
  kips: { type: 'string', default: 'data/kips.json' },
  reviews: { type: 'string', default: 'data/reviews.json' },
  published: { type: 'string' },
  committers: { type: 'string', default: 'data/committers.json' },
})
const publishedIdsFile = publishedIdsFor(
  resolve(import.meta.dirname, '..'),
  values.digests,
  values.published,
)

const result = await buildFromDisk({
  digestsDir: values.digests,
  peopleFile: values.people,
  kipsFile: values.kips,
  reviewsFile: values.reviews,
  publishedIdsFile,
  committersFile: values.committers,
})
for (const note of result.notes) console.warn(`warning: ${note}`)
if (!result.ok) {
  for (const line of formatFailure(result.errors, result.warnings)) console.error(line)
  console.error(`${result.errors.length} error(s); nothing written`)
  process.exit(1)
}
if (values.out) {
  const out = values.out
  await endOnFileProblem('ingest', () =>
    writeFileAtomic(out, `${JSON.stringify(result.dataset, null, 2)}\n`),
  )
  for (const w of result.warnings) console.warn(`warning: ${w}`)
  console.log(
    `wrote ${values.out}: ${result.dataset.weeks.length} week(s), ${result.dataset.threads.length} thread(s)`,
  )
} else {
  console.log(report(result.dataset, result.warnings, result.publishedIds.added))
}

function report(d: Dataset, warnings: string[], newIds: string[]): string {
  const statuses = new Map<ThreadStatus, number>()
  for (const t of d.threads) statuses.set(t.status, (statuses.get(t.status) ?? 0) + 1)
  const kips = [...new Set(d.threads.flatMap((t) => t.kips))].sort((a, b) => a - b)
  return [
    `weeks (${d.weeks.length}):`,
    ...d.weeks.map(
      (w) =>
        `  ${w.id}  ${w.start} ~ ${w.end}  [${w.languages.join(', ')}]  ` +
        `${d.threads.filter((t) => t.week === w.id).length} threads, ${w.jira.created} issues created`,
    ),
    `threads: ${d.threads.length}`,
    `people (${d.people.length}): ${d.people.map((p) => p.name).join(', ')}`,
    `KIPs (${kips.length}): ${kips.map((k) => `KIP-${k}`).join(', ')}`,
    `status: ${[...statuses].map(([s, n]) => `${s} ${n}`).join(', ')}`,
    `release snapshots: ${
      d.jiraReleaseSnapshots
        .map(
          (s) => `${s.release} @ ${s.thread}: ${s.resolved} resolved / ${s.unresolved} unresolved`,
        )
        .join('; ') || 'none'
    }`,
    `KIP facts: ${d.kipFacts.kips.length} (as of ${d.kipFacts.asOf ?? 'n/a'})`,
    votesLine(d),
    publishedIdsFile
      ? `thread ids: ${d.threads.length - newIds.length} published, ${newIds.length} new` +
        `${newIds.length > 0 ? ` (npm run build records them in ${publishedIdsFile}): ${newIds.join(', ')}` : ''}; ` +
        `${Object.keys(d.threadRedirects).length} redirect(s)`
      : 'thread ids: no record of published ids for this folder (--published <file>)',
    `warnings (${warnings.length}):`,
    ...warnings.map((w) => `  ${w}`),
  ].join('\n')
}

/** "votes: 6, of which 3 binding by the committers list of 2025-01-06 (their lines do not say)". */
function votesLine(d: Dataset): string {
  const votes = d.threads.flatMap((t) => t.positions.flatMap((p) => (p.vote ? [p.vote] : [])))
  const byList = votes.filter((v) => v.committerAsOf !== undefined)
  return byList.length === 0
    ? `votes: ${votes.length}`
    : `votes: ${votes.length}, of which ${byList.length} binding by the committers list of ` +
        `${byList[0]?.committerAsOf} (their lines do not say)`
}
