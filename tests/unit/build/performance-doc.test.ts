// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  FIGURES_END,
  FIGURES_START,
  figuresSection,
  withFigures,
  type BenchResults,
} from '../../../tools/lib/performance-doc'

/** Made-up results of a bench run: what the document does with them, not measurements. */
const results: BenchResults = {
  machine: {
    date: '2026-12-07T15:00:00.000Z',
    cpus: '2 × Made-up CPU',
    chromium: '140.0',
    runs: 3,
    loadAverageAtStart: 0.42,
  },
  goals: { figures: { build_s: 'goal < 90 at 520 weeks' } },
  figures: [
    { name: 'build_s_1w', value: 23.25, unit: 's' },
    { name: 'build_s_520w', value: 83.8, unit: 's' },
    { name: 'dist_files_520w', value: 29462, unit: 'files' },
    { name: 'lcp_ratio_vs_plain_1w', value: 1.456, unit: 'x' },
  ],
  views: {
    '520w': {
      views: [
        {
          view: 'home',
          device: 'phone',
          median: {
            contentMs: 755,
            lcpMs: 700,
            longestTaskMs: 157,
            domAtContent: 355,
            domSettled: 400,
            screens: 3,
            kb: 200,
            interactiveMs: 1668,
            goneMs: 0,
          },
        },
      ],
      filter: { first: 117, next: 62 },
    },
  },
}

describe('docs/performance.md as npm run bench -- --write writes it', () => {
  it('names the machine and the day, a column per corpus, each figure with its goal', () => {
    const section = figuresSection(results)
    expect(section).toContain('on 2026-12-07: 2 × Made-up CPU, Chromium 140.0')
    expect(section).toContain('| figure | 1w | 520w | goal |')
    expect(section).toContain('| build_s, s | 23.3 | 83.8 | goal < 90 at 520 weeks |')
    // A figure one corpus lacks leaves its cell empty; thousands are grouped; a ratio says ×.
    expect(section).toContain('| dist_files, files |  | 29 462 |  |')
    expect(section).toContain('| lcp_ratio_vs_plain | 1.46 × |  |  |')
  })

  it('adds each corpus’s views table and its filter change', () => {
    const section = figuresSection(results)
    expect(section).toContain('Every view opened fresh at 520w:')
    expect(section).toMatch(/\| home \| phone \| 755 ✓ \|/)
    expect(section).toContain('1 668 ✗')
    expect(section).toContain('first 117 ms ✗, next 62 ms ✓')
  })

  it('replaces only what lies between its markers', () => {
    const doc = `# Performance\n\nBy hand.\n\n${FIGURES_START}\nold figures\n${FIGURES_END}\n\n## What is left\n`
    const written = withFigures(doc, results, 'docs/performance.md')
    expect(written.startsWith('# Performance\n\nBy hand.\n\n')).toBe(true)
    expect(written).not.toContain('old figures')
    expect(written).toContain('| build_s, s |')
    expect(written.endsWith(`${FIGURES_END}\n\n## What is left\n`)).toBe(true)
    // Written twice, the same document.
    expect(withFigures(written, results, 'docs/performance.md')).toBe(written)
  })

  it('refuses a document without its markers, naming the file and what to add', () => {
    expect(() => withFigures('# Performance\n', results, 'docs/performance.md')).toThrow(
      /docs\/performance\.md: expected the markers <!-- bench:figures:start -->/,
    )
    expect(() =>
      withFigures(`${FIGURES_END}\n${FIGURES_START}`, results, 'docs/performance.md'),
    ).toThrow(/in that order/)
  })
})
