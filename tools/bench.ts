/**
 * npm run bench: the performance figures of issue 5, for the real data (`_1w`) and for a synthetic
 * corpus of 520 weeks (`_520w`), measured side by side in one process. One figure per line:
 * `name: value unit`. Timings are medians of a few runs on this machine, never assertions:
 * the goals are in docs/performance.md (written by --write), the size budget is also a unit test.
 *
 * Everything is built into a temporary folder (dist/ and public/data/ are left alone):
 *   1. per corpus: ingest in a child process (time, peak RSS), then the whole site with
 *      `npm run build` itself (scripts/build.ts: data, client, pre-render of every page, gzip
 *      copies), timed, with its size in files and MB;
 *   2. plain HTML pages of the same text, the baselines of the LCP ratios: the raw digest text of
 *      the weeks the home page shows (the newest six), and one thread's text;
 *   3. one static server (http-server, no compression, no cache) and Debian's Chromium (Playwright);
 *   4. a thread link opened on a throttled slow-3G connection, from a second server that hands out
 *      the build's brotli and gzip copies, as production hosts do.
 * First-load sizes are the gzip sizes (zlib, level 9) of every response until load + network idle.
 *
 * `npm run bench -- --only search` (or lcp, interactions, slow3g, load, views) measures one part in
 * the browser, after the same builds: for a quick look at one figure while working on it.
 * `npm run bench -- --weeks 520,2600` measures synthetic corpora of those sizes (520 unless given;
 * 2,600 weeks take some ten minutes more to build).
 *
 * The views part (issue 18, tools/lib/bench-views.ts): every view opened fresh on a desktop and
 * on a throttled phone, --runs times each (3 unless given; medians), and a status filter changed
 * on the desktop; printed as a table per corpus, each figure next to its goal. With --trace, one
 * more traced visit of each view on the phone (and on the desktop where its longest task misses
 * the goal there too) says where its long tasks go (trace-tasks.ts).
 *
 * Every figure is also written as JSON (--json <file>, else .bench/results.json); --write puts them
 * into docs/performance.md, between its markers (scripts/lib/performance-doc.ts): a whole run only. --work <dir>
 * builds in that folder and keeps it; a site already built there is measured again as it is (its
 * ingest and build are not timed again). --port <n> serves on n and n + 1 (else free ports).
 */
import { chromium, type Browser, type Page } from '@playwright/test'
import { execFileSync, spawn } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { CHROMIUM, CHROMIUM_ARGS } from '../playwright.config.ts'
import {
  benchViews,
  DEVICES,
  openOn,
  tracedVisit,
  visit,
  type Device,
  type View,
  type Visit,
} from './lib/bench-views.ts'
import { longTasks, type LongTask, type TraceEvent } from './lib/trace-tasks.ts'
import {
  filterLine,
  grouped,
  VIEW_GOALS,
  viewsTable,
  type FilterFigures,
  type ViewRow,
} from './lib/views-table.ts'
import { readPageMarkup } from '../scripts/lib/page-markup.ts'
import { withFigures } from './lib/performance-doc.ts'
import { matchingThreads } from '../src/domain/search/engine.ts'
import { searchSourcesFromFiles } from '../scripts/lib/search-files.ts'
import { siteData, siteWeeks } from './lib/site-data.ts'

const root = resolve(import.meta.dirname, '..')
const option = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined
/** The synthetic corpora's sizes in weeks (--weeks 520,2600), beside the real week. */
const SYNTHETIC_WEEKS = (option('--weeks') ?? '520').split(',').map((n) => {
  if (!/^[1-9]\d*$/.test(n))
    throw new Error(`bench: --weeks takes sizes in weeks, as 520,2600: not "${n}"`)
  return Number(n)
})
/** The one part of the browser figures to measure (--only <part>), or every part. */
const ONLY = option('--only')
const measures = (part: 'load' | 'lcp' | 'interactions' | 'search' | 'slow3g' | 'views') =>
  !ONLY || ONLY === part
/** Fresh visits of each view on each device (--runs): the views' figures are their medians. */
const VIEW_RUNS = Number(option('--runs') ?? '3')
if (!Number.isInteger(VIEW_RUNS) || VIEW_RUNS < 1)
  throw new Error(`bench: --runs takes a number of visits, as 3: not "${option('--runs')}"`)
/** One traced visit more of each view on the phone, to say where its long tasks go. */
const TRACE = process.argv.includes('--trace')
const JSON_FILE = resolve(option('--json') ?? join(root, '.bench/results.json'))
/** Write the run's figures into docs/performance.md (--write): only from a run of every part. */
const WRITE = process.argv.includes('--write')
if (WRITE && ONLY)
  throw new Error('bench: --write writes the figures of a whole run; leave out --only')
