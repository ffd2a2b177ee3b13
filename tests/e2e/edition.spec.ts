import { expect, test, type Page } from '@playwright/test'
import { failOnPageErrors } from './page-errors'

/**
 * A week's edition in real Chromium, on the real week: as print media (what Ctrl+P and "Save as
 * PDF" lay out), on screen, and before any script has run.
 */

failOnPageErrors(test)

interface WeekFile {
  threads: {
    id: string
    summary: { zh: string; en?: string }
    conclusion: { zh: string; en?: string }
    positions: { text: { zh: string; en?: string } }[]
  }[]
}

const PRINT = { en: 'Print / Save as PDF', zh: '打印 / 存为 PDF' } as const

/** The week's threads as the site serves them: what the edition must print. */
async function weekThreads(page: Page): Promise<WeekFile['threads']> {
  const response = await page.request.get('/kafka-digest/data/weeks/2026-W20.json')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as WeekFile).threads
}

/**
 * Elements of `selector` whose text is cut: clamped, or overflowing a box that hides it (not the
 * words only screen readers read, hidden on purpose).
 */
function clippedText(page: Page, selector: string) {
  return page.evaluate((selector) => {
    return [...document.querySelectorAll<HTMLElement>(`${selector} *`)]
      .filter((el) => !el.closest('.visually-hidden'))
      .filter((el) => {
        const style = getComputedStyle(el)
        const hides = style.overflow !== 'visible' || style.textOverflow === 'ellipsis'
        const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== ''
        const overflows =
          el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1
        return clamped || (hides && overflows && el.getClientRects().length > 0)
      })
      .map((el) => `${el.tagName}.${el.className}: ${el.textContent?.slice(0, 40)}`)
  }, selector)
}

/** Text as a page lays it out: whitespace collapsed, a Markdown code span as code (no backticks). */
const shown = (text: string) =>
  text
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()

test.describe('printed', () => {
  // A reader in the dark theme still prints black on white.
  test.use({ colorScheme: 'dark' })

  for (const lang of ['en', 'zh'] as const) {
    test(`the edition prints every thread whole, black on white, without the site around it (${lang})`, async ({
      page,
    }) => {
      const threads = await weekThreads(page)
      await page.goto(`/kafka-digest/${lang}/week/2026-W20/edition/`)
      // The app has taken the page over: the print button is live.
      await expect(page.getByRole('button', { name: PRINT[lang] })).not.toHaveAttribute(
        'aria-disabled',
      )
      await page.emulateMedia({ media: 'print' })

      // Nothing of the site: header, views, language, footer, buttons, links back.
      await expect(page.locator('.app-header')).toBeHidden()
      await expect(page.locator('.app-footer')).toBeHidden()
      await expect(page.locator('nav:visible')).toHaveCount(0)
      await expect(page.locator('button:visible')).toHaveCount(0)
      await expect(page.locator('.edition-tools')).toBeHidden()

      // Every thread, in the digest's order, with its summary, positions and conclusion whole.
      const articles = page.locator('article.edition-thread:visible')
      await expect(articles).toHaveCount(threads.length)
      for (const [i, thread] of threads.entries()) {
        const article = articles.nth(i)
        await expect(article).toHaveAttribute('id', thread.id)
        const text = shown(await article.innerText())
        for (const part of [
          thread.summary,
          thread.conclusion,
          ...thread.positions.map((p) => p.text),
        ])
          expect(text, thread.id).toContain(shown(part[lang] ?? part.zh))
        await expect(article.locator('.position:visible')).toHaveCount(thread.positions.length)
      }
      expect(await clippedText(page, '.edition')).toEqual([])
      // The week's JIRA paragraph is printed with its overview, before the threads: the edition
      // ends with its last thread, never with a last page of that paragraph alone.
      await expect(page.locator('.edition .jira-week')).toBeVisible()
      const printed = await page
        .locator('.edition > :visible')
        .evaluateAll((parts) => parts.map((part) => part.id || part.className))
      expect(printed.at(-1)).toBe(threads.at(-1)!.id)
      expect(printed.indexOf('jira-week')).toBeLessThan(printed.indexOf(threads[0]!.id))

      const colours = await page.evaluate(() => ({
        text: getComputedStyle(document.querySelector('.edition-thread p')!).color,
        page: getComputedStyle(document.documentElement).backgroundColor,
      }))
      expect(colours).toEqual({ text: 'rgb(0, 0, 0)', page: 'rgb(255, 255, 255)' })
      // Each position is kept on one page, and so is a thread's heading with what follows it.
      expect(
        await page
          .locator('.position')
          .first()
          .evaluate((el) => getComputedStyle(el).breakInside),
      ).toBe('avoid')
      expect(
        await page
          .locator('.edition-thread-header')
          .first()
          .evaluate((el) => getComputedStyle(el).breakAfter),
      ).toBe('avoid')
    })
  }

  test('the week page prints its cards whole, without the site around it', async ({ page }) => {
    await page.goto('/kafka-digest/en/week/2026-W20/')
    await expect(page.getByRole('link', { name: /Every thread in full/ })).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('.app-header')).toBeHidden()
    await expect(page.locator('nav:visible')).toHaveCount(0)
    await expect(page.getByRole('link', { name: /Every thread in full/ })).toBeHidden()
    // The export controls (threads, positions) have come with the app (they load after the
    // page), and do not print.
    const menus = page.locator('.export-menu')
    await expect(menus).toHaveCount(2)
    for (const menu of await menus.all()) await expect(menu).toBeHidden()
    // Nor does the line that folds them.
    await expect(page.locator('.export-fold')).toBeHidden()
    await expect(page.locator('article.thread-card:visible')).toHaveCount(10)
    expect(await clippedText(page, '.thread-grid')).toEqual([])
  })
})

