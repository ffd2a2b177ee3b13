import { expect, test, type Page } from '@playwright/test'
import { choose } from './choose'
import { SERVED } from './static-host'

/**
 * The journeys of issue 3 in real Chromium, against the production build served by a plain
 * static server under the sub-path /kafka-digest/. Assertions wait for the state they expect:
 * the URL changes before React re-renders.
 */

const pageErrors = new WeakMap<Page, string[]>()
test.beforeEach(async ({ page }) => {
  const errors: string[] = []
  pageErrors.set(page, errors)
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error' || m.text().startsWith('[hydration]')) errors.push(m.text())
  })
})
test.afterEach(async ({ page }) => {
  expect(pageErrors.get(page) ?? []).toEqual([])
})

const cards = (page: Page) => page.locator('main:visible article.thread-card')

/** Holds every script of the site back until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.fallback()
  })
  return release
}

test('the site root sends a reader to home in their language', SERVED, async ({ page }) => {
  await page.goto('./')
  await expect(page).toHaveURL(/\/kafka-digest\/(zh|en)\/$/)
  await expect(
    page.getByRole('region', {
      name: /^(Week 20, 11–17 May 2026|2026 年第 20 周（5 月 11 日–17 日）)$/,
    }),
  ).toBeVisible()
  await expect(cards(page)).toHaveCount(10)
})

test('the site root remembers the language the reader read in last', SERVED, async ({ page }) => {
  await page.goto('./en/jira/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('./')
  await expect(page).toHaveURL(/\/kafka-digest\/en\/$/)
})

for (const lang of ['zh', 'en'] as const) {
  test(
    `a thread page (${lang}) shows whole before the app runs, and the app takes it over in place`,
    SERVED,
    async ({ page }) => {
      // Hold the app's code back: what shows meanwhile is the HTML written at build time.
      const release = await holdAppCode(page)
      await page.goto(`./${lang}/thread/2026-W20-kip-1327/`, { waitUntil: 'commit' })
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toContainText('KIP-1327')
      await expect(page.locator('.position')).toHaveCount(3)
      await heading.evaluate((el) => el.setAttribute('data-seen-before-js', ''))
      release()
      // React has adopted the very node painted before it ran (hydration, not a second render)...
      await page.waitForFunction(() => {
        const node = document.querySelector('[data-seen-before-js]')
        return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'))
      })
      // ...and the app is running: a link is followed without loading a page, the node stays.
      const other = lang === 'zh' ? 'English' : '中文'
      await page
        .getByRole('navigation', { name: lang === 'zh' ? '语言' : 'Language' })
        .getByRole('link', { name: other })
        .click()
      await expect(page).toHaveURL(
        new RegExp(`/${lang === 'zh' ? 'en' : 'zh'}/thread/2026-W20-kip-1327/$`),
      )
      await expect(page.locator('[data-seen-before-js]')).toHaveCount(1)
    },
  )
}

test(
  'the data files and the code a page names are asked for with the app’s, once each',
  SERVED,
  async ({ page }) => {
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    await page.goto('./en/week/2026-W20/')
    await expect(page.locator('.search-button')).not.toHaveAttribute('aria-disabled', 'true')
    const named = (await page.locator('meta[name="data-files"]').getAttribute('content'))!.split(
      ' ',
    )
    expect(named).toEqual(expect.arrayContaining(['index.json', 'weeks/2026-W20.json']))
    const data = (file: string) => asked.filter((path) => path.endsWith(`/data/${file}`))
    for (const file of named) expect(data(file), file).toHaveLength(1)
    // The code the page fetches ahead (the app's, its texts', its view's) is downloaded once
    // each: the app's imports use the preloads.
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname))
    const script = (pattern: RegExp) => preloaded.filter((path) => pattern.test(path))
    for (const pattern of [/\/take-over-[^/]+\.js$/, /\/en-[^/]+\.js$/, /\/week-page-[^/]+\.js$/])
      expect(script(pattern), String(pattern)).toHaveLength(1)
    for (const path of preloaded)
      expect(
        asked.filter((p) => p === path),
        path,
      ).toHaveLength(1)
    // The data files are asked for before the app runs: before the running app asks for the
    // other language's texts.
    const appAsked = asked.findIndex((path) => /\/assets\/zh-[^/]+\.js$/.test(path))
    expect(appAsked).toBeGreaterThan(-1)
    for (const file of named) expect(asked.indexOf(data(file)[0]!), file).toBeLessThan(appAsked)
  },
)

test.describe('without JavaScript', SERVED, () => {
  test.use({ javaScriptEnabled: false })

  test('a thread link shows the whole thread, and its links lead to real pages', async ({
    page,
  }) => {
    await page.goto('./en/thread/2026-W20-kip-1163/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('.position')).toHaveCount(3)
    await expect(page.getByRole('region', { name: 'Conclusion' })).toContainText(
      /no final consensus/i,
    )
    await page.getByRole('link', { name: 'Jun Rao' }).first().click()
    await expect(page).toHaveURL(/\/kafka-digest\/en\/people\/jun-rao\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Jun Rao')
    await page.getByRole('link', { name: '中文' }).click()
    await expect(page).toHaveURL(/\/kafka-digest\/zh\/people\/jun-rao\/$/)
  })

  for (const [lang, width, copy, filters] of [
    ['en', 390, 'Copy link', 'Filters'],
    ['zh', 1366, '复制链接', '筛选'],
  ] as const)
    test(`what needs the app is not offered: no copy buttons, no filter form (${lang}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 })
      await page.goto(`./${lang}/thread/2026-W20-kip-1163/`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('.copy-link')).toHaveCount(1)
      await expect(page.locator('.copy-link')).toBeHidden()
      await expect(page.getByRole('button', { name: new RegExp(copy) })).toHaveCount(0)
      for (const path of ['', 'kips/', 'kips/cards/']) {
        await page.goto(`./${lang}/${path}`)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached()
        // The timeline's filter form, or a KIP view's (and the panel that folds it).
        const form = page.locator('main form.filter-bar')
        await expect(form).toHaveCount(1)
        await expect(form).toBeHidden()
        await expect(page.getByRole('button', { name: new RegExp(filters) })).toHaveCount(0)
      }
      // What works without it stays: the threads and their links.
      await page.goto(`./${lang}/`)
      await expect(cards(page).first()).toBeVisible()
    })

  test('the site root offers both languages', async ({ page }) => {
    await page.goto('./')
    await page.getByRole('link', { name: 'Kafka Community Digest' }).click()
    await expect(page).toHaveURL(/\/kafka-digest\/en\/$/)
    await expect(cards(page)).toHaveCount(10)
  })
})

test(
  'a link of the earlier hash form opens the same view at its new address',
  SERVED,
  async ({ page }) => {
    // The first site's ids were positions: 2026-W20-3 was, and stays, the KIP-1327 thread.
    await page.goto('./#/thread/2026-W20-3?lang=en')
    await expect(page).toHaveURL(/\/kafka-digest\/en\/thread\/2026-W20-kip-1327\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('KIP-1327')
    await page.goto('./#/?kip=1327&lang=zh')
    await expect(page).toHaveURL(/\/kafka-digest\/zh\/\?kip=1327$/)
    await expect(cards(page)).toHaveCount(2)
  },
)

test(
  'what a reader types before the app has taken over the page is not lost',
  SERVED,
  async ({ page }) => {
    const release = await holdAppCode(page)
    await page.goto('./en/', { waitUntil: 'commit' })
    const box = page.locator('input[type="search"]').first()
    await box.fill('RLMM')
    release()
    await expect(page).toHaveURL(/q=RLMM/)
    await expect(cards(page)).toHaveCount(1)
  },
)

test('filters by week and by KIP, with chips that can be removed', async ({ page }) => {
  await page.goto('./en/')
  await choose(page.getByRole('combobox', { name: 'From week' }), '2026-W20')
  await expect(page).toHaveURL(/week=2026-W20/)
  await expect(page.getByText('10 matching threads')).toBeVisible()
  await choose(page.getByRole('combobox', { name: 'KIP' }), '1327')
  // "From week" alone: from that week on (week=2026-W20..).
  await expect(page).toHaveURL(/week=2026-W20\.\.&kip=1327/)
  await expect(page.getByText('2 matching threads')).toBeVisible()
  await expect(cards(page)).toHaveCount(2)
  await page.getByRole('button', { name: 'Remove filter KIP: KIP-1327' }).click()
  await expect(page).not.toHaveURL(/kip=/)
  await expect(cards(page)).toHaveCount(10)
})

test('the KIP field finds a KIP by words of its title, and shows its title once chosen', async ({
  page,
}) => {
  // The titles are not in the first screen's files: they come with what filtering needs, asked
  // for when the reader reaches the filters (kip-titles.json).
  await page.goto('./en/')
  const field = page.getByRole('combobox', { name: 'KIP' })
  await choose(field, 'hot data loss')
  await expect(page).toHaveURL(/kip=1327/)
  await expect(field).toHaveValue(
    'KIP-1327 · Prevent Hot Data Loss on Partition Expansion for Reset Offset Policy',
  )
})

test('opens a thread, Back returns to the filtered list, Forward to the thread', async ({
  page,
}) => {
  await page.goto('./en/?kip=1327')
  await expect(cards(page)).toHaveCount(2)
  await cards(page).nth(1).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/en\/thread\/2026-W20-kip-1327\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('KIP-1327')
  await expect(page.getByRole('heading', { name: 'Positions' })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/kip=1327/)
  await expect(cards(page)).toHaveCount(2)
  await page.goForward()
  await expect(page).toHaveURL(/thread\/2026-W20-kip-1327/)
  await expect(page.getByText('Jun Rao').first()).toBeVisible()
})

test(
  'a thread link opened fresh in a new page shows the same thread in its language',
  SERVED,
  async ({ page, context }) => {
    await page.goto('./en/thread/2026-W20-kip-1163/')
    await expect(page.getByText('Contested').first()).toBeVisible()
    const fresh = await context.newPage()
    await fresh.goto(page.url())
    await expect(
      fresh.locator('.lang-switch a[aria-current="page"]', { hasText: 'English' }),
    ).toBeVisible()
    await expect(fresh.getByText('Viktor Somogyi-Vass').first()).toBeVisible()
    await expect(fresh.getByText(/KIP-1163/).first()).toBeVisible()
    await fresh.close()
  },
)

test(
  'switching language changes the UI and the URL, and the shared link opens in it',
  SERVED,
  async ({ page, context }) => {
    await page.goto('./zh/thread/2026-W20-kip-1327/')
    await expect(page.getByRole('heading', { name: '观点' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    // Once the app has the page, as a reader's click after the take-over: a switch while React is
    // still taking parts of the page over has those parts rendered afresh, with a "[hydration]"
    // warning this suite counts as an error (src/app/take-over.tsx).
    await expect(page.locator('.search-button')).not.toHaveAttribute('aria-disabled', 'true')
    await page.waitForLoadState('networkidle')
    await page.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/en\/thread\/2026-W20-kip-1327\/$/)
    await expect(page.getByRole('heading', { name: 'Positions' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    // The colleague opens the link with no remembered choice of their own.
    const colleague = await (await context.browser()!.newContext()).newPage()
    await colleague.goto(page.url())
    await expect(colleague.getByRole('heading', { name: 'Positions' })).toBeVisible()
    await colleague.close()
    // The choice is remembered: the site root, which names no language, opens in English now.
    await page.goto('./')
    await expect(page).toHaveURL(/\/en\/$/)
    await expect(
      page.locator('.lang-switch a[aria-current="page"]', { hasText: 'English' }),
    ).toBeVisible()
  },
)

test('a Chinese name in the URL filters by that person', async ({ page }) => {
  await page.goto(`./zh/?person=${encodeURIComponent('黃竣陽')}`)
  await expect(page.getByText('1 个匹配的讨论')).toBeVisible()
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).first()).toContainText('Ken Huang')
  await page.goto(`./en/people/${encodeURIComponent('黃竣陽')}/`)
  await expect(page.getByRole('heading', { level: 1, name: 'Ken Huang' })).toBeVisible()
})

test('a bad filter value is ignored and said so', async ({ page }) => {
  await page.goto('./en/?status=maybe&kip=1327')
  await expect(page.getByText('Ignored a bad filter value: status=maybe')).toBeVisible()
  await expect(cards(page)).toHaveCount(2)
})

test('a parameter a view does not read stays in its address, and the other language’s', async ({
  page,
}) => {
  await page.goto('./en/jira/?kip=1327&range=all')
  await expect(page.locator('.range-choice [aria-current="true"]')).toBeVisible()
  await expect(page.locator('.lang-switch a', { hasText: '中文' })).toHaveAttribute(
    'href',
    /zh\/jira\/\?kip=1327&range=all$/,
  )
  await page.locator('.range-choice a').first().click()
  await expect(page).toHaveURL(/\/en\/jira\/\?kip=1327&range=12w$/)
})

test('copy link puts the thread URL on the clipboard, in this language or the other', async ({
  page,
}) => {
  await page.goto('./en/thread/2026-W20-sean-quah-chia-ping-tsai/')
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByText('Link copied')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(page.url())
  expect(copied).toMatch(/\/kafka-digest\/en\/thread\/2026-W20-sean-quah-chia-ping-tsai\/$/)
  await page.getByRole('button', { name: 'Copy the Chinese page’s link' }).click()
  const other = await page.evaluate(() => navigator.clipboard.readText())
  expect(other).toMatch(/\/kafka-digest\/zh\/thread\/2026-W20-sean-quah-chia-ping-tsai\/$/)
})

test('the made-up three weeks: newest first, Chinese fallback noted in English', async ({
  page,
}) => {
  await page.goto('/fixture/en/')
  const weeks = page.locator('main:visible section.week')
  await expect(weeks).toHaveCount(3)
  await expect(weeks.first()).toHaveAttribute('aria-label', 'Week 24, 8–14 June 2026')
  await expect(
    page.getByText('No English edition for this week', { exact: false }).first(),
  ).toBeVisible()
  await choose(page.getByRole('combobox', { name: 'From week' }), '2026-W21')
  await choose(page.getByRole('combobox', { name: 'To week' }), '2026-W22')
  await expect(page).toHaveURL(/week=2026-W21\.\.2026-W22/)
  await expect(weeks).toHaveCount(2)
})

test('a status badge leads to what it means, on the rules page, in the same language', async ({
  page,
}) => {
  await page.goto('./en/thread/2026-W20-kip-1163/')
  await page
    .getByRole('link', { name: /Contested/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/en\/rules\/#status-contested$/)
  const section = page.locator('#status-contested')
  await expect(section).toBeInViewport()
  await expect(section).toContainText('Explicit, unresolved disagreement')
  await expect(section.locator('code', { hasText: /^分歧$/ })).toBeVisible()
})

test('the release thread gives its KIPs no status: KIP-1332 is only mentioned', async ({
  page,
}) => {
  await page.goto('./zh/kips/1332/')
  await expect(page.getByText('周报中没有以 KIP-1332 为主题的讨论，只是顺带提到。')).toBeVisible()
  const mentions = page.getByRole('region', { name: '也出现在' })
  await expect(
    mentions.getByRole('link', { name: /^社区讨论并确认了 Kafka 4\.4\.0 版本的发布经理人选/ }),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: '谁持什么观点' })).toHaveCount(0)
})

test('a shared link to one rule opens at that rule', SERVED, async ({ page }) => {
  await page.goto('./en/rules/#stance-question')
  await expect(page.locator('#stance-question')).toBeInViewport()
})