const PERFORMANCE_DOC = join(root, 'docs/performance.md')
const PORT = option('--port') === undefined ? undefined : Number(option('--port'))
if (PORT !== undefined && !(Number.isInteger(PORT) && PORT > 0 && PORT < 65535))
  throw new Error(`bench: --port takes a port, as 4390: not "${option('--port')}"`)
const LCP_RUNS = 25
const TIMING_RUNS = 5
/** The home page shows this many weeks (src/features/timeline/timeline-page.tsx). */
const HOME_WEEKS = 6
/** Typed into the search box: a KIP that both corpora mention. */
const QUERY = 'KIP-1327'

/** Where everything is built: --work <dir> (kept, and its sites reused), else a temporary folder. */
const KEEP = option('--work')
const work = KEEP ? resolve(KEEP) : mkdtempSync(join(tmpdir(), 'kafka-digest-bench-'))
mkdirSync(work, { recursive: true })
const figures: [string, number, string][] = []
const figure = (name: string, value: number, unit: string) => figures.push([name, value, unit])
/** The goal a figure is read against, printed next to it: figure name without its suffix → goal. */
const GOALS: Record<string, string> = {
  lcp_ratio_vs_plain: 'goal ≤ 1.2',
  lcp_thread_ratio_vs_plain: 'goal ≤ 1.2',
  slow3g_deeplink_first_paint_ms: 'goal ≤ 3 000: the page from its HTML alone',
  slow3g_deeplink_conclusion_ms: 'goal ≤ 10 000: the thread’s conclusion on screen',
  build_s: 'goal < 90 at 520 weeks: npm run build, everything',
  kip_catalog_kb_gzip: 'loaded by the KIP list and KIP pages only, never by the first screen',
  search_first_keystroke_kb_gzip: 'goal ≤ 60 at 520 weeks: the palette opened and its first key',
  search_query_kb_gzip: `no goal: the palette opened and "${QUERY}" typed, each key searched`,
  search_latency_ms: 'goal ≤ 50: the last key until the palette shows its results',
  search_latency_cpu4x_ms: 'goal ≤ 150: the same on a 4× slowed CPU',
}
const progress = (message: string) => console.error(`bench: ${message}`)

function run(command: string, args: string[], env: Record<string, string> = {}): string {
  return execFileSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  })
}
const tsx = (script: string, args: string[] = [], env: Record<string, string> = {}) =>
  run(process.execPath, ['--import', 'tsx', join(root, script), ...args], env)

/** Nothing in the browser may hang the bench: fail with what was awaited. */
function within<T>(promise: Promise<T>, what: string, ms = 30_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`bench: ${what} took over ${ms / 1000} s`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

function folderFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? folderFiles(path) : [path]
  })
}

interface Corpus {
  suffix: string
  digests: string
  people: string
  /** Its record of published thread ids: a copy, or none ("") for made-up digests. */
  publishedIds: string
}

/** Ingest in a child process, three times: median time, largest peak RSS. */
function ingest(corpus: Corpus) {
  const runs = [0, 1, 2].map(
    () =>
      JSON.parse(
        tsx('tools/lib/ingest-probe.ts', [
          corpus.digests,
          corpus.people,
          join(root, 'data/kips.json'),
        ]).trim(),
      ) as { ms: number; peakMb: number },
  )
  figure(`ingest_ms_${corpus.suffix}`, median(runs.map((r) => r.ms)), 'ms')
  figure(`ingest_peak_mb_${corpus.suffix}`, Math.max(...runs.map((r) => r.peakMb)), 'MB')
}

/** The site as `npm run build` makes it, with this corpus's data: timed, and its size. */
function buildSite(corpus: Corpus): string {
  const site = join(work, `site-${corpus.suffix}`)
  if (KEEP && existsSync(join(site, 'index.html'))) {
    progress(`${site} is measured as it was built before (--work): no build figures`)
    return site
  }
  const started = performance.now()
  tsx(
    'scripts/build.ts',
    ['--dist', site, '--data', join(work, `data-${corpus.suffix}`), '--ssr', join(work, 'ssr')],
    {
      DIGESTS_DIR: corpus.digests,
      PEOPLE_FILE: corpus.people,
      // Never data/published-ids.json: a benchmark run must not record ids.
      PUBLISHED_IDS: corpus.publishedIds,
    },
  )
  figure(`build_s_${corpus.suffix}`, (performance.now() - started) / 1000, 's')
  const files = folderFiles(site)
  figure(`dist_files_${corpus.suffix}`, files.length, 'files')
  figure(
    `dist_mb_${corpus.suffix}`,
    files.reduce((sum, f) => sum + statSync(f).size, 0) / 1024 / 1024,
    'MB',
  )
  // Every KIP of the wiki: the KIP views' own download (issue 14), not the first screen's.
  figure(
    `kip_catalog_kb_gzip_${corpus.suffix}`,
    gzipSync(readFileSync(join(site, 'data/kip-catalog.json')), { level: 9 }).length / 1024,
    'kB',
  )
  return site
}

