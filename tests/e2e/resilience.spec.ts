import { expect, test, type Page } from '@playwright/test'

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

const RAW_KEY = /\b(app|nav|common|notFound|error|filters|thread|kips|people|jira)\.[a-z]\w+/

test.describe('a deep link before the JavaScript has run', () => {
  for (const [lang, loading, nav] of [
    ['zh', '加载中…', '时间线'],
    ['en', 'Loading…', 'Timeline'],
  ] as const) {
    test(`shows the shell and a loading line in the reader's language (${lang})`, async ({
      page,
    }) => {
      const release = await holdScripts(page)
      // Module scripts delay DOMContentLoaded: wait only for the HTML.
      await page.goto(`#/thread/2026-W20-kip-1327?lang=${lang}`, { waitUntil: 'commit' })
      const shell = page.locator(`[data-prerender="${lang}"] header`)
      await expect(shell.getByRole('link', { name: nav })).toBeVisible()
      await expect(page.locator(`.boot-status[data-boot="${lang}"] .loading`)).toHaveText(loading)
      // The home page's content is not what this link is for: not shown.
      await expect(page.locator('[data-prerender] main:visible')).toHaveCount(0)
      release()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('.boot-status')).toHaveCount(0)
    })
  }

  test('the app’s code cannot be downloaded: says so, with a retry', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort('internetdisconnected'))
    await page.goto('#/people?lang=en', { waitUntil: 'commit' })
    const failed = page.locator('.boot-status[data-boot="en"] .boot-failed')
    await expect(failed).toBeVisible()
    await expect(failed).toContainText('The app could not be downloaded')
    await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible()
    await page.unroute('**/assets/*.js')
    await failed.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible()
  })
})

test.describe('offline', () => {
  test('a view whose data cannot be downloaded says so, and its retry works once online', async ({
    page,
    context,
  }) => {
    await page.goto('#/?lang=en')
    await expect(page.getByRole('link', { name: 'People' })).toBeVisible()
    await expect(page.locator('main:visible article').first()).toBeVisible()
    await context.setOffline(true)
    await page.getByRole('link', { name: 'People' }).click()
    const alert = page.getByRole('alert')
    await expect(alert.getByRole('heading', { name: 'No connection' })).toBeVisible({
      timeout: 15_000,
    })
    await expect(alert).toContainText('seems to be offline')
    await context.setOffline(false)
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible()
  })
})

test.describe('lang from anywhere', () => {
  for (const [value, lang, nav] of [
    ['EN', 'en', 'Timeline'],
    ['en-US', 'en', 'Timeline'],
    ['en?x=1', 'en', 'Timeline'],
    ['zh-CN', 'zh', '时间线'],
    ['zh-Hant', 'zh', '时间线'],
  ] as const) {
    for (const route of ['#/', '#/thread/2026-W20-kip-1327']) {
      test(`lang=${value} on ${route}: ${lang}, no raw key, no hydration error`, async ({
        page,
      }) => {
        const errors = watchErrors(page)
        await page.goto(`${route}?lang=${value}`)
        await expect(page.locator('header:visible').getByRole('link', { name: nav })).toBeVisible()
        await expect(page).toHaveURL(new RegExp(`[?&]lang=${lang}$`))
        await expect(page.locator('main:visible h1, main:visible h2').first()).toBeVisible()
        expect(RAW_KEY.exec(await page.locator('body').innerText())?.[0]).toBeUndefined()
        expect(errors).toEqual([])
      })
    }
  }

  test('lang=xx is ignored and said so', async ({ page }) => {
    const errors = watchErrors(page)
    // Playwright's browser is en-US: the page is in English, as for any reader with no choice made.
    await page.goto('#/jira?lang=xx')
    await expect(
      page.getByText(
        'The link asks for the language “xx”, which this site does not have: ignored.',
      ),
    ).toBeVisible()
    await expect(page).toHaveURL(/lang=en$/)
    expect(RAW_KEY.exec(await page.locator('body').innerText())?.[0]).toBeUndefined()
    expect(errors).toEqual([])
  })

  test('an unknown path typed into an open tab shows not-found', async ({ page }) => {
    await page.goto('#/?lang=en')
    // Typed at once, maybe before the app has taken the page over: either way, not-found.
    await expect(page.locator('main:visible article').first()).toBeVisible()
    await page.evaluate(() => (window.location.hash = '#/no/such/page'))
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible()
    await expect(page).toHaveURL(/#\/no\/such\/page\?lang=en$/)
  })
})

for (const [locale, nav] of [
  ['fr-FR', 'Timeline'],
  ['ja-JP', 'Timeline'],
  ['de-DE', 'Timeline'],
  ['zh-TW', '时间线'],
  ['zh-CN', '时间线'],
] as const) {
  test.describe(`a first visit from a browser in ${locale}`, () => {
    test.use({ locale })
    test(`shows ${nav === 'Timeline' ? 'English' : 'Chinese'}`, async ({ page }) => {
      await page.goto('#/kips')
      await expect(page.locator('header:visible').getByRole('link', { name: nav })).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`lang=${nav === 'Timeline' ? 'en' : 'zh'}$`))
    })
  })
}
