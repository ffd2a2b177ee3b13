import { expect, test, type Page } from '@playwright/test'
import { failOnPageErrors } from './page-errors'

/**
 * The charts are in the page as the build wrote it (issue 52, item 5): drawn at a fixed size, an
 * SVG that scales with its box, readable without JavaScript; the app adopts them in place, with
 * no hydration warning, and their tooltips work once recharts has arrived. /synthetic/ holds 30
 * SYNTHETIC weeks ending with 2026-W20.
 */

failOnPageErrors(test)

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }

const PER_WEEK = { en: 'Issues created per week', zh: '每周新建 Issue' } as const
const KIPS_CREATED = {
  en: 'KIPs created per quarter, by wiki state today',
  zh: '每季度新建的 KIP，按当前 Wiki 状态',
} as const

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const [lang, size] of [
    ['en', PHONE],
    ['zh', DESKTOP],
  ] as const)
    test(`the JIRA chart is in the page, an SVG with a viewBox as wide as its box (${lang}, ${size.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(size)
      await page.goto(`/synthetic/${lang}/jira/`)
      const figure = page.getByRole('figure', { name: PER_WEEK[lang] })
      const svg = figure.locator('svg.recharts-surface')
      await expect(svg).toHaveCount(1)
      await expect(svg).toHaveAttribute('viewBox', /^0 0 \d+ \d+$/)
      await expect(svg.locator('.recharts-bar-rectangle').first()).toBeVisible()
      // It scales with its box: within the figure, never wider than the screen.
      const [box, drawn] = await Promise.all([figure.boundingBox(), svg.boundingBox()])
      expect(drawn!.width).toBeGreaterThan(box!.width * 0.5)
      expect(drawn!.x + drawn!.width).toBeLessThanOrEqual(box!.x + box!.width)
    })
})

/** Warnings React gives when what it hydrates does not match the page (take-over.tsx). */
function hydrationWarnings(page: Page) {
  const warnings: string[] = []
  page.on('console', (m) => {
    if (m.text().startsWith('[hydration]') || /hydrat/i.test(m.text())) warnings.push(m.text())
  })
  return warnings
}

/** The app has taken the page over, and recharts the chart of `figure` (the first by default). */
async function chartLive(page: Page, figure = page.locator('figure.chart').first()) {
  await expect(page.locator('.search-button')).not.toHaveAttribute('aria-disabled', 'true')
  // recharts' chunk is fetched once the chart nears the screen, then each chart goes live in a task of
  // its own: on a loaded machine the last of several takes longer than the default wait.
  await expect(figure.locator('.chart-live')).toBeVisible({ timeout: 15_000 })
  await expect(figure.locator('.chart-drawn')).toHaveCount(0)
}

for (const [lang, size] of [
  ['en', DESKTOP],
  ['zh', PHONE],
] as const) {
  test(`the JIRA and KIP pages are adopted with their charts, no hydration warning (${lang}, ${size.width} px)`, async ({
    page,
  }) => {
    const warnings = hydrationWarnings(page)
    await page.setViewportSize(size)
    for (const path of [`/synthetic/${lang}/jira/`, `/synthetic/${lang}/kips/`]) {
      await page.goto(path)
      // Scrolled once the app has the page, as a reader scrolls: the last chart then nears the screen.
      await expect(page.locator('.search-button')).not.toHaveAttribute('aria-disabled', 'true')
      const last = page.locator('figure.chart').last()
      await last.scrollIntoViewIfNeeded()
      await chartLive(page, last)
    }
    expect(warnings).toEqual([])
  })

  test(`a tooltip shows the bar under the pointer once the chart is live (${lang}, ${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await page.goto(`/synthetic/${lang}/jira/`)
    const figure = page.getByRole('figure', { name: PER_WEEK[lang] })
    await chartLive(page, figure)
    // The last bar, 2026-W20: the pointer finds it however much the chart is scaled.
    const bar = figure.locator('.recharts-bar-rectangle path').last()
    await bar.hover()
    await expect(figure.locator('.recharts-tooltip-label')).toHaveText('2026-W20')
    await expect(figure.locator('.recharts-tooltip-wrapper')).toBeVisible()
  })
}

test('the KIP flow chart is in the page and its tooltip works once live (en, 390 px)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto('/synthetic/en/kips/')
  const figure = page.getByRole('figure', { name: KIPS_CREATED.en })
  await expect(figure.locator('svg.recharts-surface')).toHaveAttribute('viewBox', /^0 0 \d+ \d+$/)
  await figure.scrollIntoViewIfNeeded()
  await chartLive(page, figure)
  const bar = figure.locator('.recharts-bar-rectangle path').last()
  await bar.hover()
  await expect(figure.locator('.recharts-tooltip-label')).toBeVisible()
})