/** The raw Chinese text of the newest weeks, as plain HTML: what the browser does with no app at all. */
function plainPage(corpus: Corpus): string {
  const names = readdirSync(corpus.digests)
    .filter((name) => name.endsWith('.txt') && !name.endsWith('.en.txt'))
    .sort()
    .slice(-HOME_WEEKS)
    .reverse()
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  const text = names.map((name) => escape(readFileSync(join(corpus.digests, name), 'utf8')))
  const dir = join(work, `plain-${corpus.suffix}`)
  rmSync(dir, { recursive: true, force: true })
  cpSync(join(root, 'public/favicon.svg'), join(dir, 'favicon.svg'))
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="./favicon.svg"><title>digest</title></head><body><pre style="white-space:pre-wrap">${text.join('\n')}</pre></body></html>`,
  )
  return dir
}

/** One thread's Chinese text (summary, positions, conclusion) as plain HTML: the thread page's baseline. */
function plainThreadPage(suffix: string, thread: PlainThread): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  const lines = [
    thread.title.zh,
    thread.summary.zh,
    ...thread.positions.map((p) => `${p.person}: ${p.text.zh}`),
    thread.conclusion.zh,
  ]
  const dir = join(work, `plain-thread-${suffix}`)
  rmSync(dir, { recursive: true, force: true })
  cpSync(join(root, 'public/favicon.svg'), join(dir, 'favicon.svg'))
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="./favicon.svg"><title>thread</title></head><body>${lines.map((l) => `<p>${escape(l)}</p>`).join('')}</body></html>`,
  )
  return dir
}

/** What the plain thread page shows of a thread (data/weeks/<week>.json). */
interface PlainThread {
  id: string
  title: { zh: string }
  summary: { zh: string }
  conclusion: { zh: string }
  positions: { person: string; text: { zh: string } }[]
}

/** The newest week's first thread (ids are not places: read it from the week's file). */
function newestThread(site: string): PlainThread {
  const thread = siteWeeks(site).at(-1)?.threads[0]
  if (!thread) throw new Error('bench: the newest week has no thread')
  return thread
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function serve(
  dir: string,
  { compressed = false, port: fixed = undefined as number | undefined } = {},
) {
  const port = fixed ?? (await freePort())
  const server = spawn(
    join(root, 'node_modules/.bin/http-server'),
    // -b -g: the build's brotli copy where it has one, else its gzip copy, as production hosts.
    [dir, '-a', '127.0.0.1', '-p', String(port), '-s', '-c-1', ...(compressed ? ['-b', '-g'] : [])],
    { stdio: 'ignore' },
  )
  const base = `http://127.0.0.1:${port}/`
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(base)).status < 500) break
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  return { base, stop: () => server.kill() }
}

async function newPage(browser: Browser) {
  // A Chinese-speaking reader: the home page's default language, the one that is pre-rendered.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'zh-CN',
  })
  context.setDefaultTimeout(20_000)
  // tsx (esbuild) names the functions of page.evaluate callbacks with a `__name` helper.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f' })
  return { context, page: await context.newPage() }
}

/** Home: visible week sections with their cards, no skeleton left. */
async function homeReady(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.locator('main article.thread-card').first().waitFor()
  await page.waitForFunction(() => !document.querySelector('.week.skeleton'))
}

/**
 * Bytes (gzip) of the inline scripts of a page (the router's hydration data), each alone. The
 * finished page carries the notice for when the app cannot load in a `<template>`, which the
 * pre-render's reader refuses (it reads pages before they carry it): left out, it holds no script.
 */
function inlineCodeGzip(html: string): number {
  const withoutNotice = html.replace(/<template\b[\s\S]*?<\/template>/g, '')
  return readPageMarkup(withoutNotice).scripts.reduce(
    (sum, code) => sum + gzipSync(code, { level: 9 }).length,
    0,
  )
}

