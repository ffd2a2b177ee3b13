import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Axe on the page as it is now: it really ran (checked rules, passed some), and found nothing.
 * In axe's legacy mode: its default runs each frame apart and then opens a blank page to put the
 * results together, for cross-origin frames, which no page here has (the policy allows none);
 * that blank page was half of axe's time, about 0.6 s a view. The rules and what they find are
 * the same (a planted low contrast and an unlabelled input are found either way).
 */
export async function expectNoViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze()
  expect(results.passes.length, where).toBeGreaterThan(5)
  expect(
    results.violations.map((v) => `${where}${v.id} (${v.nodes.length}) ${v.nodes[0]?.target}`),
  ).toEqual([])
}
