import { expect, test } from '@playwright/test'
import { failOnPageErrors } from './page-errors'
import { expectNoViolations } from './axe'

/**
 * Where a KIP stands, at the top of its page: the ballot is in the pre-rendered page (readable
 * without JavaScript) and in the app, in both languages; each row has an anchor to share.
 * /gold-dev/ holds the ten made-up, labelled dev weeks (tests/fixtures/gold-dev).
 */

failOnPageErrors(test)

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the pre-rendered KIP page holds the ballot and the vote (en)', async ({ page }) => {
    await page.goto('/gold-dev/en/kips/1336/')
    const ballot = page.getByRole('region', { name: 'Where it stands' })
    await expect(ballot).toBeVisible()
    await expect(ballot.getByText('Passes: 3 binding +1, 1 binding −1.')).toBeVisible()
    await expect(ballot.getByRole('region', { name: 'Blocking (1)' })).toContainText(
      'Ingrid Solberg',
    )
  })
})

test('a row is shared by its anchor, and the ballot reads the same in Chinese', async ({
  page,
}) => {
  await page.goto('/gold-dev/zh/kips/1336/#position-ingrid-solberg')
  const ballot = page.getByRole('region', { name: '现状' })
  await expect(ballot.getByText('通过：3 张绑定 +1，1 张绑定 −1。')).toBeVisible()
  const row = page.locator('#position-ingrid-solberg')
  await expect(row).toBeInViewport()
  await expect(row).toContainText('反对')
  // The first screen answers where it stands: the ballot's heading is above the fold on a phone too.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/gold-dev/zh/kips/1336/')
  await expect(page.getByRole('heading', { level: 2, name: '现状' })).toBeInViewport()
})

test('the ballot with its vote has no axe violations, in both languages and themes', async ({
  browser,
}) => {
  for (const [lang, scheme] of [
    ['en', 'light'],
    ['zh', 'dark'],
  ] as const) {
    const context = await browser.newContext({ colorScheme: scheme })
    const page = await context.newPage()
    await page.goto(`/gold-dev/${lang}/kips/1336/`)
    await expect(page.locator('.kip-ballot .ballot-verdict')).toBeVisible()
    await expectNoViolations(page, `${lang} ${scheme}: `)
    await context.close()
  }
})