/** Bytes (gzip) of every response of a first visit of the home page, until load + network idle. */
async function firstLoad(browser: Browser, url: string, suffix: string) {
  const { context, page } = await newPage(browser)
  const bodies: Promise<{ url: string; gzip: number; inlineCodeGzip: number }>[] = []
  page.on('response', (response) => {
    if (response.request().method() !== 'GET' || response.status() >= 300) return
    const document = response.request().resourceType() === 'document'
    bodies.push(
      response.body().then((body) => ({
        url: response.url(),
        gzip: gzipSync(body, { level: 9 }).length,
        // A page's inline scripts (its hydration data) are JS all the same.
        inlineCodeGzip: document ? inlineCodeGzip(body.toString('utf8')) : 0,
      })),
    )
  })
  await page.goto(url, { waitUntil: 'load' })
  await homeReady(page)
  const files = await within(Promise.all(bodies), 'reading the response bodies')
  await context.close()
  const kb = (list: typeof files) => list.reduce((sum, f) => sum + f.gzip, 0) / 1024
  const code = files.filter((f) => /\.(js|css)$/.test(new URL(f.url).pathname))
  const inline = files.reduce((sum, f) => sum + f.inlineCodeGzip, 0) / 1024
  figure(`first_load_js_css_kb_gzip_${suffix}`, kb(code) + inline, 'kB')
  figure(`first_load_total_kb_gzip_${suffix}`, kb(files), 'kB')
  figure(`first_load_requests_${suffix}`, files.length, 'requests')
}

