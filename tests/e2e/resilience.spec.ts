import { expect, test, type Page } from '@playwright/test'
import { SERVED } from './static-host'

/**
 * Never an empty screen, and links from anywhere: a deep link before the app's code has run, a
 * view whose data cannot be downloaded, the app's code that cannot be downloaded, `lang` values
 * as chat apps and people write them, browsers in other languages, an address typed into an
 * open tab.
 */

function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.text().startsWith('[hydration]')) errors.push(m.text())
  })
  return errors
}

/** Holds every script of the app until `release()`: the page as it is before any JS has run. */
async function holdScripts(page: Page) {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await gate
    await route.continue()
  })
  return () => release()
}

/**
 * Waits until the app has taken the pre-rendered home page over: the status toggles are
 * aria-disabled until then (LiveButton). Before that a click on a link loads a new page (offline:
 * the browser's own error page), and an event sent to the history is heard by no one.
 */
async function appOnHome(page: Page) {
  await expect(page.locator('main:visible .status-toggles button').first()).toBeEnabled()
}

const RAW_KEY = /\b(app|nav|common|notFound|error|filters|thread|kips|people|jira)\.[a-z]\w+/

test.describe('a deep link before the JavaScript has run', SERVED, () => {
  for (const [lang, nav, heading] of [
    ['zh', '时间线', '观点'],
    ['en', 'Timeline', 'Positions'],
  ] as const) {
    test(`shows the whole page in its language at once (${lang})`, async ({ page }) => {
      const release = await holdScripts(page)
      // Module scripts delay DOMContentLoaded: wait only for the HTML.
      await page.goto(`${lang}/thread/2026-W20-kip-1327/`, { waitUntil: 'commit' })
      await expect(page.locator('header').getByRole('link', { name: nav })).toBeVisible()
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
      await expect(page.locator('.loading')).toHaveCount(0)
      release()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  }

  test('the app’s code cannot be downloaded: the page stays whole, and its links work', async ({
    page,
  }) => {
    await page.route('**/assets/*.js', (route) => route.abort('internetdisconnected'))
    await page.goto('en/people/')
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible()
    await page.getByRole('link', { name: 'KIPs' }).click()
    await expect(page).toHaveURL(/\/en\/kips\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test.describe('offline', () => {
  // Views whose route loads their files first (router.tsx): offline, that load fails too, and
  // must leave the saying to the view.
  for (const [link, heading] of [
    ['People', 'People'],
    ['KIPs', 'Every KIP'],
    ['JIRA', 'JIRA'],
  ] as const)
    test(`a view whose data cannot be downloaded says so, and its retry works once online: ${link}`, async ({
      page,
      context,
    }) => {
      await page.goto('en/')
      await appOnHome(page)
      await context.setOffline(true)
      await page.getByRole('link', { name: link, exact: true }).click()
      const alert = page.getByRole('alert')
      await expect(alert.getByRole('heading', { name: 'No connection' })).toBeVisible({
        timeout: 15_000,
      })
      await expect(alert).toContainText('seems to be offline')
      await context.setOffline(false)
      await alert.getByRole('button', { name: 'Try again' }).click()
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    })
})

test.describe('addresses from anywhere', () => {
  test('an address that names no language of the site shows not-found', async ({ page }) => {
    const errors = watchErrors(page)
    await page.goto('xx/jira/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(RAW_KEY.exec(await page.locator('body').innerText())?.[0]).toBeUndefined()
    expect(errors).toEqual([])
  })

  test('an unknown path reached in the open app shows not-found in its language', async ({
    page,
  }) => {
    await page.goto('en/')
    await appOnHome(page)
    await page.evaluate(() => {
      window.history.pushState(null, '', new URL('en/no/such/page/', document.baseURI))
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible()
    await expect(page).toHaveURL(/\/en\/no\/such\/page\/$/)
  })
})

for (const [locale, nav] of [
  ['fr-FR', 'Timeline'],
  ['ja-JP', 'Timeline'],
  ['de-DE', 'Timeline'],
  ['zh-TW', '时间线'],
  ['zh-CN', '时间线'],
] as const) {
  test.describe(`a first visit to the site root from a browser in ${locale}`, () => {
    test.use({ locale })
    test(`shows ${nav === 'Timeline' ? 'English' : 'Chinese'}`, async ({ page }) => {
      await page.goto('./')
      await expect(page.locator('header:visible').getByRole('link', { name: nav })).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`/${nav === 'Timeline' ? 'en' : 'zh'}/$`))
    })
  })
}
