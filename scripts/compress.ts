/**
 * Last build step: writes a gzip copy (`file.gz`) next to every text file of dist/, as static
 * hosts serve them when asked for compression (nginx gzip_static, http-server -g, most CDNs).
 * Deterministic (no timestamps in the gzip header), so the same build gives the same bytes.
 *
 * The app's code and stylesheets (every file of assets/, those every visit loads and each view's
 * own) and the index also get a brotli copy (`file.br`) at brotli's best, which hosts prefer when
 * the browser accepts it (nginx brotli_static, http-server -b): markedly fewer bytes of code and
 * index than gzip, on what every first visit waits for. Not for every file: brotli's best is slow,
 * the pages and week files are most of the site's bytes, and its quicker levels gave pages little
 * over gzip.
 *
 * zlib's default level, not its best: the best took several times as long on the search index's
 * thousands of files for a fraction of a percent fewer bytes. Each process compresses one file
 * after another, synchronously; the files are shared out among one process per core
 * (`--shard k/N`, scripts/lib/shards.ts). A pool of zlib's asynchronous calls in one process was
 * slower than one core: its file handles and callbacks cost more than the second core gave.
 *
 *   tsx scripts/compress.ts [--dist dist] [--jobs N]
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, relative, resolve, sep } from 'node:path'
import { parseArgs } from 'node:util'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { parseShard, reportShard, runInShards, shardOf } from './lib/shards'

const TEXT = /\.(html|js|css|json|svg|xml)$/
/** The files that also get a brotli copy, by their path under dist/: the app's code and the index. */
const BROTLI = /^(assets\/[^/]+\.(js|css)|data\/index\.json)$/

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    jobs: { type: 'string', default: String(availableParallelism()) },
    shard: { type: 'string' },
  },
})
const dist = resolve(values.dist)

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? files(path) : [path]
  })
}

/** Writes the copies of `texts`; how many files got theirs. */
function compress(texts: readonly string[]): number {
  for (const file of texts) {
    const bytes = readFileSync(file)
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: constants.Z_DEFAULT_COMPRESSION }))
    if (BROTLI.test(relative(dist, file).split(sep).join('/')))
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
      )
  }
  return texts.length
}

if (values.shard !== undefined) {
  // Every shard lists the same files in the same order (sorted: the copies the others are
  // writing meanwhile may change the order in which a folder lists the rest).
  const texts = files(dist)
    .filter((file) => TEXT.test(file))
    .sort()
  reportShard(compress(shardOf(texts, parseShard(values.shard, 'compress'))))
  process.exit(0)
}

// A copy left from an earlier run may no longer match its file: drop them all, then rewrite.
for (const file of files(dist)) if (/\.(gz|br)$/.test(file)) rmSync(file)
const texts = files(dist).filter((file) => TEXT.test(file))
const jobs = Math.max(1, Number(values.jobs) || 1)
const written = jobs === 1 ? compress(texts) : await runInShards(jobs, 'compress')
// As many copies as text files: a shard that listed the folder otherwise would show here
// (tests/build/compress.test.ts checks each copy).
if (written !== texts.length)
  throw new Error(`compress: ${written} gzip copies written for ${texts.length} text files`)
console.log(`compress: ${written} gzip copies in ${dist}, and brotli copies of the first load's`)
