// @vitest-environment node
/**
 * Pages as the build writes them (src/app/render-page.tsx + scripts/lib/finish-page.ts), read as
 * a link-preview client or a reader without JavaScript would: the raw HTML.
 */
import { parse } from 'parse5'
import { describe, expect, it, vi } from 'vitest'
import { renderPage } from '../../../src/app/render-page'
import { PAGE_MANIFEST } from '../../helpers/page-manifest'
import { finishPage } from '../../../scripts/lib/finish-page'
import { redirectPage } from '../../../scripts/lib/redirect-page'
import { readPageMarkup } from '../../../scripts/lib/page-markup'
import { rootFrom } from '../../../src/url/site-paths'
import { loadDataset, realDataset, ROOT } from '../../helpers/datasets'
import { memoryFetch } from '../../helpers/render-app'
import { join } from 'node:path'

// Vitest does not build stylesheets: their `?url` imports read "" here. Named stand-ins show
// which a page links, and where (the real addresses: the e2e suite, which fails on a 404).
vi.mock('../../../src/shared/components/charts.css?url', () => ({ default: '/assets/charts.css' }))
vi.mock('../../../src/shared/styles/data-table.css?url', () => ({
  default: '/assets/data-table.css',
}))
vi.mock('../../../src/features/jira/jira.css?url', () => ({ default: '/assets/jira.css' }))
vi.mock('../../../src/features/kips/kips.css?url', () => ({ default: '/assets/kips.css' }))
vi.mock('../../../src/features/kips/kip-list-page.css?url', () => ({
  default: '/assets/kip-list-page.css',
}))
vi.mock('../../../src/features/people/people.css?url', () => ({ default: '/assets/people.css' }))
vi.mock('../../../src/features/rules/rules-page.css?url', () => ({
  default: '/assets/rules-page.css',
}))

/** The views' own stylesheets, in the order their routes list them (src/app/routes/). */
const VIEW_STYLESHEETS = {
  jira: ['assets/charts.css', 'assets/data-table.css', 'assets/jira.css'],
  kipList: [
    'assets/kips.css',
    'assets/charts.css',
    'assets/data-table.css',
    'assets/kip-list-page.css',
  ],
  kips: ['assets/kips.css'],
  people: ['assets/data-table.css', 'assets/people.css'],
  rules: ['assets/rules-page.css'],
}

const real = memoryFetch(realDataset())

async function page(path: string, fetchJson = real) {
  const { html, status } = await renderPage(path, fetchJson, PAGE_MANIFEST)
  return { status, html: finishPage(`<!doctype html>${html}`, { base: rootFrom(path) }) }
}

/** The head's tags as [name or property, content], and the page's text. */
function read(html: string) {
  const meta = new Map<string, string>()
  const links: Record<string, string>[] = []
  let title = ''
  let lang = ''
  let base = ''
  type Node = {
    tagName?: string
    attrs?: { name: string; value: string }[]
    childNodes?: Node[]
    value?: string
  }
  const walk = (node: Node) => {
    const attrs: Record<string, string> = Object.fromEntries(
      (node.attrs ?? []).map((a) => [a.name, a.value]),
    )
    if (node.tagName === 'html') lang = attrs.lang ?? ''
    if (node.tagName === 'title') title = (node.childNodes ?? []).map((c) => c.value).join('')
    if (node.tagName === 'base') base = attrs.href ?? ''
    if (node.tagName === 'meta' && (attrs.name || attrs.property))
      meta.set(attrs.name ?? attrs.property ?? '', attrs.content ?? '')
    if (node.tagName === 'link') links.push(attrs)
    for (const child of node.childNodes ?? []) walk(child)
  }
  walk(parse(html) as unknown as Node)
  return { meta, links, title, lang, base }
}

