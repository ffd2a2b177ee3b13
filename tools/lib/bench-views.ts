/**
 * The views part of `npm run bench` (issue 18): every view opened fresh, in a new browser context
 * with an empty cache, on a desktop and on a throttled phone, and what each visit costs.
 *
 * Per visit, from the navigation's start:
 * - content: the view's main content on screen. A script installed before the page's own
 *   (addInitScript) watches the DOM (MutationObserver) for the view's content selector; once it is
 *   there, the next frame (requestAnimationFrame, then a message: after that frame's paint) is
 *   the time. A pre-rendered page's content is in its HTML, so this is the first paint of that
 *   part of it, not before the stylesheet has arrived (rendering waits for it);
 * - lcp: the largest contentful paint (PerformanceObserver), for comparison;
 * - longest task: the longest of the PerformanceObserver 'longtask' entries (tasks over 50 ms,
 *   so 0 means none) until the page is quiet: content shown, the app has taken the page over,
 *   nothing in it says it is loading, the network idle for 1 s and no long task for 2 s;
 * - DOM nodes: `document.getElementsByTagName('*').length` in the frame the content shows
 *   (first render), and again once quiet (the app's first render after taking over); in that
 *   first frame too, the page's height in screens of the device;
 * - bytes: the sum of CDP Network.loadingFinished encodedDataLength (what came over the wire,
 *   headers included, compressed as served) until quiet;
 * - interactive: the app has taken the page over: the header's search button, a LiveButton, is
 *   no longer aria-disabled (what the e2e tests wait for before they click);
 * - gone: how long the content, once shown, was missing again before the page was quiet (the app
 *   put a loading state in its place while it took over).
 */
import type { Browser, CDPSession } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { siteData, siteWeeks } from './site-data.ts'

export interface Device {
  name: 'desktop' | 'phone'
  viewport: { width: number; height: number }
  deviceScaleFactor: number
  isMobile: boolean
  /** CDP Network.emulateNetworkConditions, when throttled. */
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number }
  /** CDP Emulation.setCPUThrottlingRate. */
  cpuSlowdown: number
}

