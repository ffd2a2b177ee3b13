/**
 * Build step after `vite build` (client and server bundles): writes every page of the site into
 * <dist> as an HTML file at its own address (`zh/thread/<id>/index.html`, src/app/site-pages.ts),
 * rendered from <dist>/data with TanStack Router's SSR API (src/app/render-page.tsx), each with
 * its own `<base href>` and Content-Security-Policy (scripts/lib/finish-page.ts); and `404.html`
 * (scripts/lib/not-found-page.ts). A page that does not render is an error: the build fails and
 * the previous site stays (scripts/build.ts).
 *
 *   tsx scripts/prerender.ts [--dist dist] [--ssr node_modules/.cache/prerender] [--jobs N]
 *
 * Rendering is CPU work: the pages are shared out among N processes (default: one per core, as
 * `os.availableParallelism()` counts them), each rendering every Nth page (`--shard k/N`, so that
 * the few long pages do not all fall to one). Then this process writes the redirects and 404.
 * --ssr holds the server bundle (`render-page.js`) and the client build's manifest
 * (`client-manifest.json`); scripts/build.ts puts both there. Running it again (after swapping
 * the data folder, as scripts/e2e-site.ts does) rewrites every page.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import type { RenderedPage, Manifest } from '../src/app/render-page'
import type { sitePages as SitePages } from '../src/app/site-pages'
import type { FetchJson } from '../src/data/data-source'
import { bundledReader } from '../src/domain/files/bundles'
import { readDataFile } from '../src/domain/files/check'
import { FILES } from '../src/domain/files/descriptors'
import { VIEW_FILES } from '../src/domain/files/view-descriptors'
import { LANGS } from '../src/domain/dataset'
import { loadMessages, messagesOf } from '../src/i18n/i18n'
import { htmlLang } from '../src/app/page-head'
import { idProblem } from '../src/domain/ids'
import { resolveThreadId } from '../src/domain/thread-redirects'
import { appPath, langOfPath, pageFile, rootFrom, siteHref } from '../src/url/site-paths'
import { redirectPage } from './lib/redirect-page'
import { clientManifest } from './lib/client-manifest'
import { notFoundPage, notFoundScript } from './lib/not-found-page'
import { finishPage } from './lib/finish-page'
import { inlineScript } from './lib/inline-script'
import { parseShard, reportShard, runInShards, shardOf } from './lib/shards'

const root = resolve(import.meta.dirname, '..')
const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: join(root, 'dist') },
    ssr: { type: 'string', default: join(root, 'node_modules/.cache/prerender') },
    jobs: { type: 'string', default: String(availableParallelism()) },
    shard: { type: 'string' },
  },
})
const dist = resolve(values.dist)
const ssr = resolve(values.ssr)
const shard = values.shard === undefined ? undefined : parseShard(values.shard, 'prerender')
// The server bundle renders the pages, and lists them from its route tree (src/app/site-pages.ts).
const { renderPage, sitePages } = (await import(
  pathToFileURL(join(ssr, 'render-page.js')).href
)) as {
  renderPage: (path: string, fetchJson: FetchJson, manifest: Manifest) => Promise<RenderedPage>
  sitePages: typeof SitePages
}
const { manifest, css, afterPaint, codeOf } = clientManifest(join(ssr, 'client-manifest.json'))
const appScripts = afterPaint.filter((file) => file.endsWith('.js'))

// Every page reads the same few files: parse each once. (Views never change what they read.)
const parsed = new Map<string, Promise<unknown>>()
const fetchJson: FetchJson = (path) => {
  let file = parsed.get(path)
  if (!file) {
    const at = join(dist, 'data', path)
    file = readFile(at, 'utf8').then((text) => {
      try {
        return JSON.parse(text) as unknown
      } catch (error) {
        throw new Error(`prerender: ${at} is not JSON: ${(error as Error).message}`)
      }
    })
    parsed.set(path, file)
  }
  return file
}

// The app reads its files out of their bundles itself; the page list reads them by their paths.
const readByPath = bundledReader(fetchJson)
const index = await readDataFile(readByPath, FILES.index)
const weeks = await Promise.all(index.weeks.map((w) => readDataFile(readByPath, FILES.week, w.id)))
// Equal inputs, equal pages: the router stamps each page's hydration data with the time
// (Date.now); the build's clock is the data's own date instead (or SOURCE_DATE_EPOCH, the
// reproducible-builds convention), so that a rebuild changes no byte of an unchanged page.
const clock = process.env.SOURCE_DATE_EPOCH
  ? Number(process.env.SOURCE_DATE_EPOCH) * 1000
  : Date.parse(`${index.weeks.at(-1)?.end ?? '1970-01-01'}T00:00:00Z`)
Date.now = () => clock

const catalog = await readDataFile(readByPath, VIEW_FILES.catalog)
const pages = sitePages(
  index,
  weeks.flatMap((w) => w.threads.map((t) => t.id)),
  catalog.map((row) => row.kip),
)

/** Synchronously: on this step's busy cores, fs/promises' calls cost twice the time of these. */
function write(file: string, html: string) {
  const target = join(dist, file)
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, html)
}