describe('a thread page, as a link preview reads it', () => {
  it.each([
    ['zh', 'zh-CN', /KIP-1327/, /初步结论/],
    ['en', 'en', /KIP-1327/, /Tentative/],
  ] as const)(
    'in %s: title, description and language of that page',
    async (lang, htmlLang, title, status) => {
      const { status: code, html } = await page(`/${lang}/thread/2026-W20-kip-1327/`)
      expect(code).toBe(200)
      const head = read(html)
      expect(head.lang).toBe(htmlLang)
      expect(head.title).toMatch(title)
      expect(head.meta.get('og:title')).toMatch(title)
      expect(head.meta.get('description')).toMatch(status)
      expect(head.meta.get('og:description')).toBe(head.meta.get('description'))
      expect(head.meta.get('twitter:card')).toBe('summary')
      expect(head.meta.get('og:locale')).toBe(lang === 'zh' ? 'zh_CN' : 'en_US')
      // The same page in both languages, relative to the site root (no SITE_URL in tests).
      expect(
        head.links.filter((l) => l.rel === 'alternate').map((l) => [l.hreflang, l.href]),
      ).toEqual([
        ['zh-CN', 'zh/thread/2026-W20-kip-1327/'],
        ['en', 'en/thread/2026-W20-kip-1327/'],
      ])
      expect(head.base).toBe('../../../')
    },
  )

  it('holds the whole thread without any script: every position and the conclusion', async () => {
    const { html } = await page('/en/thread/2026-W20-kip-1163/')
    expect(html).toContain('Jun Rao')
    expect(html).toMatch(/no final consensus/i)
    // Links are relative to <base href>, the site root, so they work under any sub-path.
    expect(html).toContain('href="en/people/jun-rao/"')
    expect(html).not.toMatch(/href="\/(zh|en)\//)
  })

  it('names the data it was rendered from for the browser, and loads the entry module', async () => {
    const { html } = await page('/zh/thread/2026-W20-kip-1327/')
    // By their paths: its week, and the index every page reads.
    expect(html).toContain('["index.json","weeks/2026-W20.json"]')
    expect(html).toContain('<script type="module" src="assets/entry.js">')
    expect(html).toContain('href="assets/app.css"')
  })
})

describe('the stylesheets a page links', () => {
  const sheets = (html: string) =>
    read(html)
      .links.filter((l) => l.rel === 'stylesheet')
      .map((l) => l.href ?? '')
  const viewSheets = new Set(Object.values(VIEW_STYLESHEETS).flat())

  it.each([
    ['/en/kips/1327/', VIEW_STYLESHEETS.kips],
    ['/zh/kips/', VIEW_STYLESHEETS.kipList],
    ['/en/jira/', VIEW_STYLESHEETS.jira],
    ['/zh/people/', VIEW_STYLESHEETS.people],
    ['/en/rules/', VIEW_STYLESHEETS.rules],
  ])('%s links its view’s own, after the site’s', async (path, own) => {
    const links = sheets((await page(path)).html)
    expect(links).toContain('assets/app.css')
    const after = links.slice(links.indexOf('assets/app.css') + 1)
    expect(after.filter((href) => viewSheets.has(href))).toEqual(own)
  })

  it.each(['/en/', '/zh/thread/2026-W20-kip-1327/', '/en/week/2026-W20/'])(
    '%s downloads no other view’s',
    async (path) => {
      const links = sheets((await page(path)).html)
      expect(links).toContain('assets/app.css')
      expect(links.filter((href) => viewSheets.has(href))).toEqual([])
    },
  )
})

describe('the app’s scripts a page fetches ahead', () => {
  const APP = ['assets/take-over.js', 'assets/react-dom.js']
  const finished = async (path: string) => {
    const { html } = await renderPage(path, real, PAGE_MANIFEST)
    return finishPage(`<!doctype html>${html}`, { base: rootFrom(path), appScripts: APP })
  }

  it('preloads each as a module, at low priority, after <base>', async () => {
    const html = await finished('/zh/thread/2026-W20-kip-1327/')
    const preloads = read(html).links.filter((l) => APP.includes(l.href ?? ''))
    expect(preloads).toEqual(
      APP.map((href) => ({ rel: 'modulepreload', href, fetchpriority: 'low' })),
    )
    expect(html.indexOf('<base ')).toBeLessThan(html.indexOf(`href="${APP[0]}"`))
  })

  it.each(['/zh/thread/2026-W20-kip-1327/', '/en/kips/1327/', '/zh/'])(
    '%s declares its encoding within its first 1024 bytes, before its policy and preloads',
    async (path) => {
      // A page of every kind is given its policy (some 500 bytes) and preloads at the top of its
      // <head>; a browser given no charset by the server reads only the first 1024 bytes for one.
      const html = await finished(path)
      const declared = Buffer.from(html).subarray(0, 1024).toString('latin1')
      expect(declared).toMatch(
        /<head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/,
      )
    },
  )

  it('a redirect page keeps its encoding first too', () => {
    const html = finishPage(redirectPage('zh/people/ken-huang/', 'zh-CN', '黃竣陽'), {
      base: '../../../',
    })
    expect(html).toMatch(
      /^<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta http-equiv/,
    )
  })

  it('refuses a page whose <head> does not begin with its encoding', () => {
    expect(() => finishPage('<!doctype html><html><head><title>x</title></head></html>')).toThrow(
      /does not begin with <meta charset="utf-8">/,
    )
  })
})

describe('the code a page loads to be taken over', () => {
  it.each([
    ['/en/', ['src/i18n/locales/en.ts']],
    [
      '/zh/thread/2026-W20-kip-1327/',
      ['src/i18n/locales/zh.ts', 'src/features/thread/thread-page.tsx'],
    ],
    [
      '/en/jira/',
      [
        'src/i18n/locales/en.ts',
        'src/features/jira/jira-page.tsx',
        'src/domain/files/view-descriptors.ts',
      ],
    ],
    [
      '/zh/people/jun-rao/',
      [
        'src/i18n/locales/zh.ts',
        'src/features/people/person-page.tsx',
        'src/domain/files/view-descriptors.ts',
      ],
    ],
  ])('%s: its texts and what its route names', async (path, code) => {
    expect((await renderPage(path, real, PAGE_MANIFEST)).code).toEqual(code)
  })

  it('and, apart, what it loads when it needs it, which fails in its place (the JIRA charts)', async () => {
    expect((await renderPage('/en/jira/', real, PAGE_MANIFEST)).onDemand).toEqual([
      'src/features/jira/jira-charts.tsx',
    ])
    expect((await renderPage('/en/', real, PAGE_MANIFEST)).onDemand).toEqual([])
  })
})

describe('the Atom feed a page names', () => {
  /** The head's feed links as [href, title], and the visible links to feeds as [href, text]. */
  function feeds(html: string) {
    const head = read(html)
      .links.filter((l) => l.type === 'application/atom+xml')
      .map((l) => [l.href, l.title])
    const body = [
      ...html.matchAll(
        /<a class="feed-link" href="([^"]+)" type="application\/atom\+xml">([^<]+)<\/a>/g,
      ),
    ].map((m) => [m[1], m[2]])
    return { head, body }
  }

  it.each([
    ['/en/', 'en/feed.xml', 'Atom feed: every week'],
    ['/zh/week/2026-W20/', 'zh/feed.xml', '订阅每周动态（Atom）'],
    ['/en/kips/1327/', 'en/kips/1327/feed.xml', 'Atom feed of KIP-1327'],
    ['/zh/people/jun-rao/', 'zh/people/jun-rao/feed.xml', '订阅 Jun Rao 的动态（Atom）'],
  ])('%s names %s in its head and links it on the page', async (path, href, title) => {
    const { html } = await page(path)
    const found = feeds(html)
    expect(found.head).toEqual([[href, title]])
    expect(found.body).toContainEqual([href, title])
  })

  it('a KIP no thread is about and whose wiki state did not change names none', async () => {
    // Real facts: KIP-1 was accepted before the recorded history starts, and stayed so.
    const { html } = await page('/en/kips/1/')
    const found = feeds(html)
    expect(found.head).toEqual([])
    // Only the footer's link to the site's feed.
    expect(found.body).toEqual([['en/feed.xml', 'Atom feed: every week']])
  })
})

