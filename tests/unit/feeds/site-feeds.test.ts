// @vitest-environment jsdom
/**
 * Every Atom feed of a build, as scripts/feeds.ts writes it (scripts/lib/site-feeds.ts, from the
 * data files split.ts makes), read by a real feed parser (@rowanmanning/feed-parser, the parser
 * of a feed reader) and checked against what RFC 4287 requires (tests/helpers/atom-check.ts).
 * The digests are MADE UP (tests/fixtures/three-weeks, hostile); the KIPs' wiki facts are the
 * real ones of the KIPs they name (tests/fixtures/kips-subset.json).
 */
import { parseFeed } from '@rowanmanning/feed-parser'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { siteFeeds, type FeedFile } from '../../../scripts/lib/site-feeds'
import type { Dataset } from '../../../src/domain/dataset'
import { hasKipFeed } from '../../../src/domain/feeds'
import { kipStories } from '../../../src/domain/kip-story'
import { DATA_FILES } from '../../../src/domain/files/data-files'
import { splitDataset } from '../../../src/domain/files/split'
import { decodeFile } from '../../../src/domain/files/check'
import { feedPath, fileAt } from '../../../src/url/site-paths'
import { sitePages } from '../../../src/app/site-pages'
import { atomChildren, atomProblems, parseXml } from '../../helpers/atom-check'
import { loadDataset, ROOT, threeWeeksDataset } from '../../helpers/datasets'

// The routes list their pages in the server's code only (`staticData.pages`, under
// import.meta.env.SSR), which is this test's: the page list is the build's.
vi.hoisted(() => vi.stubEnv('SSR', true))

const FIXTURE_PEOPLE = join(ROOT, 'tests/fixtures/people.json')
/** Where the made-up site is served in these tests: any sub-path must do. */
const SERVED = 'https://digest.example.test/some/sub-path/'

/** Every feed of the dataset's build, in the order the build writes them. */
async function feedsOf(dataset: Dataset, siteUrl = ''): Promise<FeedFile[]> {
  const files = splitDataset(dataset)
  const feeds: FeedFile[] = []
  // As the build reads them: JSON from disk.
  const fetchJson = async (path: string) => {
    if (!files.has(path)) throw new Error(`no data file ${path}`)
    return JSON.parse(JSON.stringify(files.get(path))) as unknown
  }
  for await (const feed of siteFeeds(fetchJson, siteUrl)) feeds.push(feed)
  return feeds
}

/** The app path a link of a feed leads to, as a reader resolves it where the feed is served. */
function resolved(feed: FeedFile, href: string): string {
  const url = new URL(href, new URL(fileAt(feed.path), SERVED))
  expect(url.href.startsWith(SERVED), `${feed.path}: ${href} leaves the site`).toBe(true)
  return `/${url.href.slice(SERVED.length)}`
}

/** Every page and feed address of the dataset's build. */
function addresses(dataset: Dataset, feeds: readonly FeedFile[]): Set<string> {
  const files = splitDataset(dataset)
  const index = decodeFile('index', DATA_FILES.index.path(), files.get(DATA_FILES.index.path()))
  const catalog = files.get(DATA_FILES.catalog.path()) as { kip: number }[]
  return new Set([
    ...sitePages(
      index,
      dataset.threads.map((t) => t.id),
      catalog.map((row) => row.kip),
    ),
    ...feeds.map((f) => f.path),
  ])
}

const threeWeeks = threeWeeksDataset()
const built = await feedsOf(threeWeeks)

