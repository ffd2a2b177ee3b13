/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { inlineFirstPaint } from './scripts/lib/vite-inline-first-paint.ts'
import { preloadDynamicEntry } from './scripts/lib/vite-preload-dynamic.ts'

// `base: './'` keeps every asset URL relative, so the build works from any static file server
// and under any sub-path; routes live in the hash (#/…), so no rewrite rules are needed.
export default defineConfig({
  base: './',
  // scripts/build.ts hands Vite a fresh copy of public/ holding only the data it has just built.
  publicDir: process.env.BUILD_PUBLIC_DIR ?? 'public',
  plugins: [
    react(),
    preloadDynamicEntry('/src/app/start.tsx'),
    inlineFirstPaint(fileURLToPath(new URL('./src/app/lang-boot.ts', import.meta.url))),
  ],
  build: { target: 'es2022', sourcemap: false },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20_000,
  },
})