/** Largest contentful paint of a fresh visit (new context, empty cache). */
async function lcp(browser: Browser, url: string): Promise<number> {
  const { context, page } = await newPage(browser)
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  const value = await within(
    page.evaluate(
      () =>
        new Promise<number>((done) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { renderTime?: number }
            done(last.renderTime || last.startTime)
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
    ),
    `the LCP of ${url}`,
  )
  await context.close()
  return value
}

/**
 * The LCP of the app and of the plain page, median of LCP_RUNS visits each, taken in turns
 * (app, plain, app, …) so that a slow spell of this shared machine weighs on both alike.
 */
async function lcpSideBySide(browser: Browser, app: string, plain: string) {
  const apps: number[] = []
  const plains: number[] = []
  for (let i = 0; i < LCP_RUNS; i++) {
    apps.push(await lcp(browser, app))
    plains.push(await lcp(browser, plain))
  }
  return { app: median(apps), plain: median(plains) }
}

type Ready =
  { kind: 'thread' } | { kind: 'filter'; count: number } | { kind: 'search'; mark: string }

/**
 * Arms a watcher in the page: from the next `event` (its timestamp) until the page shows `ready`
 * (checked on every DOM change), plus one animation frame (the paint). Resolves to milliseconds.
 * The check is plain code in the page (the CSP forbids building code from strings).
 */
async function timeUntil(page: Page, event: string, ready: Ready, act: () => Promise<void>) {
  await page.evaluate(
    ({ event, ready }) => {
      const check = () => {
        if (ready.kind === 'thread')
          return Boolean(
            document.querySelector('#thread-title') && document.querySelector('#positions-heading'),
          )
        if (ready.kind === 'search')
          return [...document.querySelectorAll('.search-result mark')].some(
            (m) => m.textContent === ready.mark,
          )
        const count = document.querySelector('.match-count')?.textContent ?? ''
        return (
          count.startsWith(`${ready.count} `) &&
          !document.querySelector('.week.skeleton') &&
          document.querySelectorAll('main article.thread-card').length > 0
        )
      }
      const w = window as unknown as { __bench?: Promise<number> }
      w.__bench = new Promise<number>((done) => {
        document.addEventListener(
          event,
          (e) => {
            const start = e.timeStamp
            const finish = () => requestAnimationFrame(() => done(performance.now() - start))
            setTimeout(() => done(-1), 10_000)
            if (check()) return finish()
            const observer = new MutationObserver(() => {
              if (!check()) return
              observer.disconnect()
              finish()
            })
            observer.observe(document.body, {
              subtree: true,
              childList: true,
              characterData: true,
              attributes: true,
            })
          },
          { capture: true, once: true },
        )
      })
    },
    { event, ready },
  )
  await act()
  const ms = await within(
    page.evaluate(() => (window as unknown as { __bench: Promise<number> }).__bench),
    `waiting for ${ready.kind}`,
  )
  if (ms < 0) throw new Error(`bench: ${ready.kind} not shown 10 s after the ${event}`)
  return ms
}

/** Opening a thread from home, typing a KIP number into the search box, and the JS heap after. */
async function interactions(browser: Browser, url: string, suffix: string, expected: number) {
  const { context, page } = await newPage(browser)
  await page.goto(url, { waitUntil: 'load' })
  await homeReady(page)

  const opens: number[] = []
  for (let i = 0; i < 3; i++) {
    opens.push(
      await timeUntil(page, 'click', { kind: 'thread' }, () =>
        page.locator('main article.thread-card a').first().click(),
      ),
    )
    await page.goBack()
    await homeReady(page)
  }
  figure(`open_thread_ms_${suffix}`, median(opens), 'ms')

  // Type all but the last character as a person would (this loads the search index), then time
  // the last keystroke until the list shows the result: count, cards, no week still loading.
  const box = page.getByRole('searchbox', { name: '搜索' })
  await box.click()
  await box.pressSequentially(QUERY.slice(0, -1), { delay: 120 })
  const ready: Ready = { kind: 'filter', count: expected }
  const filters: number[] = []
  for (let i = 0; i < TIMING_RUNS; i++) {
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(200)
    filters.push(await timeUntil(page, 'keydown', ready, () => page.keyboard.press(QUERY.at(-1)!)))
    await page.keyboard.press('Backspace')
  }
  figure(`filter_latency_ms_${suffix}`, median(filters), 'ms')

  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const heap = await cdp.send('Runtime.getHeapUsage')
  figure(`js_heap_mb_${suffix}`, heap.usedSize / 1024 / 1024, 'MB')
  await context.close()
}

/**
 * The search palette on the home page: what opening it and the first query download (gzip, as a
 * production host serves it), and the time from the last key of the query until its results show,
 * on this machine and with the CPU slowed 4×.
 */
async function searchPalette(browser: Browser, url: string, site: string, suffix: string) {
  const { context, page } = await newPage(browser)
  await page.goto(url, { waitUntil: 'load' })
  await homeReady(page)
  await page.waitForLoadState('networkidle')
  const fetched = new Set<string>()
  page.on('response', (r) => fetched.add(new URL(r.url()).pathname))
  const base = new URL(url).pathname.replace(/zh\/$/, '')
  const downloaded = () =>
    [...fetched].reduce((sum, path) => {
      const file = join(site, decodeURIComponent(path.slice(base.length)))
      return existsSync(file) ? sum + gzipSync(readFileSync(file)).length : sum
    }, 0) / 1024
  await page.keyboard.press('Control+k')
  const box = page.getByRole('dialog').getByRole('searchbox')
  await box.pressSequentially(QUERY.slice(0, 1))
  await page.locator('.search-count').waitFor()
  await page.waitForLoadState('networkidle')
  figure(`search_first_keystroke_kb_gzip_${suffix}`, downloaded(), 'kB')
  await box.pressSequentially(QUERY.slice(1), { delay: 120 })
  await page
    .locator('.search-result mark', { hasText: /^1327$/ })
    .first()
    .waitFor()
  await page.waitForLoadState('networkidle')
  figure(`search_query_kb_gzip_${suffix}`, downloaded(), 'kB')
  const ready: Ready = { kind: 'search', mark: QUERY.slice(-4) }
  const cdp = await context.newCDPSession(page)
  for (const [name, rate] of [
    ['search_latency_ms', 1],
    ['search_latency_cpu4x_ms', 4],
  ] as const) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    const times: number[] = []
    for (let i = 0; i < TIMING_RUNS; i++) {
      await page.keyboard.press('Backspace')
      await page.waitForTimeout(300)
      times.push(await timeUntil(page, 'keydown', ready, () => page.keyboard.press(QUERY.at(-1)!)))
    }
    figure(`${name}_${suffix}`, median(times), 'ms')
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await context.close()
}

/**
 * A shared thread link opened fresh on a throttled slow-3G connection (Lighthouse's: 400 ms round
 * trip, 400 kbit/s down, 400 up), served compressed as a production host would: the time until
 * anything paints (first contentful paint: the pre-rendered page) and until the thread's
 * conclusion is on screen.
 */
async function slow3gDeepLink(browser: Browser, url: string, threadId: string, suffix: string) {
  const firstPaints: number[] = []
  const contents: number[] = []
  // Three runs: each takes seconds on this connection.
  for (let run = 0; run < 3; run++) {
    const { context, page } = await newPage(browser)
    context.setDefaultTimeout(60_000)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: (400 * 1024) / 8,
      uploadThroughput: (400 * 1024) / 8,
    })
    await page.goto(`${url}zh/thread/${threadId}/`, { waitUntil: 'commit' })
    const inDom = await page.waitForFunction(
      () => (document.querySelector('#main .conclusion') ? performance.now() : 0),
      undefined,
      { polling: 50 },
    )
    // The paint entry stays in the page's timeline: waited for, it is never missed.
    const painted = await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      undefined,
      { polling: 50 },
    )
    const fcp = (await painted.jsonValue()) as number
    firstPaints.push(fcp)
    // On screen once it is in the page and the page has painted.
    contents.push(Math.max(fcp, (await inDom.jsonValue()) as number))
    await context.close()
  }
  figure(`slow3g_deeplink_first_paint_ms_${suffix}`, median(firstPaints), 'ms')
  figure(`slow3g_deeplink_conclusion_ms_${suffix}`, median(contents), 'ms')
}