test('on screen, the week leads to its edition, and its contents to each thread', async ({
  page,
}) => {
  await page.goto('/kafka-digest/en/week/2026-W20/')
  await page.getByRole('link', { name: /Every thread in full/ }).click()
  await expect(page).toHaveURL(/\/kafka-digest\/en\/week\/2026-W20\/edition\/$/)
  await expect(page).toHaveTitle(/Weekly edition: 11–17 May 2026/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The week of 11–17 May 2026')
  await page
    .getByRole('region', { name: 'In this edition' })
    .getByRole('link', { name: 'KIP-1163: Diskless Core' })
    .click()
  await expect(page).toHaveURL(/\/edition\/#2026-W20-kip-1163$/)
  const thread = page.getByRole('article', { name: 'KIP-1163: Diskless Core' })
  await expect(thread).toBeInViewport()
  // Clear of the sticky header.
  const top = await thread.evaluate((el) => el.getBoundingClientRect().top)
  const header = await page.locator('.app-header').evaluate((el) => el.getBoundingClientRect())
  expect(top).toBeGreaterThanOrEqual(header.bottom)
})

test('opened from a link, it downloads its week’s file and the index, no other data', async ({
  page,
}) => {
  const data: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.includes('/data/')) data.push(path.replace(/^.*\/data\//, ''))
  })
  await page.goto('/kafka-digest/en/week/2026-W20/edition/')
  await expect(page.getByRole('button', { name: PRINT.en })).not.toHaveAttribute('aria-disabled')
  await page.waitForLoadState('networkidle')
  expect(data.sort()).toEqual(['index.json', 'weeks/2026-W20.json'])
})

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false })

  test('the edition is whole, in Chinese', async ({ page }) => {
    const threads = await weekThreads(page)
    await page.goto('/kafka-digest/zh/week/2026-W20/edition/')
    await expect(page).toHaveTitle(/整周全文：2026年5月11日至17日/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2026年5月11日至17日')
    await expect(page.locator('article.edition-thread')).toHaveCount(threads.length)
    await expect(page.locator('.edition .position')).toHaveCount(
      threads.reduce((n, th) => n + th.positions.length, 0),
    )
    // A button cannot work without the app, and says so.
    await expect(page.getByRole('button', { name: PRINT.zh })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })
})
