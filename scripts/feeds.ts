/**
 * Build step after the pre-render: writes the site's Atom feeds into <dist>, next to the pages
 * they follow (`zh/feed.xml`, `en/kips/1327/feed.xml`, `zh/people/<id>/feed.xml`), from the data
 * files in <dist>/data (scripts/lib/site-feeds.ts; which feeds and entries: src/domain/feeds.ts).
 * With SITE_URL their links are absolute; without, relative to each feed. The same data gives
 * the same bytes: nothing in a feed comes from the clock.
 *
 *   tsx scripts/feeds.ts [--dist dist]
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { FetchJson } from '../src/data/data-source'
import { bundledReader } from '../src/domain/files/bundles'
import { fileAt } from '../src/url/site-paths'
import { siteFeeds } from './lib/site-feeds'

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } })
const dist = resolve(values.dist)

async function readJson(path: string): Promise<unknown> {
  const at = join(dist, 'data', path)
  const text = await readFile(at, 'utf8')
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new Error(`feeds: ${at} is not JSON: ${(error as Error).message}`)
  }
}

// The feeds follow one KIP or person after another: the last few files read serve the next.
const recent = new Map<string, Promise<unknown>>()
const fetchJson: FetchJson = bundledReader((path) => {
  let file = recent.get(path)
  if (!file) {
    file = readJson(path)
    recent.set(path, file)
    if (recent.size > 16) recent.delete(recent.keys().next().value!)
  }
  return file
})

const started = performance.now()
let count = 0
let bytes = 0
for await (const feed of siteFeeds(fetchJson, process.env.SITE_URL ?? '')) {
  const file = join(dist, fileAt(feed.path))
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, feed.xml)
  count += 1
  bytes += Buffer.byteLength(feed.xml)
}
console.log(
  `feeds: ${count} Atom feeds in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
    `${(bytes / 1024 / 1024).toFixed(1)} MB`,
)
