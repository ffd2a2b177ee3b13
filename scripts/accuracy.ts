/**
 * npm run accuracy -- [--digests tests/fixtures/gold-dev] [--labels <dir>/labels.json]
 *   [--writers <dir>/writers.json]
 *
 * Prints, per writer and in total, per field (status, stance, vote, KIP attribution), how many
 * decisions of the consensus rules are right, unsure and wrong on labelled weeks; then every
 * miss with file:line.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { FIELDS, rightShare, score, scoreByWriter, type Labels, type Writers } from './lib/accuracy'
import { buildFromDisk, formatError } from './lib/read-digests'
import { readOptions } from './lib/cli-args'

const values = readOptions('accuracy', {
  digests: { type: 'string', default: 'tests/fixtures/gold-dev' },
  labels: { type: 'string' },
  writers: { type: 'string' },
  people: { type: 'string', default: 'tests/fixtures/gold-dev/people.json' },
})
const labelsFile = values.labels ?? join(values.digests, 'labels.json')
const writersFile = values.writers ?? join(values.digests, 'writers.json')
const result = await buildFromDisk({
  digestsDir: values.digests,
  peopleFile: values.people,
  kipsFile: join(values.digests, 'kips.json'),
})
if (!result.ok) {
  for (const e of result.errors) console.error(formatError(e))
  process.exit(1)
}
const labels = JSON.parse(await readFile(labelsFile, 'utf8')) as Labels
// Without a writers file, every labelled week is one writer's: the total alone is printed.
const writers: Writers = existsSync(writersFile)
  ? (JSON.parse(await readFile(writersFile, 'utf8')) as Writers)
  : { writers: {} }
const byWriter =
  Object.keys(writers.writers).length > 0
    ? scoreByWriter(result.dataset, labels, writers)
    : { all: score(result.dataset, labels) }
const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(6)
for (const [writer, scores] of Object.entries(byWriter)) {
  console.log(writer === 'all' ? 'all weeks' : `writer ${writer}`)
  for (const field of FIELDS) {
    const s = scores[field]
    const invented = field === 'vote' ? `  invented ${s.invented}` : ''
    console.log(
      `  ${field.padEnd(7)} right ${String(s.right).padStart(4)}  unsure ${String(s.unsure).padStart(3)}  wrong ${String(s.wrong).padStart(3)}  ${pct(rightShare(s))} right${invented}`,
    )
  }
}
const all = byWriter.all!
for (const field of FIELDS)
  for (const m of all[field].misses)
    console.log(`${m.where}: ${field}: expected ${m.expected}, got ${m.got}`)
