// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientManifest } from '../../scripts/lib/client-manifest'

/**
 * The first-load budget (docs/performance.md): the JavaScript and CSS every page loads stay within 150 kB
 * gzip: the stylesheet, the entry module and every chunk it imports (what each page lists, from
 * the client build's manifest: scripts/lib/client-manifest.ts), and the app it loads after the
 * first paint. Measured on a real production build, made here into a temporary folder (CI runs
 * `npm test` before any build). The inline scripts of a page are its hydration data, counted by
 * `npm run bench`, not here.
 */
const BUDGET_KB = 150
const root = resolve(import.meta.dirname, '../..')
let outDir = ''

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'first-load-'))
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' }
  delete env.VITEST
  delete env.TEST
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { cwd: root, env, stdio: 'pipe' },
  )
}, 120_000)

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

/**
 * Every file a page loads for the app to run: its stylesheet, its entry and its imports, and the
 * app the entry loads once the page has painted, with its imports.
 */
function firstLoadFiles(): string[] {
  const { manifest, afterPaint } = clientManifest(join(outDir, '.vite/manifest.json'))
  const assets = manifest.routes.__root__!
  const scripts = (assets.scripts ?? []).map((s) => String(s.attrs?.src))
  // Each once: the entry is both a script and a preload.
  return [
    ...new Set([
      ...(assets.css ?? []).map(String),
      ...scripts,
      ...(assets.preloads ?? []).map(String),
      ...afterPaint,
    ]),
  ]
}

const gzipKb = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length / 1024

describe('first load', () => {
  it(`loads at most ${BUDGET_KB} kB of JavaScript and CSS (gzip)`, () => {
    const files = firstLoadFiles()
    expect(
      files.some((f) => /entry-client-.*\.js$/.test(f)),
      'the entry is listed',
    ).toBe(true)
    expect(
      files.some((f) => /take-over-.*\.js$/.test(f)),
      'the app it loads after the first paint is listed',
    ).toBe(true)
    expect(
      files.some((f) => f.endsWith('.css')),
      'the stylesheet is listed',
    ).toBe(true)
    const sizes = files.map((f) => ({ file: f, kb: gzipKb(readFileSync(join(outDir, f))) }))
    const total = sizes.reduce((sum, s) => sum + s.kb, 0)
    expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(BUDGET_KB)
  })

  it('names the modules every page loads at once to preload for none loaded later', () => {
    // A module loaded later (the app, a view) has the files it needs preloaded by Vite's helper,
    // from a table in the module that imports it (`__vite__mapDeps`): the entry and what it
    // imports are there already.
    const { manifest } = clientManifest(join(outDir, '.vite/manifest.json'))
    const atOnce = (manifest.routes.__root__!.preloads ?? []).map((f) => String(f).split('/').pop())
    expect(atOnce.length, 'the entry and its imports').toBeGreaterThan(1)
    const tables = readdirSync(join(outDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => {
        const table = /__vite__mapDeps=.*?\.f=\[([^\]]*)\]/.exec(
          readFileSync(join(outDir, 'assets', file), 'utf8'),
        )?.[1]
        return table === undefined ? [] : [{ file, table }]
      })
    expect(
      tables.map((t) => t.file),
      'the modules that import others later',
    ).toContainEqual(expect.stringMatching(/^take-over-/))
    for (const { file, table } of tables)
      for (const name of atOnce) expect(table, `${file} lists ${name}`).not.toContain(`/${name}"`)
  })

  it('keeps the charts (recharts) out of the first load', () => {
    for (const file of firstLoadFiles().filter((f) => f.endsWith('.js')))
      expect(readFileSync(join(outDir, file), 'utf8'), file).not.toContain('recharts-wrapper')
  })
})