/** A median per figure; an app that had not taken over (-1) counts as slower than any. */
function medianVisit(runs: Visit[]): Visit {
  const of = (key: keyof Visit) => {
    const m = median(runs.map((r) => (r[key] < 0 ? Infinity : r[key])))
    return Number.isFinite(m) ? m : -1
  }
  return {
    contentMs: of('contentMs'),
    lcpMs: of('lcpMs'),
    longestTaskMs: of('longestTaskMs'),
    domAtContent: of('domAtContent'),
    domSettled: of('domSettled'),
    screens: of('screens'),
    kb: of('kb'),
    interactiveMs: of('interactiveMs'),
    goneMs: of('goneMs'),
  }
}

interface ViewResult extends ViewRow {
  path: string
  what: string
  runs: Visit[]
}

/**
 * Every view opened fresh VIEW_RUNS times on each device, in turns (each view and device once,
 * then again), so that a slow spell of this shared machine weighs on all alike.
 */
async function measureViews(browser: Browser, base: string, views: View[]): Promise<ViewResult[]> {
  const results = views.flatMap((view) =>
    DEVICES.map((device) => ({ view, device, runs: [] as Visit[] })),
  )
  for (let run = 0; run < VIEW_RUNS; run++)
    for (const result of results)
      result.runs.push(
        await visit(browser, result.device, `${base}${result.view.path}`, result.view),
      )
  return results.map(({ view, device, runs }) => ({
    view: view.name,
    path: view.path,
    what: view.what,
    device: device.name,
    runs,
    median: medianVisit(runs),
  }))
}

/** The threads of each status, over every week of the site. */
function statusCounts(site: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const week of siteWeeks(site)) {
    for (const t of week.threads) counts.set(t.status, (counts.get(t.status) ?? 0) + 1)
  }
  return counts
}

/**
 * A status filter changed on the home page, on the desktop: from the click on a status toggle
 * until the list shows its matches (count, cards, no week still loading), plus a frame. Each run
 * on a fresh page once the app has taken it over: "first" is the first toggle (it loads the
 * cross-week files filtering needs), "next" a second status added.
 */
async function filterChange(browser: Browser, home: string, site: string) {
  const counts = statusCounts(site)
  const contested = counts.get('contested') ?? 0
  const open = counts.get('open') ?? 0
  if (contested === 0 || open === 0)
    throw new Error('bench: the filter change needs contested and open threads')
  const desktop = DEVICES.find((d) => d.name === 'desktop')!
  const firsts: number[] = []
  const nexts: number[] = []
  for (let run = 0; run < VIEW_RUNS; run++) {
    const { context, page } = await openOn(browser, desktop)
    await page.goto(home, { waitUntil: 'load' })
    await page.locator('.search-button:not([aria-disabled])').waitFor()
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    const toggle = (status: string) =>
      page.locator(`main .status-toggles button[data-status="${status}"]`).click()
    firsts.push(
      await timeUntil(page, 'click', { kind: 'filter', count: contested }, () =>
        toggle('contested'),
      ),
    )
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(300)
    nexts.push(
      await timeUntil(page, 'click', { kind: 'filter', count: contested + open }, () =>
        toggle('open'),
      ),
    )
    await context.close()
  }
  return { first: median(firsts), next: median(nexts) }
}

/** Where the long tasks of a view go: one traced visit (its trace kept next to the JSON). */
async function traceView(
  browser: Browser,
  device: Device,
  base: string,
  view: View,
  suffix: string,
): Promise<LongTask[]> {
  const events = (await tracedVisit(browser, device, `${base}${view.path}`, view)) as TraceEvent[]
  const dir = join(dirname(JSON_FILE), 'traces')
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, `${suffix}-${view.name.replace(/\W+/g, '-')}-${device.name}.json`),
    JSON.stringify({ traceEvents: events }),
  )
  return longTasks(events, 50)
}

