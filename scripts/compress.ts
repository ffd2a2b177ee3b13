/**
 * Last build step: writes a gzip copy (`file.gz`) of what a first visit loads, the app's code and
 * stylesheets (every file of assets/, those every visit loads and each view's own), the index and
 * the home pages, as static hosts serve them when asked for compression (nginx gzip_static,
 * http-server -g). Deterministic (no timestamps in the gzip header), so the same build gives the
 * same bytes.
 *
 * Not a copy of every file: with ten years of weeks that doubled the site's files, past what
 * static hosts take (Cloudflare Pages: 20,000). The hosts compress what they serve by themselves,
 * and nginx compresses the files without a copy as it serves them (deploy/nginx.conf, `gzip on`).
 *
 * The code, stylesheets and index also get a brotli copy (`file.br`) at brotli's best, which
 * hosts prefer when the browser accepts it (nginx brotli_static, http-server -b): brotli's best is
 * too slow to run per request, and these are what every first visit waits for.
 *
 * The files are shared out among one process per core (`--shard k/N`, scripts/lib/shards.ts).
 *
 *   tsx scripts/compress.ts [--dist dist] [--jobs N]
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, relative, resolve, sep } from 'node:path'
import { parseArgs } from 'node:util'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { parseShard, reportShard, runInShards, shardOf } from './lib/shards'

/** The files that get a gzip copy, by their path under dist/: what a first visit loads. */
const COPIED = /^(assets\/[^/]+\.(js|css)|data\/index\.json|((zh|en)\/)?index\.html|404\.html)$/
/** The files that also get a brotli copy: the app's code and the index. */
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

const underDist = (file: string) => relative(dist, file).split(sep).join('/')

/** Writes the copies of `texts`; how many files got theirs. */
function compress(texts: readonly string[]): number {
  for (const file of texts) {
    const bytes = readFileSync(file)
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: constants.Z_DEFAULT_COMPRESSION }))
    if (BROTLI.test(underDist(file)))
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
    .filter((file) => COPIED.test(underDist(file)))
    .sort()
  reportShard(compress(shardOf(texts, parseShard(values.shard, 'compress'))))
  process.exit(0)
}

// A copy left from an earlier run may no longer match its file: drop them all, then rewrite.
for (const file of files(dist)) if (/\.(gz|br)$/.test(file)) rmSync(file)
const texts = files(dist).filter((file) => COPIED.test(underDist(file)))
const jobs = Math.max(1, Number(values.jobs) || 1)
const written = jobs === 1 ? compress(texts) : await runInShards(jobs, 'compress')
// As many copies as text files: a shard that listed the folder otherwise would show here
// (tests/build/compress.test.ts checks each copy).
if (written !== texts.length)
  throw new Error(`compress: ${written} gzip copies written for ${texts.length} text files`)
console.log(`compress: ${written} gzip copies in ${dist}, and brotli copies of the code and index`)
