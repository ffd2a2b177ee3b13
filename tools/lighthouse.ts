/**
 * `npm run lighthouse` (after `npm run build`): Lighthouse, mobile, on the home page of dist/,
 * served compressed by a plain static server under a sub-path, in Debian's Chromium. Prints one
 * figure per line, `name: value unit`, like the bench. Budgets (README): performance ≥ 95,
 * accessibility 100.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { CHROMIUM, CHROMIUM_ARGS } from '../playwright.config.ts'

const root = resolve(import.meta.dirname, '..')
const dist = join(root, 'dist')
if (!existsSync(join(dist, 'index.html'))) {
  console.error('lighthouse: no dist/index.html; run `npm run build` first')
  process.exit(1)
}
const work = mkdtempSync(join(tmpdir(), 'kafka-digest-lighthouse-'))
symlinkSync(dist, join(work, 'kafka-digest'))
const port = String(4300 + Math.floor(Math.random() * 500))
const server = spawn(
  join(root, 'node_modules/.bin/http-server'),
  [work, '-a', '127.0.0.1', '-p', port, '-s', '-b', '-g', '-c-1'],
  { stdio: 'ignore' },
)

interface Report {
  categories: Record<string, { score: number }>
  audits: Record<string, { numericValue?: number }>
}

try {
  const url = `http://127.0.0.1:${port}/kafka-digest/`
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(url)).ok) break
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  const out = join(work, 'report.json')
  execFileSync(
    join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--form-factor=mobile',
      '--only-categories=performance,accessibility',
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
      '--output=json',
      `--output-path=${out}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100)
  const ms = (audit: string) => Math.round(report.audits[audit]?.numericValue ?? NaN)
  console.log(`lighthouse_performance_1w: ${score('performance')} score`)
  console.log(`lighthouse_accessibility_1w: ${score('accessibility')} score`)
  console.log(`lighthouse_fcp_ms_1w: ${ms('first-contentful-paint')} ms`)
  console.log(`lighthouse_lcp_ms_1w: ${ms('largest-contentful-paint')} ms`)
  console.log(`lighthouse_tbt_ms_1w: ${ms('total-blocking-time')} ms`)
} finally {
  server.kill()
  rmSync(work, { recursive: true, force: true })
}
