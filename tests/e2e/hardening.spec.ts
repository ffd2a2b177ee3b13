import { expect, test, type Page } from '@playwright/test'
import { choose } from './choose'

/**
 * Hostile input and hostile links: digest text with HTML and javascript: links (made-up week
 * served at /hostile/), hundreds of garbled routes, and failing or missing data files.
 */

function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  page.on('dialog', (d) => {
    errors.push(`dialog: ${d.message()}`)
    void d.dismiss()
  })
  return errors
}

test.describe('a hostile digest', () => {
  for (const lang of ['zh', 'en'] as const) {
    test(`is shown as text and runs nothing (${lang})`, async ({ page }) => {
      const errors = watchErrors(page)
      await page.addInitScript(() => {
        ;(window as unknown as { __xss: number }).__xss = 0
        window.alert = () => {
          ;(window as unknown as { __xss: number }).__xss += 1
        }
      })
      for (const route of [
        'zh/',
        'zh/thread/2026-W21-kip-1327/',
        'zh/thread/2026-W21-bob-sample/',
        'zh/week/2026-W21/',
      ]) {
        await page.goto(`/hostile/${route.replace(/^zh\//, `${lang}/`)}`)
        await expect(page.locator('main:visible h1, main:visible h2').first()).toBeVisible()
        await expect(page.getByRole('main')).toContainText('alert(1)')
      }
      await page.goto(`/hostile/${lang}/thread/2026-W21-bob-sample/`)
      await expect(
        page.getByText('<img src=x onerror=alert(1)>', { exact: false }).first(),
      ).toBeVisible()
      // No element came from the digest: no img, no script in the body, no javascript: link.
      expect(await page.locator('body img').count()).toBe(0)
      // (The router's hydration scripts remove themselves; the app's module stays, from assets/.)
      expect(await page.locator('body script:not([src])').count()).toBe(0)
      for (const src of await page
        .locator('body script[src]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('src'))))
        expect(src).toMatch(/^assets\/[\w-]+\.js$/)
      expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0)
      expect(await page.locator('body b').count()).toBe(0)
      expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(0)
      expect(errors).toEqual([])
    })
  }

  test('the page ships a Content-Security-Policy without unsafe-inline or unsafe-eval scripts', async ({
    page,
  }) => {
    await page.goto('/hostile/en/')
    const csp = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content')
    expect(csp).toBeTruthy()
    const scriptSrc = /script-src([^;]*)/.exec(csp ?? '')?.[1] ?? ''
    expect(scriptSrc).toContain("'self'")
    expect(scriptSrc).not.toContain('unsafe-inline')
    expect(scriptSrc).not.toContain('unsafe-eval')
    // The policy is in force: an inline script injected at run time does not run.
    const ran = await page.evaluate(() => {
      const s = document.createElement('script')
      s.textContent = 'window.__inline = 1'
      document.body.appendChild(s)
      return (window as unknown as { __inline?: number }).__inline
    })
    expect(ran).toBeUndefined()
  })

  test('outside links are http(s) only and open with noopener noreferrer', async ({ page }) => {
    await page.goto('/kafka-digest/en/thread/2026-W20-kip-1327/')
    const external = page.locator('main:visible a[target="_blank"]')
    await expect(external.first()).toBeVisible()
    for (const link of await external.all()) {
      expect(await link.getAttribute('href')).toMatch(/^https?:\/\//)
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
    }
  })
})

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
function prng(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

function craftedRoutes(): string[] {
  const crafted = [
    'zh/thread/<script>alert(1)</script>/',
    'zh/thread/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E/',
    'zh/kips/%E0%A4%A/',
    'zh/people/%/',
    'zh/people/..%2F..%2Fetc%2Fpasswd/',
    'zh/week/2026-W20/extra/segments/',
    'zh/week/',
    'zh/thread/2026-W20-0/',
    'zh/thread/2026-W20-99999999999999999999/',
    'zh/kips/1e309/',
    'zh/kips/-1/',
    'zh/kips/KIP-1327/',
    'zh/',
    'zh/',
    'zh/??kip=1327',
    'zh/?kip=1327&kip=abc',
    '<img src=x>/',
    'zh/?q=%00%01%02',
    'zh/?q=' + 'x'.repeat(5000),
    'zh/?week=2026-W20..',
    'zh/?week=..2026-W20',
    'zh/?status=open,open,open',
    'zh/?person=' + encodeURIComponent('黃竣陽') + '&person=%ZZ',
    'zh/people/' + encodeURIComponent('黃竣陽'),
    'zh/' + '/'.repeat(300),
    'zh/javascript:alert(1)/',
    'en/thread/2026-W20-kip-1327/#again',
    'zh/jira/?kip=%F0%9F%98%80',
    'zh/\u202e/thread/',
    'zh/thread/2026-W20-kip-1327\u200b/',
  ]
  const rand = prng(20260511)
  const alphabet = [
    '/',
    '?',
    '&',
    '=',
    '%',
    '#',
    '..',
    'thread',
    'week',
    'kips',
    'people',
    'jira',
    '2026-W20',
    '-',
    '3',
    'kip',
    'lang',
    'en',
    'zh',
    '中',
    '😀',
    '%2F',
    '%E4',
    ' ',
    '\u200b',
    '<',
    '>',
    '"',
    "'",
  ]
  const random: string[] = []
  while (random.length < 200) {
    const n = 1 + Math.floor(rand() * 12)
    let route = 'zh/'
    for (let i = 0; i < n; i++) route += alphabet[Math.floor(rand() * alphabet.length)]
    random.push(route)
  }
  return [...crafted, ...random]
}

test('hundreds of garbled and crafted routes each show a view or not-found, never a blank page', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const errors = watchErrors(page)
  const routes = craftedRoutes()
  expect(routes.length).toBeGreaterThanOrEqual(200)
  // A few as fresh page loads (an unknown address is the site's 404.html), the rest as in-app
  // moves to that address (as the app's own links and Back/Forward do).
  const decodable = (route: string) => {
    try {
      decodeURI(route)
      return true
    } catch {
      return false // the server answers "400 Bad Request" itself: no page of the site's
    }
  }
  for (const [i, route] of routes.entries()) {
    if (i % 20 === 0 && decodable(route)) await page.goto(`/kafka-digest/${route}`)
    else
      await page.evaluate((to) => {
        window.history.pushState(null, '', new URL(to, document.baseURI))
        window.dispatchEvent(new PopStateEvent('popstate'))
      }, route)
    const main = page.getByRole('main')
    await expect(main, route).toBeVisible()
    await expect(main.locator('h1, h2').first(), route).toBeVisible()
  }
  expect(errors).toEqual([])
})

test.describe('failing data', () => {
  test('a missing index keeps the page as written, says so, and its retry recovers', async ({
    page,
  }) => {
    let fail = true
    await page.route('**/data/index.json', (route) =>
      fail ? route.fulfill({ status: 404, body: 'gone' }) : route.fallback(),
    )
    await page.goto('/kafka-digest/en/')
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('The data of this page could not be downloaded')
    await expect(page.locator('main:visible article.thread-card')).toHaveCount(10)
    fail = false
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(page.locator('main:visible article.thread-card')).toHaveCount(10)
  })

  test('a corrupt week file fails only its view; the rest of the app still works', async ({
    page,
  }) => {
    await page.route('**/data/weeks/2026-W20.json', (route) =>
      route.fulfill({ status: 200, body: '{"week": tru' }),
    )
    await page.goto('/kafka-digest/en/thread/2026-W20-kip-1327/')
    await expect(page.getByRole('alert')).toContainText('not valid JSON')
    // The header and navigation still work.
    await page.getByRole('link', { name: 'People' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible()
  })

  test('what was loaded stays usable when the network goes away', async ({ page, context }) => {
    await page.goto('/kafka-digest/en/')
    await expect(page.locator('main:visible article.thread-card')).toHaveCount(10)
    await choose(page.getByRole('combobox', { name: 'KIP' }), '1327')
    await expect(page.locator('main:visible article.thread-card')).toHaveCount(2)
    await context.setOffline(true)
    await page.locator('main:visible article.thread-card').first().getByRole('link').first().click()
    await expect(page.getByRole('heading', { name: 'Positions' })).toBeVisible()
    await page.goBack()
    await expect(page.locator('main:visible article.thread-card')).toHaveCount(2)
    await page.getByRole('link', { name: '中文' }).click()
    await expect(page.getByRole('heading', { name: '每周时间线' })).toBeAttached()
    await context.setOffline(false)
  })

  test('a chart whose code cannot load stays as drawn, says so, and comes alive on retry', async ({
    page,
  }) => {
    let block = true
    await page.route('**/assets/jira-charts-*.js', (route) =>
      block ? route.abort() : route.fallback(),
    )
    // The made-up 30 weeks: enough weeks for charts (one week is shown as a table only).
    await page.goto('/synthetic/en/jira/')
    await expect(page.getByRole('table', { name: /Issues created per week/ })).toBeVisible()
    const figure = page.getByRole('figure', { name: 'Issues created per week' })
    const failed = figure.getByRole('alert')
    await expect(failed).toContainText('tooltips and links could not be loaded')
    // The chart the page was written with stays: it reads, it does not point.
    await expect(figure.locator('.chart-drawn .recharts-bar-rectangle').first()).toBeVisible()
    block = false
    await failed.getByRole('button', { name: 'Try again' }).click()
    await expect(figure.locator('.chart-live .recharts-bar-rectangle').first()).toBeVisible()
    await expect(failed).toHaveCount(0)
  })
})
