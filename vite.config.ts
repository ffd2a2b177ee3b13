/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// `base: './'` keeps every asset URL relative: each pre-rendered page resolves them against its
// `<base href>` (the site root), so the build works from any static server, under any sub-path.
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
    ...(isSsrBuild ? {} : { rolldownOptions: { input: 'src/entry-client.tsx' } }),
  },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20_000,
  },
}))