describe('every page’s policy', () => {
  it('allows exactly its inline scripts, by hash, and no unsafe-inline script', async () => {
    const { html } = await page('/zh/')
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? ''
    expect(policy).toMatch(/script-src 'self' 'sha256-/)
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
    const hashes = policy.match(/'sha256-[^']+'/g) ?? []
    expect(hashes).toHaveLength(readPageMarkup(html).scripts.length)
    // The policy comes first in <head>: before anything it governs.
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'))
  })

  it('a digest that holds <script> gets no script of its own into the page (made-up hostile week)', async () => {
    const hostile = memoryFetch(
      loadDataset(join(ROOT, 'tests/fixtures/hostile'), join(ROOT, 'tests/fixtures/people.json')),
    )
    const benign = await page('/en/week/2026-W20/')
    const { html } = await page('/en/week/2026-W21/', hostile)
    expect(html).toContain('&lt;script')
    // As many inline scripts as on any page: only the router's own.
    expect(readPageMarkup(html).scripts).toHaveLength(readPageMarkup(benign.html).scripts.length)
  })
})

describe('pages that are not there', () => {
  it('an unknown thread id renders the not-found view, in the page’s language', async () => {
    const { html } = await page('/en/thread/2099-W01-1/')
    expect(html).toContain('Not found')
    expect(read(html).lang).toBe('en')
  })
})