export const DEVICES: Device[] = [
  {
    name: 'desktop',
    viewport: { width: 1280, height: 900 },
    deviceScaleFactor: 1,
    isMobile: false,
    cpuSlowdown: 1,
  },
  {
    // Lighthouse's mobile: a mid-range phone's screen, "slow 4G" (1.6 Mbps down, 750 kbps up,
    // 150 ms round trip) and a CPU 4× slower than this machine's.
    name: 'phone',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    network: { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
    cpuSlowdown: 4,
  },
]

export interface View {
  name: string
  /** Below the site root: "zh/kips/1327/". */
  path: string
  /** The view's main content: its selector, and what it is in words (printed with the table). */
  content: string
  what: string
}

/** The views, on the Chinese pages (the pre-rendered default), with what is busiest in `site`. */
export function benchViews(site: string): View[] {
  const data = siteData(site)
  const index = data('index.json') as { weeks: { id: string }[] }
  const newest = index.weeks.at(-1)?.id ?? ''
  const week = data(`weeks/${newest}.json`) as { threads: { id: string }[] }
  return [
    {
      name: 'home',
      path: 'zh/',
      content: 'main article.thread-card',
      what: 'its first thread card',
    },
    {
      name: 'week',
      path: `zh/week/${newest}/`,
      content: 'main .week-page article.thread-card',
      what: 'the newest week: its first thread card',
    },
    {
      name: 'thread',
      path: `zh/thread/${week.threads[0]?.id ?? ''}/`,
      content: 'main .thread-page .conclusion',
      what: 'the newest week’s first thread: its conclusion (after summary and positions)',
    },
    {
      name: 'KIP list',
      path: 'zh/kips/',
      content: 'main table.kip-list tbody tr',
      what: 'the KIP table’s first row',
    },
    {
      name: 'busiest KIP',
      path: `zh/kips/${busiestKip(site)}/`,
      content: 'main .kip-page .kip-story-thread',
      what: 'the KIP with most positions: the first thread of its story',
    },
    {
      name: 'busiest person',
      path: `zh/people/${busiestPerson(site)}/`,
      content: 'main .person-page li.person-thread',
      what: 'the person with most positions: their first thread',
    },
    {
      name: 'JIRA',
      path: 'zh/jira/',
      // Under four weeks there is no chart: the page says so over its table, which is then the
      // content. (A release's own section can say so while the issues created have their chart.)
      content: ['figure.chart svg.recharts-surface', '.too-few-weeks']
        .map((part) => `main section[aria-labelledby="jira-created-heading"] ${part}`)
        .join(', '),
      what: 'its chart of issues created, drawn (the table under it is in the HTML); with too few weeks for a chart, the note that says so',
    },
    {
      name: 'people',
      path: 'zh/people/',
      content: 'main table.people-table tbody tr',
      what: 'the people table’s first row',
    },
  ]
}

/** The KIP most positions are about (a position's own KIPs, as the KIP page groups them). */
function busiestKip(site: string): number {
  const counts = new Map<number, number>()
  for (const week of siteWeeks(site)) {
    for (const position of week.threads.flatMap((t) => t.positions))
      for (const kip of position.kips) counts.set(kip, (counts.get(kip) ?? 0) + 1)
  }
  const [kip] = [...counts].sort(([a, x], [b, y]) => y - x || a - b)[0] ?? []
  if (kip === undefined) throw new Error(`bench: no position of ${site} is about a KIP`)
  return kip
}

/** The person with most positions (data/people-stats.json). */
function busiestPerson(site: string): string {
  const people = JSON.parse(readFileSync(join(site, 'data/people-stats.json'), 'utf8')) as {
    id: string
    positions: number
  }[]
  const [top] = [...people].sort((a, b) => b.positions - a.positions || a.id.localeCompare(b.id))
  if (!top) throw new Error(`bench: ${site} has no people`)
  return top.id
}

export interface Visit {
  /** -1: not shown within VISIT_TIMEOUT_MS. */
  contentMs: number
  lcpMs: number
  longestTaskMs: number
  domAtContent: number
  domSettled: number
  /** The page's height in screens (document height over the viewport's) at first render. */
  screens: number
  kb: number
  /** -1: the app had not taken the page over when the bench stopped waiting. */
  interactiveMs: number
  /** How long the content, once shown, was gone again (a loading state in its place). */
  goneMs: number
}

/**
 * What the page records about itself, installed before any of its own scripts. Plain code in a
 * string: the page's Content-Security-Policy does not apply to init scripts, but building code
 * from strings in the page would be refused.
 */
function watcher(content: string): string {
  return `(() => {
  const v = (window.__views = { content: -1, domAtContent: 0, screens: 0, lcp: 0, interactive: -1, longest: 0, lastTaskEnd: 0, present: false, gone: -1, goneMs: 0 })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      v.longest = Math.max(v.longest, e.duration)
      v.lastTaskEnd = Math.max(v.lastTaskEnd, e.startTime + e.duration)
    }
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1)
    if (last) v.lcp = last.renderTime || last.loadTime || last.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  let found = false
  const check = () => {
    v.present = Boolean(document.querySelector(${JSON.stringify(content)}))
    // Content shown, then gone (a loading state in its place) and back: for how long.
    if (found && !v.present && v.gone < 0) v.gone = performance.now()
    if (v.present && v.gone >= 0) {
      v.goneMs += performance.now() - v.gone
      v.gone = -1
    }
    if (!found && v.present) {
      found = true
      requestAnimationFrame(() => {
        v.domAtContent = document.getElementsByTagName('*').length
        v.screens = document.documentElement.scrollHeight / innerHeight
        const channel = new MessageChannel()
        channel.port1.onmessage = () => { v.content = performance.now() }
        channel.port2.postMessage(0)
      })
    }
    const button = document.querySelector('.search-button')
    if (v.interactive < 0 && button && !button.hasAttribute('aria-disabled')) v.interactive = performance.now()
  }
  const observer = new MutationObserver(check)
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-disabled'] })
})()`
}

interface PageRecord {
  content: number
  /** The content is in the page now. */
  present: boolean
  /** Since when it has been gone, after it had shown (-1: it is there), and for how long before. */
  gone: number
  goneMs: number
  domAtContent: number
  screens: number
  lcp: number
  interactive: number
  longest: number
  lastTaskEnd: number
  now: number
  dom: number
  /** The view shows a loading state somewhere (BUSY). */
  busy: boolean
}

/** Requests in flight and bytes finished, from the CDP Network domain. */
function networkLog(cdp: CDPSession) {
  const inFlight = new Set<string>()
  const log = { bytes: 0, lastActivity: Date.now(), idle: () => inFlight.size === 0 }
  cdp.on('Network.requestWillBeSent', (e) => {
    inFlight.add(e.requestId)
    log.lastActivity = Date.now()
  })
  cdp.on('Network.loadingFinished', (e) => {
    log.bytes += e.encodedDataLength
    inFlight.delete(e.requestId)
    log.lastActivity = Date.now()
  })
  cdp.on('Network.loadingFailed', (e) => {
    inFlight.delete(e.requestId)
    log.lastActivity = Date.now()
  })
  return log
}

/** A new context on `device`, its CDP session throttled as the device is. */
export async function openOn(browser: Browser, device: Device) {
  const context = await browser.newContext({
    viewport: device.viewport,
    deviceScaleFactor: device.deviceScaleFactor,
    isMobile: device.isMobile,
    hasTouch: device.isMobile,
    // A Chinese-speaking reader: the pre-rendered language.
    locale: 'zh-CN',
  })
  // tsx (esbuild) names the functions of page.evaluate callbacks with a `__name` helper.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f' })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  if (device.network)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...device.network })
  if (device.cpuSlowdown > 1)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: device.cpuSlowdown })
  return { context, page, cdp }
}

