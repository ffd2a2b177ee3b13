import { defineConfig } from '@playwright/test'
import { SERVED } from './tests/e2e/static-host'

/**
 * End-to-end tests in Debian's Chromium (no browser download here) against the production build,
 * served three ways a maintainer may run it:
 *   nginx   Debian's nginx with the production config, deploy/nginx.conf (scripts/e2e-nginx.ts),
 *           under a sub-path: the whole suite, and the response headers (tests/e2e/served.spec.ts);
 *   static  a plain static file server with no configuration at all (http-server), as GitHub
 *           Pages and the like serve it, under a sub-path: the journeys only (see the project for why);
 *   start   `npm start`'s server (vite preview, at the host's root), the README's first command:
 *           the not-found journeys only (tests/e2e/not-found.spec.ts).
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
// E2E_PORT lets two checkouts run the suite side by side (CI uses the default): the static
// server listens on it, nginx on the next port, `npm start`'s server on the one after.
export const E2E_PORT = process.env.E2E_PORT ?? '4174'
export const NGINX_PORT = String(Number(E2E_PORT) + 1)
const START_PORT = String(Number(E2E_PORT) + 2)
/** The static server's site (tools/screenshots.ts uses it too). */
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}/kafka-digest/`
export const NGINX_BASE_URL = `http://127.0.0.1:${NGINX_PORT}/kafka-digest/`
const START_BASE_URL = `http://127.0.0.1:${START_PORT}/`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    permissions: ['clipboard-read', 'clipboard-write'],
    trace: 'off',
  },
  projects: [
    { name: 'nginx', use: { browserName: 'chromium', baseURL: NGINX_BASE_URL } },
    {
      // Not the whole suite a second time: on 2 cores shared with other jobs it took 9.5 minutes
      // on both servers, against 5.5 for the whole on nginx and this subset here, for a server
      // that has nothing to configure. Here run the journeys that depend on how pages are
      // served: open, deep link, language, not-found, and the page before its JavaScript has
      // run, each tagged so (tests/e2e/static-host.ts).
      name: 'static',
      use: { browserName: 'chromium', baseURL: BASE_URL },
      grep: new RegExp(SERVED.tag),
    },
    {
      // The server of the README's first command serves dist/ with the real data alone: the
      // journeys of what it answers to addresses it has no page for.
      name: 'start',
      use: { browserName: 'chromium', baseURL: START_BASE_URL },
      testMatch: 'not-found.spec.ts',
    },
  ],
  // Started one after the other, each once its URL answers: the first builds the data of the
  // four made-up sites into .site/ (scripts/e2e-site.ts), which the second then serves too.
  webServer: [
    {
      command: 'npm run serve:subpath',
      env: { PORT: E2E_PORT },
      url: BASE_URL,
      reuseExistingServer: !process.env.CI,
      // It pre-renders four made-up sites first.
      timeout: 300_000,
    },
    {
      command: 'npm run serve:nginx',
      env: { PORT: NGINX_PORT },
      url: NGINX_BASE_URL,
      reuseExistingServer: !process.env.CI,
      // SIGTERM, not Playwright's default SIGKILL: the script stops nginx and deletes its
      // temporary prefix.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      timeout: 30_000,
    },
    {
      // `npm start` is `npm run build && npm run preview`: the same server and config on the
      // build the first server has checked is there, on a port of its own.
      command: `npx vite preview --host 127.0.0.1 --port ${START_PORT} --strictPort`,
      url: START_BASE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
})
