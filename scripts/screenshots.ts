/**
 * `npm run screenshots`: a PNG of every view in both languages, taken in Debian's Chromium from
 * the production build (run `npm run build` first) served under a sub-path.
 * Writes docs/screenshots/<view>.<lang>.png.
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
  for (const scheme of ['light', 'dark'] as const) {
    const page = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      colorScheme: scheme,
    })
    for (const lang of ['zh', 'en'] as const) {
      for (const [name, route] of Object.entries(VIEW_ROUTES)) {
        if (scheme === 'dark' && name !== 'timeline' && name !== 'thread') continue
        await page.goto(`${BASE_URL}${lang}/${route}`)
        // 404.html holds both languages' headings, one of them hidden.
        await page.locator('main h1:visible, main h2:visible').first().waitFor()
        await page.waitForLoadState('networkidle')
        // Lazy parts (the JIRA charts) show a loading line until their code has run.
        await page.waitForFunction(() => !document.querySelector('main .loading'))
        const file = join(outDir, `${name}${scheme === 'dark' ? '.dark' : ''}.${lang}.png`)
        await page.screenshot({ path: file, fullPage: name === 'thread' || name === 'person' })
        console.log(`wrote ${file}`)
      }
    }
    await page.close()
  }
  await browser.close()
} finally {
  if (server.pid) process.kill(-server.pid)
}
