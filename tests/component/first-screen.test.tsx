import { describe, expect, it } from 'vitest'
import { renderFirstScreen } from '../../src/app/prerender-entry'
import { PRERENDERED_THREADS } from '../../src/features/timeline/first-screen'
import { realDataset, threeWeeksDataset } from '../helpers/datasets'
import { memoryFetch } from '../helpers/render-app'

/** The home page as scripts/prerender.ts writes it into index.html, before any JavaScript runs. */
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0

describe('the pre-rendered first screen', () => {
  it.each(['zh', 'en'] as const)(
    'holds the newest week’s first cards only, in %s',
    async (lang) => {
      const { html } = await renderFirstScreen(memoryFetch(realDataset()), lang)
      expect(count(html, /<section class="week"/g)).toBe(1)
      expect(count(html, /<article class="thread-card"/g)).toBe(PRERENDERED_THREADS)
      expect(html).toContain('aria-label="2026-W20"')
    },
  )

  it('shows the newest of three weeks, and lists the index and all three weeks to preload', async () => {
    const { html, dataFiles } = await renderFirstScreen(memoryFetch(threeWeeksDataset()), 'en')
    expect(count(html, /<section class="week"/g)).toBe(1)
    expect(html).toContain('aria-label="2026-W24"')
    expect(dataFiles).toEqual([
      'index.json',
      'weeks/2026-W24.json',
      'weeks/2026-W22.json',
      'weeks/2026-W21.json',
    ])
  })
})
