import { defineConfig } from '@playwright/test'

/**
 * End-to-end tests in Debian's Chromium (no browser download here) against the production build,
 * served by a plain static file server under a sub-path, as a maintainer would publish it.
 */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
// E2E_PORT lets two checkouts run the suite side by side (CI uses the default).
export const E2E_PORT = process.env.E2E_PORT ?? '4174'
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}/kafka-digest/`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    permissions: ['clipboard-read', 'clipboard-write'],
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npm run serve:subpath',
    env: { PORT: E2E_PORT },
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    // It pre-renders three made-up sites first (scripts/e2e-site.ts).
    timeout: 300_000,
  },
})
