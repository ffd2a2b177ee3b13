import { expect, test, type Page, type Route } from '@playwright/test'
import { expectNoViolations } from './axe'

/**
 * A page whose code or data cannot be downloaded says so where it failed, keeps what is on
 * screen, and its retry works once the site answers again (issue 50, item 9). Each test blocks
 * one kind of request as a broken connection would, until it lets it through again.
 */

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }

const TEXT = {
  en: {
    code: 'The app’s code could not be downloaded',
    data: 'The data of this page could not be downloaded',
    retry: 'Try again',
    people: 'People',
    following: 'Following',
    loading: 'Loading…',
  },
  zh: {
    code: '应用代码无法下载',
    data: '本页的数据无法下载',
    retry: '重试',
    people: '人物',
    following: '关注',
    loading: '加载中…',
  },
} as const

/** Fails the requests matching `pattern` as a lost connection does, until `letThrough()`. */
async function block(page: Page, pattern: string) {
  let blocked = true
  await page.route(pattern, (route: Route) =>
    blocked ? route.abort('internetdisconnected') : route.continue(),
  )
  return () => (blocked = false)
}

/** The app has taken the page over: its buttons are live. */
const live = (page: Page) =>
  expect(page.locator('.search-button')).not.toHaveAttribute('aria-disabled', 'true')

for (const [lang, size, chunk, colorScheme] of [
  ['en', PHONE, 'take-over', 'light'],
  ['zh', DESKTOP, 'take-over', 'dark'],
  ['en', DESKTOP, 'people-page', 'dark'],
  ['zh', PHONE, 'people-page', 'light'],
] as const)
  test(`the app’s code (${chunk}) cannot be downloaded: the page stays and says so, and its retry works (${lang}, ${size.width} px, ${colorScheme})`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await page.emulateMedia({ colorScheme })
    const letThrough = await block(page, `**/assets/${chunk}-*.js`)
    await page.goto(`${lang}/people/`)
    const notice = page.getByRole('alert')
    await expect(notice).toContainText(TEXT[lang].code)
    // What the page was published with stays on screen, its links too.
    await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].people })).toBeVisible()
    await expect(page.locator('main table tbody tr').first()).toBeVisible()
    await expectNoViolations(page, `${lang} people, its code not there: `)
    letThrough()
    await notice.getByRole('button', { name: TEXT[lang].retry }).click()
    await live(page)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].people })).toBeVisible()
  })

for (const [lang, size, colorScheme] of [
  ['en', PHONE, 'dark'],
  ['zh', DESKTOP, 'light'],
  ['en', DESKTOP, 'light'],
  ['zh', PHONE, 'dark'],
] as const)
  test(`the entry script itself cannot be downloaded: the page stays and says so, and its retry works (${lang}, ${size.width} px, ${colorScheme})`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await page.emulateMedia({ colorScheme })
    // The first script a page runs: nothing of the app's own runs without it.
    const letThrough = await block(page, '**/assets/entry-client-*.js')
    await page.goto(`${lang}/`)
    const notice = page.getByRole('alert')
    await expect(notice).toContainText(TEXT[lang].code)
    // The week the page was published with stays, and the notice stands before it.
    const week = page.locator('main section.week').first()
    await expect(week).toBeVisible()
    await expect(week.locator('article').first()).toBeVisible()
    expect(
      await notice.evaluate(
        (n, w) => !!(n.compareDocumentPosition(w!) & 4),
        await week.elementHandle(),
      ),
    ).toBe(true)
    await expectNoViolations(page, `${lang} timeline, its entry not there: `)
    letThrough()
    await notice.getByRole('button', { name: TEXT[lang].retry }).click()
    await live(page)
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

for (const [lang, size] of [
  ['en', DESKTOP],
  ['zh', PHONE],
] as const)
  test(`Following without the app’s code says why instead of “Loading…” forever (${lang}, ${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    const letThrough = await block(page, '**/assets/following-page-*.js')
    await page.goto(`${lang}/following/`)
    const notice = page.getByRole('alert')
    await expect(notice).toContainText(TEXT[lang].code)
    await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].following })).toBeVisible()
    await expect(page.locator('main')).not.toContainText(TEXT[lang].loading)
    letThrough()
    await notice.getByRole('button', { name: TEXT[lang].retry }).click()
    await live(page)
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

for (const [lang, size] of [
  ['en', PHONE],
  ['zh', DESKTOP],
] as const)
  test(`the page’s data cannot be downloaded: the page stays and says so, and its retry works (${lang}, ${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    const letThrough = await block(page, '**/kafka-digest/data/index.json')
    await page.goto(`${lang}/kips/1327/`)
    const notice = page.getByRole('alert')
    await expect(notice).toContainText(TEXT[lang].data)
    await expect(page.getByRole('heading', { level: 1, name: /KIP-1327/ })).toBeVisible()
    letThrough()
    await notice.getByRole('button', { name: TEXT[lang].retry }).click()
    await live(page)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1, name: /KIP-1327/ })).toBeVisible()
  })

/** A week's section as its label names it. */
const weekSection = (page: Page, lang: 'en' | 'zh', week: number) =>
  page.locator(`section.week[aria-label*="${lang === 'en' ? `Week ${week},` : `第 ${week} 周`}"]`)

for (const [lang, size] of [
  ['en', DESKTOP],
  ['zh', PHONE],
] as const)
  test(`a week’s file that cannot be downloaded fails in its place; the rest of the timeline stays (${lang}, ${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    // Not one the page names: the app asks for it once it has the page (the timeline's other
    // weeks). /synthetic/ holds 30 SYNTHETIC weeks ending with 2026-W20.
    const letThrough = await block(page, '**/synthetic/data/weeks/2026-W18.json')
    await page.goto(`/synthetic/${lang}/`)
    await live(page)
    const notice = page.locator('main .week-list').getByRole('alert')
    await expect(notice).toContainText('weeks/2026-W18.json')
    // The newest week, on screen from the start, stays, and so do the weeks after the failed one.
    await expect(weekSection(page, lang, 20)).toBeVisible()
    await expect(weekSection(page, lang, 17)).toBeVisible()
    await expect(page.locator('section.week')).toHaveCount(5)
    await expectNoViolations(page, `${lang} timeline, a week not there: `)
    letThrough()
    await notice.getByRole('button', { name: TEXT[lang].retry }).click()
    await expect(page.locator('section.week')).toHaveCount(6)
    await expect(weekSection(page, lang, 18)).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
