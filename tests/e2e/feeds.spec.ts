import { parseFeed } from '@rowanmanning/feed-parser'
import { expect, test, type Page } from '@playwright/test'

/**
 * A reader subscribes as a feed reader does: it opens a page, finds the feed the page names
 * (`<link rel="alternate" type="application/atom+xml">`, resolved as the browser resolves it,
 * against `<base href>`), fetches it where the site is served and parses it; every entry's link
 * leads to a page of the site. On the real build, served by nginx with deploy/nginx.conf.
 */

/** The address of the feed the page at `path` names in its head, as the browser resolves it. */
async function namedFeed(page: Page, path: string): Promise<string> {
  await page.goto(path)
  const link = page.locator('head link[rel="alternate"][type="application/atom+xml"]')
  await expect(link).toHaveCount(1)
  return link.evaluate((l) => (l as HTMLLinkElement).href)
}

for (const [what, path, feed] of [
  ['the timeline (zh)', './zh/', /\/kafka-digest\/zh\/feed\.xml$/],
  ['a week (en)', './en/week/2026-W20/', /\/kafka-digest\/en\/feed\.xml$/],
  ['a KIP (en)', './en/kips/1327/', /\/kafka-digest\/en\/kips\/1327\/feed\.xml$/],
  ['a person (zh)', './zh/people/jun-rao/', /\/kafka-digest\/zh\/people\/jun-rao\/feed\.xml$/],
] as const)
  test(`${what}: its feed is found, fetched and read by a feed parser, and its links lead to pages`, async ({
    page,
    request,
  }) => {
    const url = await namedFeed(page, path)
    expect(url).toMatch(feed)
    const res = await request.get(url)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toMatch(/^application\/atom\+xml/)
    const parsed = parseFeed(await res.text())
    expect(parsed.meta.type).toBe('atom')
    expect(parsed.items.length).toBeGreaterThan(0)
    expect(new URL(parsed.self!, url).href).toBe(url)
    for (const item of parsed.items) {
      expect(item.id).toMatch(/^tag:/)
      expect(item.title).toBeTruthy()
      expect(item.updated).toBeInstanceOf(Date)
    }
    // The page the feed follows, and each entry's page, as a reader resolves them.
    for (const href of [parsed.url!, ...parsed.items.map((item) => item.url!)]) {
      const target = new URL(href, url).href
      expect(target.startsWith(test.info().project.use.baseURL!), target).toBe(true)
      const answer = await request.get(target)
      expect(answer.status(), target).toBe(200)
      expect(answer.headers()['content-type'], target).toMatch(/^text\/html/)
    }
  })

test('a KIP without a feed names none; its footer still links the site’s feed', async ({
  page,
}) => {
  await page.goto('./en/kips/1/')
  await expect(page.locator('h1')).toContainText('KIP-1')
  await expect(page.locator('head link[type="application/atom+xml"]')).toHaveCount(0)
  const footer = page.getByRole('link', { name: 'Atom feed: every week' })
  await expect(footer).toBeVisible()
  expect(await footer.evaluate((a) => (a as HTMLAnchorElement).href)).toMatch(
    /\/kafka-digest\/en\/feed\.xml$/,
  )
})
