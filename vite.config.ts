/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// `base: './'` keeps every asset URL relative: each pre-rendered page resolves them against its
// `<base href>` (the site root), so the build works from any static server, under any sub-path.
/**
 * The app's own small modules that the first screen and the views share, as ONE chunk: left to
 * itself the bundler makes a file of each set of importers (some twenty files under 1 kB), and
 * each file compresses on its own, without the others' words. The modules only the views use
 * (their queries and file schemas, table, chart and search helpers, which KIPs have a feed, what
 * writes an export) stay in the views' chunks: they must not ride on the first load.
 */
const SHARED_APP_CODE = /\/src\/(shared|i18n|url|data|domain)\//
const VIEW_ONLY_CODE =
  /\/(view-schemas|kip-queries|people-queries|jira-queries|search-queries|sort-header|table-sort|chart-slot|feeds)\.tsx?$|\/domain\/search\/|\/shared\/lib\/export-|\/shared\/components\/export-menu|\/(following|following-store|browser-store|follow-button)\.(tsx?|css)$/
const sharedAppCode = (id: string) => SHARED_APP_CODE.test(id) && !VIEW_ONLY_CODE.test(id)

export default defineConfig(({ isSsrBuild }) => ({
  base: './',
  // scripts/build.ts hands Vite a fresh copy of public/ holding only the data it has just built.
  publicDir: process.env.BUILD_PUBLIC_DIR ?? 'public',
  // SITE_URL (given at build time) writes canonical and preview addresses (src/app/page-head.ts).
  envPrefix: ['VITE_', 'SITE_URL'],
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // The pages are written by scripts/prerender.ts, which reads the entry's files from here.
    manifest: !isSsrBuild,
    // The server bundle's entry is given on its command line (scripts/build.ts).
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            input: 'src/entry-client.tsx',
            output: {
              codeSplitting: {
                groups: [{ name: 'shared', test: sharedAppCode, minShareCount: 2 }],
              },
            },
          },
        }),
  },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20_000,
  },
}))