/** A page's words for when the app cannot take it over, in the page's language. */
function notTakenOverWords(path: string) {
  const { notices, error } = messagesOf(langOfPath(path) ?? 'zh')
  return { code: notices.notTakenOverCode, data: notices.notTakenOverData, retry: error.retry }
}

/** Renders and writes every page of `mine`; returns the bytes of HTML written. */
async function renderPages(mine: readonly string[]): Promise<number> {
  let bytes = 0
  // What says so when a page's entry script cannot be downloaded: bundled once, carried by each.
  const entryWatch = await inlineScript('src/app/entry-watch.ts', 'entryWatch')
  // A few pages at a time: rendering is synchronous work, but reading and writing files is not.
  const PARALLEL = 8
  for (let at = 0; at < mine.length; at += PARALLEL) {
    await Promise.all(
      mine.slice(at, at + PARALLEL).map(async (path) => {
        const page = await renderPage(path, fetchJson, manifest)
        if (page.status !== 200)
          throw new Error(`prerender: ${path} rendered with status ${page.status}`)
        const takenOverWith = [...appScripts, ...codeOf(page.code)]
        const html = finishPage(`<!doctype html>${page.html.replace(/^<!doctype html>/i, '')}`, {
          base: rootFrom(path),
          dataFiles: page.dataFiles,
          // The app, then what this page loads to be taken over (its texts, its view's code):
          // on the throttled phone these were requests one after another once the app ran.
          appScripts: takenOverWith,
          // What the page loads when it needs it (the JIRA charts): fetched with the rest, but
          // the app takes the page over without it.
          onDemandScripts: codeOf(page.onDemand).filter((file) => !takenOverWith.includes(file)),
          notTakenOver: notTakenOverWords(path),
          entryWatch,
          name: path,
        })
        bytes += html.length
        write(pageFile(path), html)
      }),
    )
  }
  return bytes
}

// Every page's words for when the app cannot take it over; the redirects' and 404.html's too.
await loadMessages(...LANGS)

if (shard) {
  reportShard(await renderPages(shardOf(pages, shard)))
  process.exit(0)
}

const started = performance.now()
const jobs = Math.max(1, Math.min(Number(values.jobs) || 1, pages.length))
const bytes = jobs === 1 ? await renderPages(pages) : await runInShards(jobs, 'prerender')
// Another name of a person opens their page (links from anywhere write any of their names).
const ids = new Set(index.people.map((p) => p.id))
let redirects = 0
for (const lang of LANGS)
  for (const person of index.people)
    for (const alias of person.aliases) {
      if (ids.has(alias) || idProblem(alias) !== undefined) continue
      const from = appPath(lang, 'people', alias)
      const html = redirectPage(
        siteHref(appPath(lang, 'people', person.id)),
        htmlLang(lang),
        person.name,
      )
      write(pageFile(from), finishPage(html, { base: rootFrom(from), name: from }))
      redirects += 1
    }
// A thread id published before keeps opening its thread (data/published-ids.json).
for (const lang of LANGS)
  for (const [old, now] of Object.entries(index.threadRedirects)) {
    const from = appPath(lang, 'thread', old)
    const target = appPath(lang, 'thread', resolveThreadId(old, index.threadRedirects))
    const html = redirectPage(siteHref(target), htmlLang(lang), now)
    write(pageFile(from), finishPage(html, { base: rootFrom(from), name: from }))
    redirects += 1
  }
const stylesheet = (await Promise.all(css.map((f) => readFile(join(dist, f), 'utf8')))).join('\n')
write(
  '404.html',
  finishPage(notFoundPage(stylesheet, process.env.SITE_URL ?? '', await notFoundScript()), {
    name: '404.html',
  }),
)
console.log(
  `prerender: ${pages.length} pages (${jobs} processes), ${redirects} redirects and 404.html in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
    `${(bytes / 1024 / 1024).toFixed(1)} MB of HTML`,
)