describe('the feeds of a build (made-up three weeks)', () => {
  it('each is valid Atom, and a feed reader reads every entry with its id, title, date and link', () => {
    const pages = addresses(threeWeeks, built)
    expect(built.length).toBeGreaterThan(10)
    for (const feed of built) {
      expect(atomProblems(feed.xml), feed.path).toEqual([])
      const doc = parseXml(feed.xml).documentElement
      const ids = atomChildren(doc, 'entry').map((e) => atomChildren(e, 'id')[0]!.textContent)
      const parsed = parseFeed(feed.xml)
      expect(parsed.meta.type, feed.path).toBe('atom')
      expect(parsed.title, feed.path).toBeTruthy()
      expect(resolved(feed, parsed.self!), feed.path).toBe(feed.path)
      expect(pages.has(resolved(feed, parsed.url!)), `${feed.path}: ${parsed.url}`).toBe(true)
      expect(
        parsed.items.map((item) => item.id),
        feed.path,
      ).toEqual(ids)
      for (const item of parsed.items) {
        expect(item.title, `${feed.path} ${item.id}`).toBeTruthy()
        expect(item.content, `${feed.path} ${item.id}`).toBeTruthy()
        expect(item.updated?.toISOString(), `${feed.path} ${item.id}`).toMatch(/T00:00:00\.000Z$/)
        expect(pages.has(resolved(feed, item.url!)), `${feed.path}: ${item.url}`).toBe(true)
      }
      // Newest first; the feed's date is its newest entry's, never the clock's.
      const dates = parsed.items.map((item) => item.updated!.getTime())
      expect(dates, feed.path).toEqual([...dates].sort((a, b) => b - a))
      expect(parsed.updated?.getTime(), feed.path).toBe(dates[0])
    }
  })

  it('every link inside an entry leads to a page of the site (or the wiki)', () => {
    const pages = addresses(threeWeeks, built)
    for (const feed of built)
      for (const item of parseFeed(feed.xml).items) {
        const html = new DOMParser().parseFromString(item.content ?? '', 'text/html')
        for (const a of html.querySelectorAll('a')) {
          const href = a.getAttribute('href')!
          if (/^https:\/\/(cwiki|wiki)\.apache\.org\//.test(href)) continue
          expect(pages.has(resolved(feed, href)), `${feed.path}: ${href}`).toBe(true)
        }
      }
  })

  it('a person’s entry leads to a thread of theirs that week, not the week', () => {
    const people = built.filter((f) => /^\/(zh|en)\/people\//.test(f.path))
    expect(people.length).toBeGreaterThan(0)
    for (const feed of people) {
      const person = feed.path.split('/')[3]!
      for (const item of parseFeed(feed.xml).items) {
        const thread = /^\/(?:zh|en)\/thread\/([^/]+)\/$/.exec(resolved(feed, item.url!))?.[1]
        expect(thread, `${feed.path}: ${item.url}`).toBeDefined()
        const positions = threeWeeks.threads.find((t) => t.id === thread)?.positions ?? []
        expect(
          positions.some((p) => p.person === decodeURIComponent(person)),
          `${feed.path}: ${thread}`,
        ).toBe(true)
      }
    }
  })

  it('is the feed of each week, each KIP with something to say and each person, in both languages', () => {
    const paths = new Set(built.map((f) => f.path))
    const stories = kipStories(threeWeeks)
    const withFeed = [...stories].filter(([, { story }]) => hasKipFeed(story)).map(([kip]) => kip)
    expect(withFeed).toEqual(expect.arrayContaining([1327, 1325, 1163]))
    // A KIP only mentioned, whose wiki state did not change, has none.
    expect(stories.size).toBeGreaterThan(withFeed.length)
    const expected = ['zh', 'en'].flatMap((lang) => [
      feedPath(lang as 'zh'),
      ...withFeed.map((kip) => feedPath(lang as 'zh', 'kips', String(kip))),
      ...threeWeeks.people.map((p) => feedPath(lang as 'zh', 'people', p.id)),
    ])
    expect([...paths].sort()).toEqual(expected.sort())
  })

  it('ids and dates come from the data: the same data gives the same bytes', async () => {
    const again = await feedsOf(threeWeeksDataset())
    expect(again.map((f) => f.path)).toEqual(built.map((f) => f.path))
    again.forEach((feed, i) => expect(feed.xml, feed.path).toBe(built[i]!.xml))
    const site = built.find((f) => f.path === '/en/feed.xml')!
    expect(
      atomChildren(parseXml(site.xml).documentElement, 'entry').map(
        (e) => atomChildren(e, 'id')[0]!.textContent,
      ),
    ).toEqual([
      'tag:kafka-community-digest.invalid,2026:en/weeks/2026-W24',
      'tag:kafka-community-digest.invalid,2026:en/weeks/2026-W22',
      'tag:kafka-community-digest.invalid,2026:en/weeks/2026-W21',
    ])
  })

  it('with SITE_URL every link is absolute, under that address', async () => {
    const absolute = await feedsOf(threeWeeks, 'https://digest.example.org/kafka')
    for (const feed of absolute) {
      const doc = parseXml(feed.xml)
      const hrefs = [...doc.getElementsByTagName('link')].map((l) => l.getAttribute('href')!)
      for (const item of parseFeed(feed.xml).items) {
        const html = new DOMParser().parseFromString(item.content ?? '', 'text/html')
        hrefs.push(...[...html.querySelectorAll('a')].map((a) => a.getAttribute('href')!))
      }
      for (const href of hrefs)
        expect(href, feed.path).toMatch(
          /^https:\/\/(digest\.example\.org\/kafka\/|(cwiki|wiki)\.apache\.org\/)/,
        )
      expect(parseFeed(feed.xml).self).toBe(
        new URL(fileAt(feed.path), 'https://digest.example.org/kafka/').href,
      )
    }
  })
})

describe('a followed KIP', () => {
  const dir = mkdtempSync(join(tmpdir(), 'feeds-two-weeks-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('a new week about it is a new entry on top; what a reader has seen stays as it was', async () => {
    // The made-up weeks without their last one (2026-W24, where KIP-1327 is discussed again).
    for (const name of ['2026-05-18.zh.txt', '2026-05-25.zh.txt', '2026-05-25.en.txt'])
      cpSync(join(ROOT, 'tests/fixtures/three-weeks', name), join(dir, name))
    const before = await feedsOf(loadDataset(dir, FIXTURE_PEOPLE))
    for (const lang of ['zh', 'en'] as const) {
      const path = feedPath(lang, 'kips', '1327')
      const entries = (feeds: FeedFile[]) =>
        atomChildren(parseXml(feeds.find((f) => f.path === path)!.xml).documentElement, 'entry')
      const old = entries(before)
      const now = entries(built)
      const id = (e: Element) => atomChildren(e, 'id')[0]!.textContent
      const week = now.find((e) => id(e)!.endsWith('/weeks/2026-W24'))
      expect(week, `${path}: the week 2026-W24 entry`).toBeDefined()
      expect(old.some((e) => id(e)!.endsWith('/weeks/2026-W24'))).toBe(false)
      expect(now.length).toBe(old.length + 1)
      // Every entry seen before is there, unchanged to the byte.
      for (const entry of old)
        expect(now.find((e) => id(e) === id(entry))?.outerHTML, `${path}: ${id(entry)}`).toBe(
          entry.outerHTML,
        )
      // Its content says what became of it that week.
      const status = lang === 'en' ? 'Agreed' : '已达成一致'
      expect(atomChildren(week!, 'title')[0]!.textContent).toContain(status)
    }
  })
})

/**
 * The content of each entry as a browser-based reader gets it: the XML text of <content
 * type="html"> (strict XML parser), read as HTML. (@rowanmanning/feed-parser decodes entities
 * once more in what it returns as content, to be lenient with feeds that escape twice: from it,
 * "&lt;script&gt;" written as text would come back as a tag; so text is checked here.)
 */
function entryBodies(xml: string): HTMLElement[] {
  return atomChildren(parseXml(xml).documentElement, 'entry').map(
    (entry) =>
      new DOMParser().parseFromString(
        atomChildren(entry, 'content')[0]!.textContent ?? '',
        'text/html',
      ).body,
  )
}

describe('a hostile digest (made up)', () => {
  const hostile = loadDataset(join(ROOT, 'tests/fixtures/hostile'), FIXTURE_PEOPLE)

  it('its markup, entities and "]]>" reach the reader as text, never as markup', async () => {
    const feeds = await feedsOf(hostile)
    for (const feed of feeds) expect(atomProblems(feed.xml), feed.path).toEqual([])
    const bodies = feeds.flatMap((feed) => entryBodies(feed.xml))
    for (const body of bodies) {
      expect(body.querySelectorAll('script, img, b').length).toBe(0)
      for (const a of body.querySelectorAll('a'))
        expect(a.getAttribute('href')).not.toMatch(/^\s*javascript:/i)
    }
    const text = bodies.map((body) => body.textContent).join('\n')
    expect(text).toContain('<img src=x onerror=alert(1)>')
    expect(text).toContain('<script>alert(1)</script>')
    expect(text).toContain('[link](javascript:alert(1))')
    expect(text).toContain(']]> & &amp; &nbsp; literally')
  })

  it('a character XML cannot hold becomes U+FFFD, and the feed stays well-formed', async () => {
    const bad = structuredClone(hostile)
    const thread = bad.threads[0]!
    thread.conclusion = { zh: '控制字符\u0001与\uFFFF。', en: 'control \u0001 and \uFFFF.' }
    const site = (await feedsOf(bad)).find((f) => f.path === '/en/feed.xml')!
    expect(atomProblems(site.xml)).toEqual([])
    expect(entryBodies(site.xml)[0]!.textContent).toContain('control \uFFFD and \uFFFD.')
  })
})
