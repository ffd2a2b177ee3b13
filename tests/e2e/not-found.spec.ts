import { expect, test, type Page } from '@playwright/test'
import { SERVED } from './static-host'

/**
 * The dead ends of issue 50: unknown addresses, old hash links that cannot be read, addresses
 * written oddly. Run on every server a maintainer may use (playwright.config.ts): `npm start`'s,
 * nginx with deploy/nginx.conf under its sub-path, and a plain static server. The site is the
 * real data's, wherever the server puts it: addresses are relative to the project's baseURL.
 */

/** The site root's path on this project's server: "/kafka-digest/" or "/". */
const sitePath = () => new URL(test.info().project.use.baseURL!).pathname

/** A regular expression for the whole URL of `path` below the site root. */
function siteUrl(path: string): RegExp {
  const escaped = `${sitePath()}${path}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^https?://[^/]+${escaped}$`)
}

const HEADING = { zh: '未找到', en: 'Not found' } as const
const OTHER = { zh: 'en', en: 'zh' } as const

/** The not-found page is shown in `lang`, and only in it. */
async function expectNotFound(page: Page, lang: 'zh' | 'en') {
  await expect(page.getByRole('heading', { level: 1, name: HEADING[lang] })).toBeVisible()
  await expect(page.getByRole('heading', { name: HEADING[OTHER[lang]] })).toBeHidden()
}

const TITLE = { zh: 'Kafka 社区周报', en: 'Kafka Community Digest' } as const

for (const lang of ['zh', 'en'] as const) {
  test(
    `an unknown address (${lang}) answers 404 with the site's not-found page, with a way back`,
    SERVED,
    async ({ page }) => {
      for (const route of [
        'nope/',
        'nope',
        'week/2031-W01/',
        'thread/2026-W20-99/',
        'kips/99999/',
        'people/nobody/',
      ]) {
        const response = await page.goto(`./${lang}/${route}`)
        expect(response?.status(), route).toBe(404)
        await expectNotFound(page, lang)
      }
      await page.getByRole('link', { name: TITLE[lang] }).click()
      await expect(page).toHaveURL(siteUrl(`${lang}/`))
      await expect(page.locator('main:visible article.thread-card').first()).toBeVisible()
    },
  )
}

for (const lang of ['zh', 'en'] as const)
  // Not on the plain static server, which has no setting for it: it answers such a request with
  // its own 400 or 500 page. The app never writes one (an old link is read, not passed on).
  test(`an address that cannot be read (${lang}) shows the not-found page`, async ({ page }) => {
    for (const route of [
      'thread/%ZZ/',
      'threads/%E0%A4%A/',
      'thread/%00/',
      `${'a'.repeat(40_000)}/`,
    ]) {
      const response = await page.goto(`./${lang}/${route}`)
      expect(response?.status(), route.slice(0, 20)).toBe(404)
      await expectNotFound(page, lang)
    }
  })

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const

for (const lang of ['zh', 'en'] as const) {
  test(
    `an old hash link (${lang}) that cannot be read lands on the not-found page, not a server's error`,
    SERVED,
    async ({ page }) => {
      for (const link of [
        '#/%',
        '#/threads/%E0%A4%A',
        '#/thread/%',
        '#/thread/%ZZ',
        '#/thread/%00',
      ]) {
        await page.goto(`./${link}?lang=${lang}`)
        await expect(page, link).toHaveURL(new RegExp(`^https?://[^/]+${sitePath()}${lang}/.+/$`))
        await expectNotFound(page, lang)
      }
    },
  )

  for (const [device, viewport] of Object.entries(VIEWPORTS))
    test(
      `an old hash link put into an open page (${lang}, ${device}) opens its view`,
      SERVED,
      async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.goto(`./${lang}/`)
        // The app has taken the page over: its status toggles are live (LiveButton).
        await expect(page.locator('main:visible .status-toggles button').first()).toBeEnabled()
        await page.evaluate(() => (window.location.hash = '#/thread/2026-W20-3'))
        await expect(page).toHaveURL(siteUrl(`${lang}/thread/2026-W20-kip-1327/`))
        await expect(page.getByRole('heading', { level: 1 })).toContainText('KIP-1327')
        await page.evaluate(() => (window.location.hash = '#/thread/%'))
        await expectNotFound(page, lang)
        await page.goBack()
        await expect(page).toHaveURL(siteUrl(`${lang}/thread/2026-W20-kip-1327/`))
      },
    )
}

/** What the page shown loaded: its resources that failed, and whether it has the app's code. */
function loaded(page: Page) {
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    return {
      failed: entries.filter((e) => e.responseStatus >= 400).map((e) => e.name),
      app: entries.some((e) => /\/assets\/entry-client-[^/]+\.js$/.test(e.name)),
    }
  })
}

for (const lang of ['zh', 'en'] as const)
  for (const [device, viewport] of Object.entries(VIEWPORTS))
    test(
      `an address with a doubled slash (${lang}, ${device}) loads its page whole`,
      SERVED,
      async ({ page }) => {
        await page.setViewportSize(viewport)
        for (const [address, path] of [
          [`./${lang}//kips/`, `${lang}/kips/`],
          [`.//${lang}/people/`, `${lang}/people/`],
          [`./${lang}/thread//2026-W20-kip-1327//`, `${lang}/thread/2026-W20-kip-1327/`],
        ] as const) {
          await page.goto(address)
          await expect(page).toHaveURL(siteUrl(path))
          await expect(page.locator('main:visible h1').first()).toBeVisible()
          // Its stylesheet applies: the header is laid out as a bar, not as bare links.
          await expect(page.locator('header.app-header')).toHaveCSS('display', 'flex')
          await page.waitForLoadState('networkidle')
          expect(await loaded(page), address).toEqual({ failed: [], app: true })
        }
      },
    )
