import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { clientManifest } from '../../../scripts/lib/client-manifest'

/** A MADE-UP Vite manifest: the entry, the app it loads after the paint, and two views. */
const VITE_MANIFEST = {
  'src/entry-client.tsx': {
    file: 'assets/entry.js',
    isEntry: true,
    imports: ['_runtime.js'],
    dynamicImports: ['src/app/take-over.tsx'],
    css: ['assets/entry.css'],
  },
  '_runtime.js': { file: 'assets/runtime.js' },
  'src/app/take-over.tsx': {
    file: 'assets/take-over.js',
    isDynamicEntry: true,
    imports: ['_runtime.js', '_shared.js'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  '_view-bits.js': { file: 'assets/view-bits.js', imports: ['_shared.js'] },
  'src/features/jira/jira-page.tsx': {
    file: 'assets/jira-page.js',
    isDynamicEntry: true,
    imports: ['_shared.js', '_view-bits.js'],
  },
  'src/features/jira/jira-charts.tsx': {
    file: 'assets/jira-charts.js',
    isDynamicEntry: true,
    imports: ['_BarChart.js'],
  },
  '_BarChart.js': { file: 'assets/BarChart.js' },
}

const dir = mkdtempSync(join(tmpdir(), 'client-manifest-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const file = join(dir, 'manifest.json')
writeFileSync(file, JSON.stringify(VITE_MANIFEST))

describe('the client build’s files, from Vite’s manifest', () => {
  const { manifest, afterPaint, codeOf } = clientManifest(file)

  it('every page: the entry with its imports, then the app it loads after the paint', () => {
    expect(manifest.routes.__root__).toEqual({
      css: ['assets/entry.css'],
      // The entry preloaded from the head as well: its tag is at the end of the page.
      preloads: ['assets/entry.js', 'assets/runtime.js'],
      scripts: [{ attrs: { type: 'module', src: 'assets/entry.js' } }],
    })
    expect(afterPaint).toEqual(['assets/take-over.js', 'assets/shared.js'])
  })

  it('a page’s own code: each module’s chunk and its imports, once, less what the app has', () => {
    expect(
      codeOf(['src/features/jira/jira-page.tsx', 'src/features/jira/jira-charts.tsx']),
    ).toEqual([
      'assets/jira-page.js',
      'assets/view-bits.js',
      'assets/jira-charts.js',
      'assets/BarChart.js',
    ])
    expect(codeOf([])).toEqual([])
  })

  it('a module no chunk is made of is an error, which fails the build', () => {
    expect(() => codeOf(['src/features/jira/gone.tsx'])).toThrow(
      'no chunk is made of src/features/jira/gone.tsx',
    )
  })
})
