/**
 * Child process of the benchmark (tools/bench.ts): ingests one digest folder (read, parse,
 * derive, serialise: what `npm run ingest -- --out` does) and prints one JSON line
 * `{"ms": …, "peakMb": …, "weeks": …}`. Run in its own process so that its peak RSS is its own.
 *
 *   node --import tsx tools/lib/ingest-probe.ts <digests dir> <people.json> <kips.json>
 */
import { buildFromDisk } from '../../scripts/lib/read-digests.ts'

const [digestsDir, peopleFile, kipsFile] = process.argv.slice(2)
if (!digestsDir || !peopleFile || !kipsFile) {
  console.error('usage: ingest-probe <digests dir> <people.json> <kips.json>')
  process.exit(2)
}
const start = performance.now()
const result = await buildFromDisk({ digestsDir, peopleFile, kipsFile })
if (!result.ok) {
  console.error(`ingest-probe: ${result.errors.length} error(s) in ${digestsDir}`)
  process.exit(1)
}
const bytes = JSON.stringify(result.dataset).length
const ms = performance.now() - start
// maxRSS is in kilobytes.
const peakMb = process.resourceUsage().maxRSS / 1024
console.log(JSON.stringify({ ms, peakMb, weeks: result.dataset.weeks.length, bytes }))
