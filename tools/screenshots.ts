/**
 * `npm run screenshots`: every view in both languages, taken in Debian's Chromium from the
 * production build (run `npm run build` first) served under a sub-path: its first screen on a
 * desktop (1280 × 900) in the light and the dark theme, and on a phone (375 × 740). JPEG, so that
 * the whole set stays small enough to keep in the repository.
 * Writes docs/screenshots/<view>.<lang>.<light|dark|phone>.jpg.
 */
import { spawn } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { BASE_URL, CHROMIUM, CHROMIUM_ARGS } from '../playwright.config.ts'
import { VIEW_ROUTES } from '../tests/e2e/view-routes.ts'

const root = resolve(import.meta.dirname, '..')
const outDir = join(root, 'docs/screenshots')

// The e2e site builds the made-up fixture sites first: allow as long as playwright.config.ts does.
async function waitForServer(url: string, tries = 600): Promise<void> {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server at ${url} did not start`)
}

const server = spawn('npm', ['run', 'serve:subpath'], {
  cwd: root,
  stdio: 'ignore',
  detached: true,
})
try {
  await waitForServer(BASE_URL)
  await mkdir(outDir, { recursive: true })
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  const shots = [
    { kind: 'light', viewport: { width: 1280, height: 900 }, colorScheme: 'light' },
    { kind: 'dark', viewport: { width: 1280, height: 900 }, colorScheme: 'dark' },
    { kind: 'phone', viewport: { width: 375, height: 740 }, colorScheme: 'light' },
  ] as const
  for (const { kind, viewport, colorScheme } of shots) {
    const page = await browser.newPage({ viewport, colorScheme })
    for (const lang of ['zh', 'en'] as const) {
      for (const [name, route] of Object.entries(VIEW_ROUTES)) {
        await page.goto(`${BASE_URL}${lang}/${route}`)
        // 404.html holds both languages' headings, one of them hidden.
        await page.locator('main h1:visible, main h2:visible').first().waitFor()
        await page.waitForLoadState('networkidle')
        // Lazy parts (the JIRA charts) show a loading line until their code has run.
        await page.waitForFunction(() => !document.querySelector('main .loading'))
        const file = join(outDir, `${name}.${lang}.${kind}.jpg`)
        await page.screenshot({ path: file, type: 'jpeg', quality: 70 })
        console.log(`wrote ${file}`)
      }
    }
    await page.close()
  }
  await browser.close()
} finally {
  if (server.pid) process.kill(-server.pid)
}