/**
 * Quiet: nothing in flight for this long, and no long task for this long (a chart's code arrives,
 * then is compiled and drawn in one long task: the pause before it must not pass for quiet).
 */
const QUIET_NETWORK_MS = 1000
const QUIET_TASKS_MS = 2000
/** What a view shows while it waits for code or data: the page is not settled while it shows. */
const BUSY = 'main .loading, main [aria-busy="true"]'
const VISIT_TIMEOUT_MS = 60_000

/** One fresh visit of `url` on `device`: see the module's comment. */
export async function visit(
  browser: Browser,
  device: Device,
  url: string,
  view: View,
): Promise<Visit> {
  const { context, page, cdp } = await openOn(browser, device)
  try {
    const network = networkLog(cdp)
    await page.addInitScript({ content: watcher(view.content) })
    const started = Date.now()
    await page.goto(url, { waitUntil: 'commit', timeout: VISIT_TIMEOUT_MS })
    // A task later, so that the observers have reported what the page did until now.
    const read = () =>
      page.evaluate(
        (busy) =>
          new Promise<PageRecord>((done) =>
            setTimeout(() => {
              const v = (window as unknown as { __views: PageRecord }).__views
              done({
                ...v,
                now: performance.now(),
                dom: document.getElementsByTagName('*').length,
                busy: Boolean(document.querySelector(busy)),
              })
            }),
          ),
        BUSY,
      )
    let record: PageRecord
    for (;;) {
      await new Promise((r) => setTimeout(r, 200))
      record = await read()
      const quiet =
        record.content >= 0 &&
        record.present &&
        !record.busy &&
        record.interactive >= 0 &&
        network.idle() &&
        Date.now() - network.lastActivity >= QUIET_NETWORK_MS &&
        record.now - record.lastTaskEnd >= QUIET_TASKS_MS
      if (quiet) break
      // Not quiet in time (or its content never showed: -1, as the table says): what it was.
      if (Date.now() - started > VISIT_TIMEOUT_MS) break
    }
    return {
      contentMs: record.content,
      lcpMs: record.lcp,
      longestTaskMs: record.longest,
      domAtContent: record.domAtContent,
      domSettled: record.dom,
      screens: record.screens,
      kb: network.bytes / 1024,
      interactiveMs: record.interactive,
      goneMs: record.goneMs + (record.gone >= 0 ? record.now - record.gone : 0),
    }
  } finally {
    await context.close()
  }
}

/** What a trace of a visit records: the timeline's events and the V8 sampling profiler's. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
]

/** One fresh visit, traced until quiet: the trace's events (see trace-tasks.ts). */
export async function tracedVisit(
  browser: Browser,
  device: Device,
  url: string,
  view: View,
): Promise<unknown[]> {
  const { context, page } = await openOn(browser, device)
  let tracing = false
  try {
    await page.addInitScript({ content: watcher(view.content) })
    await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    tracing = true
    await page.goto(url, { waitUntil: 'commit', timeout: VISIT_TIMEOUT_MS })
    await page.waitForFunction(
      ({ busy, quietMs }) => {
        const v = (window as unknown as { __views: PageRecord }).__views
        return (
          v.content >= 0 &&
          v.present &&
          v.interactive >= 0 &&
          !document.querySelector(busy) &&
          performance.now() - v.lastTaskEnd > quietMs
        )
      },
      { busy: BUSY, quietMs: QUIET_TASKS_MS },
      { timeout: VISIT_TIMEOUT_MS, polling: 250 },
    )
    await page.waitForLoadState('networkidle')
    tracing = false
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: unknown[]
    }
    return trace.traceEvents
  } finally {
    // A visit that failed stops its trace: the browser records one at a time.
    if (tracing) await browser.stopTracing().catch(() => undefined)
    await context.close()
  }
}
