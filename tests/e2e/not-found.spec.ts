import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { expectNoViolations } from './axe'
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

/** The real data's KIP with the highest number, as the KIP list has it. */
function highestKip(): { kip: number; title: string | null } {
  const file = resolve(import.meta.dirname, '../../dist/data/kip-catalog.json')
  const catalog = JSON.parse(readFileSync(file, 'utf8')) as { kip: number; title: string | null }[]
  return catalog.reduce((a, b) => (b.kip > a.kip ? b : a))
}

const HINT = {
  nearest: { zh: '你要找的也许是：', en: 'Perhaps you meant: ' },
  highestKip: { zh: '目前最大的 KIP 编号：', en: 'The highest KIP number: ' },
} as const
const SEARCH = { zh: '搜索', en: 'Search' } as const

for (const lang of ['zh', 'en'] as const)
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(
      `the not-found page (${lang}, ${device}) offers the highest KIP for one above them all`,
      SERVED,
      async ({ page }) => {
        await page.setViewportSize(viewport)
        const { kip, title } = highestKip()
        const response = await page.goto(`./${lang}/kips/99999/`)
        expect(response?.status()).toBe(404)
        const hint = page.locator('.not-found-hint:visible')
        await expect(hint).toHaveText(
          `${HINT.highestKip[lang]}KIP-${kip}${title ? ` ${title}` : ''}`,
        )
        await hint.getByRole('link').click()
        await expect(page).toHaveURL(siteUrl(`${lang}/kips/${kip}/`))
        await expect(page.getByRole('heading', { level: 1 })).toContainText(`KIP-${kip}`)
      },
    )

    test(
      `the not-found page (${lang}, ${device}) offers the person near the id asked for`,
      SERVED,
      async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.goto(`./${lang}/people/jun-ra/`)
        const hint = page.locator('.not-found-hint:visible')
        await expect(hint).toHaveText(`${HINT.nearest[lang]}Jun Rao`)
        await hint.getByRole('link', { name: 'Jun Rao' }).click()
        await expect(page).toHaveURL(siteUrl(`${lang}/people/jun-rao/`))
        await expect(page.getByRole('heading', { level: 1, name: 'Jun Rao' })).toBeVisible()
      },
    )

    test(`the not-found page (${lang}, ${device}) searches the site`, SERVED, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto(`./${lang}/thread/2026-W20-kip-13/`)
      const search = page.getByRole('search').filter({ visible: true })
      const box = search.getByRole('searchbox')
      await expect(box).toHaveValue('2026-W20-kip-13')
      await box.fill('KIP-1327')
      await search.getByRole('button', { name: SEARCH[lang] }).click()
      await expect(page).toHaveURL(siteUrl(`${lang}/search/?q=KIP-1327`))
      await expect(
        page
          .locator('main:visible')
          .getByRole('link', { name: /KIP-1327/ })
          .first(),
      ).toBeVisible()
    })
  }

for (const [locale, lang] of [
  ['en-US', 'en'],
  ['zh-CN', 'zh'],
] as const)
  test.describe(`a browser in ${locale}`, () => {
    test.use({ locale })
    test(
      `an address that names no language: the not-found page in ${lang}, its way back under the site`,
      SERVED,
      async ({ page }) => {
        for (const route of ['nope/', 'kips/1327/x/']) {
          const response = await page.goto(`./${route}`)
          expect(response?.status()).toBe(404)
          await expectNotFound(page, lang)
        }
        await page.getByRole('link', { name: TITLE[lang] }).click()
        await expect(page).toHaveURL(siteUrl(`${lang}/`))
        await expect(page.locator('main:visible article.thread-card').first()).toBeVisible()
      },
    )
  })

for (const scheme of ['light', 'dark'] as const)
  test(
    `the not-found page with all it offers has no axe violations (${scheme})`,
    SERVED,
    async ({ browser }) => {
      const context = await browser.newContext({ colorScheme: scheme })
      const page = await context.newPage()
      for (const lang of ['zh', 'en'] as const) {
        await page.goto(`./${lang}/kips/99999/`)
        await expect(page.locator('.not-found-hint:visible')).toBeVisible()
        await expectNoViolations(page, `${scheme} ${lang} 404.html: `)
        // The same in the open app, which shows it for an address it meets.
        await page.goto(`./${lang}/`)
        await expect(page.locator('main:visible .status-toggles button').first()).toBeEnabled()
        await page.evaluate(() => {
          window.history.pushState(
            null,
            '',
            new URL(
              'en/kips/99999/'.replace('en', document.documentElement.lang.slice(0, 2)),
              document.baseURI,
            ),
          )
          window.dispatchEvent(new PopStateEvent('popstate'))
        })
        await expect(page.locator('.not-found-hint:visible')).toBeVisible()
        await expect(page.getByRole('search').filter({ visible: true })).toBeVisible()
        await expectNoViolations(page, `${scheme} ${lang} in the app: `)
      }
      await context.close()
    },
  )
