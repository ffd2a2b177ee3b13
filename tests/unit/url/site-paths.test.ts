import { describe, expect, it } from 'vitest'
import {
  appPath,
  appPathOf,
  langOfPath,
  pageFile,
  feedPath,
  fileAt,
  absoluteHref,
  parseLang,
  rootFrom,
  siteHref,
  withLangPath,
} from '../../../src/url/site-paths'
import { sitePages } from '../../../src/app/site-pages'

describe('addresses of the site', () => {
  it.each([
    [['en', 'thread', '2026-W20-kip-1327'], '/en/thread/2026-W20-kip-1327/'],
    [['zh'], '/zh/'],
    [['zh', 'people', '黃竣陽'], '/zh/people/%E9%BB%83%E7%AB%A3%E9%99%BD/'],
  ] as const)('appPath(%j) → %s', ([lang, ...parts], expected) => {
    expect(appPath(lang, ...parts)).toBe(expected)
  })

  it.each([
    ['/zh/thread/x/', '../../../'],
    ['/zh/', '../'],
    ['/', './'],
    ['/zh/thread/x', '../../'],
  ])('from %s the site root is %s', (path, root) => {
    expect(rootFrom(path)).toBe(root)
  })

  it.each([
    ['/zh/thread/x/?kip=1#a', 'zh/thread/x/?kip=1#a'],
    ['/', './'],
    ['/?q=1', './?q=1'],
  ])('siteHref(%s) → %s', (href, expected) => {
    expect(siteHref(href)).toBe(expected)
  })

  it('a link resolves against any page’s <base> to the same address, under any sub-path', () => {
    for (const page of ['/digest/zh/', '/digest/en/thread/x/', '/digest/']) {
      const base = new URL(rootFrom(appPathOf(page, '/digest/')), `https://h.example${page}`)
      expect(new URL(siteHref('/en/kips/1327/'), base).href).toBe(
        'https://h.example/digest/en/kips/1327/',
      )
    }
  })

  it.each([
    ['/kafka-digest/zh/kips/', '/kafka-digest/', '/zh/kips/'],
    ['/kafka-digest/', '/kafka-digest/', '/'],
    ['/zh/kips/', '/', '/zh/kips/'],
    ['/other/zh/', '/kafka-digest/', '/other/zh/'],
  ])('appPathOf(%s, %s) → %s', (pathname, site, expected) => {
    expect(appPathOf(pathname, site)).toBe(expected)
  })

  it.each([
    ['/zh/thread/x/', 'zh/thread/x/index.html'],
    ['/', 'index.html'],
    ['/zh/people/%E9%BB%83/', 'zh/people/黃/index.html'],
  ])('%s is written to %s', (path, file) => {
    expect(pageFile(path)).toBe(file)
  })

  it('a feed lives next to its page, in a file of its own', () => {
    expect(feedPath('zh')).toBe('/zh/feed.xml')
    expect(feedPath('en', 'kips', '1327')).toBe('/en/kips/1327/feed.xml')
    expect(feedPath('zh', 'people', '黃')).toBe('/zh/people/%E9%BB%83/feed.xml')
    expect(fileAt(feedPath('zh', 'people', '黃'))).toBe('zh/people/黃/feed.xml')
    // Relative to the feed, its page is where <base href> would say from the page.
    expect(rootFrom(feedPath('en', 'kips', '1327'))).toBe('../../../')
  })

  it.each([
    ['zh/kips/', 'https://example.org/digest', 'https://example.org/digest/zh/kips/'],
    ['zh/kips/', 'https://example.org/digest/', 'https://example.org/digest/zh/kips/'],
    ['en/feed.xml', '', 'en/feed.xml'],
  ])('absoluteHref(%s, %j) → %s', (href, site, expected) => {
    expect(absoluteHref(href, site)).toBe(expected)
  })

  it('knows a page’s language and the same page in the other one', () => {
    expect(langOfPath('/en/kips/')).toBe('en')
    expect(langOfPath('/')).toBeUndefined()
    expect(langOfPath('/fr/')).toBeUndefined()
    expect(withLangPath('/zh/kips/1327/', 'en')).toBe('/en/kips/1327/')
    expect(withLangPath('/', 'en')).toBe('/en/')
  })

  it.each([
    ['EN', 'en'],
    ['en-US', 'en'],
    ['en?x=1', 'en'],
    ['zh-Hant', 'zh'],
    ['xx', undefined],
    ['', undefined],
  ])('parseLang(%j) → %s', (value, expected) => {
    expect(parseLang(value)).toBe(expected)
  })
})

describe('every page of the site', () => {
  it('lists the root, then each view, week, thread, KIP and person in both languages', () => {
    const pages = sitePages(
      { weeks: [{ id: '2026-W20' }], people: [{ id: 'jun-rao' }] } as never,
      ['2026-W20-kip-1327'],
      [1150, 1327],
    )
    expect(pages[0]).toBe('/')
    expect(pages).toContain('/zh/thread/2026-W20-kip-1327/')
    expect(pages).toContain('/en/kips/1327/')
    expect(pages).toContain('/zh/kips/1150/')
    expect(pages).toContain('/en/people/jun-rao/')
    expect(pages).toContain('/zh/week/2026-W20/edition/')
    expect(pages).toContain('/zh/rules/')
    expect(pages).toContain('/en/search/')
    expect(pages).toContain('/en/following/')
    expect(pages).toHaveLength(1 + 2 * (8 + 2 + 1 + 2 + 1))
    expect(new Set(pages).size).toBe(pages.length)
  })
})