/** A long task in a line: "1 343 ms at 5 330 ms: script 1 055, garbage collection 69 …; BarChart-….js 826, …". */
function taskLine(task: LongTask): string {
  const top = (list: [string, number][], n: number) =>
    list
      .slice(0, n)
      .map(([what, ms]) => `${what} ${grouped(ms)}`)
      .join(', ')
  return `${grouped(task.ms)} ms at ${grouped(task.startMs)} ms: ${top(task.work, 4)}${
    task.scripts.length ? `; script by file: ${top(task.scripts, 4)}` : ''
  }`
}

/** The threads the search engine finds for the query: what the count must read after the last keystroke. */
async function expectedMatches(site: string): Promise<number> {
  const sources = searchSourcesFromFiles(siteData(site))
  return (await matchingThreads(sources.index, QUERY)).size
}

async function main() {
  const started = performance.now()
  // The real week is built with a copy of its record, so that its index has the real redirects.
  const realIds = join(work, 'published-ids.json')
  cpSync(join(root, 'data/published-ids.json'), realIds)
  const corpora: Corpus[] = [
    {
      suffix: '1w',
      digests: join(root, 'data/digests'),
      people: join(root, 'data/people.json'),
      publishedIds: realIds,
    },
    ...SYNTHETIC_WEEKS.map((weeks) => {
      const digests = join(work, `digests-${weeks}w`)
      tsx('scripts/synthetic-corpus.ts', ['--weeks', String(weeks), '--out', digests, '--force'])
      return {
        suffix: `${weeks}w`,
        digests,
        people: join(root, 'data/people.json'),
        publishedIds: '',
      }
    }),
  ]
  const sites = corpora.map((corpus) => {
    progress(`ingest and build ${corpus.suffix}`)
    if (!(KEEP && existsSync(join(work, `site-${corpus.suffix}`, 'index.html')))) ingest(corpus)
    plainPage(corpus)
    const site = buildSite(corpus)
    const thread = newestThread(site)
    plainThreadPage(corpus.suffix, thread)
    return { corpus, site, thread }
  })

  const server = await serve(work, { port: PORT })
  const compressedServer = await serve(work, {
    compressed: true,
    port: PORT === undefined ? undefined : PORT + 1,
  })
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  const views: Record<
    string,
    { views: ViewResult[]; filter: FilterFigures | undefined; traces: Record<string, LongTask[]> }
  > = {}
  const machine = {
    date: new Date().toISOString(),
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? '?'}`,
    loadAverageAtStart: loadavg()[0],
    chromium: browser.version(),
    runs: VIEW_RUNS,
  }
  try {
    for (const { corpus, site, thread } of sites) {
      const url = `${server.base}site-${corpus.suffix}/`
      // The home page in Chinese: the site root only sends a reader to their language.
      const home = `${url}zh/`
      if (measures('load')) {
        progress(`browser ${corpus.suffix}`)
        await firstLoad(browser, home, corpus.suffix)
      }
      if (measures('lcp')) {
        progress(`lcp ${corpus.suffix}`)
        const lcps = await lcpSideBySide(browser, home, `${server.base}plain-${corpus.suffix}/`)
        figure(`lcp_ms_${corpus.suffix}`, lcps.app, 'ms')
        figure(`lcp_plain_ms_${corpus.suffix}`, lcps.plain, 'ms')
        figure(`lcp_ratio_vs_plain_${corpus.suffix}`, lcps.app / lcps.plain, 'x')
        progress(`thread lcp ${corpus.suffix}`)
        const threadLcps = await lcpSideBySide(
          browser,
          `${url}zh/thread/${thread.id}/`,
          `${server.base}plain-thread-${corpus.suffix}/`,
        )
        figure(`lcp_thread_ms_${corpus.suffix}`, threadLcps.app, 'ms')
        figure(`lcp_thread_plain_ms_${corpus.suffix}`, threadLcps.plain, 'ms')
        figure(`lcp_thread_ratio_vs_plain_${corpus.suffix}`, threadLcps.app / threadLcps.plain, 'x')
      }
      if (measures('interactions')) {
        progress(`interactions ${corpus.suffix}`)
        await interactions(browser, home, corpus.suffix, await expectedMatches(site))
      }
      if (measures('search')) {
        progress(`search ${corpus.suffix}`)
        await searchPalette(browser, home, site, corpus.suffix)
      }
      if (measures('slow3g')) {
        progress(`slow 3G deep link ${corpus.suffix}`)
        await slow3gDeepLink(
          browser,
          `${compressedServer.base}site-${corpus.suffix}/`,
          thread.id,
          corpus.suffix,
        )
      }
      if (measures('views')) {
        progress(
          `views ${corpus.suffix}: ${VIEW_RUNS} fresh visits of each, on the desktop and the phone`,
        )
        // Served compressed, as production hosts serve the build's brotli and gzip copies.
        const base = `${compressedServer.base}site-${corpus.suffix}/`
        const list = benchViews(site)
        const results = await measureViews(browser, base, list)
        progress(`filter change ${corpus.suffix}`)
        const filter = await filterChange(browser, `${base}zh/`, site).catch((error: unknown) => {
          progress(`no filter change figure at ${corpus.suffix}: ${String(error)}`)
          return undefined
        })
        const traces: Record<string, LongTask[]> = {}
        if (TRACE)
          for (const view of list) {
            // The phone, and the desktop where its longest task misses the goal too.
            const desktop = results.find((r) => r.view === view.name && r.device === 'desktop')
            for (const device of DEVICES.filter(
              (d) =>
                d.name === 'phone' ||
                (desktop?.median.longestTaskMs ?? 0) > VIEW_GOALS.longestTaskMs,
            )) {
              progress(`trace ${corpus.suffix} ${view.name} on the ${device.name}`)
              try {
                traces[`${view.name} (${device.name})`] = await traceView(
                  browser,
                  device,
                  base,
                  view,
                  corpus.suffix,
                )
              } catch (error) {
                // A diagnosis that failed must not cost the figures: say so and go on.
                progress(`no trace of ${view.name} on the ${device.name}: ${String(error)}`)
              }
            }
          }
        views[corpus.suffix] = { views: results, filter, traces }
      }
    }
  } finally {
    await browser.close()
    server.stop()
    compressedServer.stop()
  }

  // Side by side: every 1w figure next to its 520w twin.
  const byName = new Map(figures.map(([name, value, unit]) => [name, { value, unit }]))
  const names = [...new Set(figures.map(([name]) => name.replace(/_(1w|\d+w)$/, '')))]
  for (const name of names)
    for (const suffix of corpora.map((c) => c.suffix)) {
      const f = byName.get(`${name}_${suffix}`)
      if (f)
        console.log(
          `${name}_${suffix}: ${format(f.value)} ${f.unit}${GOALS[name] ? `  (${GOALS[name]})` : ''}`,
        )
    }
  for (const [suffix, { views: results, filter, traces }] of Object.entries(views)) {
    console.log(
      `\nviews at ${suffix} (${machine.date.slice(0, 10)}, medians of ${VIEW_RUNS} fresh visits):`,
    )
    for (const line of viewsTable(results)) console.log(line)
    console.log(filter ? filterLine(filter) : 'filter change: not measured (see above)')
    for (const r of results.filter((r) => r.runs.some((run) => run.goneMs > 0)))
      console.log(
        `  ${r.view} (${r.device}): its content, once shown, was replaced by a loading state for ${r.runs.map((run) => grouped(run.goneMs)).join(', ')} ms in the ${VIEW_RUNS} visits`,
      )
    for (const r of results.filter((r) => r.device === 'phone'))
      console.log(`  ${r.view} (${r.path}): content = ${r.what}`)
    for (const [name, tasks] of Object.entries(traces)) {
      // The tasks that miss the goal, else the longest: where the time goes.
      const shown = tasks.filter((t) => t.ms > VIEW_GOALS.longestTaskMs)
      const longest = [...tasks].sort((a, b) => b.ms - a.ms)[0]
      console.log(
        `  long tasks of ${name} (traced):${shown.length || !longest ? '' : ' none over the goal; the longest:'}`,
      )
      for (const task of shown.length ? shown : longest ? [longest] : [])
        console.log(`    ${taskLine(task)}`)
    }
  }
  const results = {
    machine: { ...machine, loadAverageAtEnd: loadavg()[0] },
    goals: { ...VIEW_GOALS, figures: GOALS },
    figures: figures.map(([name, value, unit]) => ({ name, value, unit })),
    views,
  }
  mkdirSync(dirname(JSON_FILE), { recursive: true })
  writeFileSync(JSON_FILE, JSON.stringify(results, null, 2))
  if (WRITE) {
    const doc = readFileSync(PERFORMANCE_DOC, 'utf8')
    writeFileSync(PERFORMANCE_DOC, withFigures(doc, results, 'docs/performance.md'))
    progress('figures written into docs/performance.md')
  }
  console.error(
    `bench: ${((performance.now() - started) / 1000).toFixed(0)} s, in ${work}; figures in ${JSON_FILE}`,
  )
}

function format(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 2 : 1)
}

try {
  await main()
} finally {
  if (!process.env.BENCH_KEEP && !KEEP) rmSync(work, { recursive: true, force: true })
}
