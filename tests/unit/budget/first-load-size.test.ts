// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inlineCode } from '../../../scripts/lib/inline-code'

/**
 * The first-load budget of the README: the JavaScript and CSS of a first visit stay within 150 kB
 * gzip: what index.html inlines (the stylesheet, the boot script) and the files it loads (the
 * entry script, its modulepreloads, the app's modules listed for after the first paint).
 * Measured on a real production build, made here into a temporary folder (CI runs `npm test`
 * before any build).
 */
const BUDGET_KB = 150
const root = resolve(import.meta.dirname, '../../..')
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
 * "./assets/index-abc.js" of every script, modulepreload and stylesheet in index.html, including
 * those in `<template id="after-first-paint">` (src/app/after-first-paint.ts loads them).
 */
function firstLoadFiles(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? []
  return tags.flatMap((tag) => {
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1]
    const loads = tag.startsWith('<script') || /\brel="(modulepreload|stylesheet)"/.test(tag)
    return url && loads && /\.(js|css)$/.test(url) ? [url] : []
  })
}

const gzipKb = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length / 1024

describe('first load', () => {
  it(`loads at most ${BUDGET_KB} kB of JavaScript and CSS (gzip)`, () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8')
    const files = firstLoadFiles(html)
    expect(files.some((f) => f.endsWith('.js'))).toBe(true)
    expect(
      files.some((f) => f.includes('/start-')),
      'the app chunk is listed',
    ).toBe(true)
    const inline = inlineCode(html)
    expect(
      inline.some((code) => code.includes('--surface')),
      'the stylesheet is inlined',
    ).toBe(true)
    const sizes = [
      ...files.map((f) => ({ file: f, kb: gzipKb(readFileSync(join(outDir, f))) })),
      ...inline.map((code, i) => ({ file: `inline #${i + 1}`, kb: gzipKb(code) })),
    ]
    const total = sizes.reduce((sum, s) => sum + s.kb, 0)
    expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(BUDGET_KB)
  })

  it('keeps the charts (recharts) out of the first load', () => {
    const files = firstLoadFiles(readFileSync(join(outDir, 'index.html'), 'utf8'))
    for (const file of files.filter((f) => f.endsWith('.js')))
      expect(readFileSync(join(outDir, file), 'utf8'), file).not.toContain('recharts-wrapper')
  })
})
