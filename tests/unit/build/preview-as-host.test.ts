// @vitest-environment node
/**
 * `npm start`'s server answers as the hosts the site is published on do (scripts/lib/preview-as-host.ts):
 * a file, or a folder's page at its address with the final slash; the address of a folder
 * without it is redirected there; anything else, however it is written, is not found. A made-up
 * site in a temporary folder.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { hostAnswer } from '../../../scripts/lib/preview-as-host'

const dist = mkdtempSync(join(tmpdir(), 'preview-as-host-'))
afterAll(() => rmSync(dist, { recursive: true, force: true }))
for (const file of [
  'index.html',
  '404.html',
  'en/index.html',
  'en/kips/index.html',
  'zh/people/黃竣陽/index.html',
  'assets/app.js',
  'data/index.json',
]) {
  mkdirSync(dirname(join(dist, file)), { recursive: true })
  writeFileSync(join(dist, file), file)
}

describe('what npm start answers', () => {
  it.each([
    '/',
    '/en/',
    '/en/kips/?kip=1327',
    '/zh/people/%E9%BB%83%E7%AB%A3%E9%99%BD/',
    '/assets/app.js',
    '/data/index.json?v=1',
  ])('%s: the file there', (url) => {
    expect(hostAnswer(dist, url)).toEqual({ kind: 'file' })
  })

  it.each([
    ['/en', '/en/'],
    ['/en/kips?kip=1327', '/en/kips/?kip=1327'],
    ['/zh/people/%E9%BB%83%E7%AB%A3%E9%99%BD', '/zh/people/%E9%BB%83%E7%AB%A3%E9%99%BD/'],
  ])('%s: redirected to %s, the address its page is written for', (url, location) => {
    expect(hostAnswer(dist, url)).toEqual({ kind: 'redirect', location })
  })

  it.each([
    '/en/nope/',
    '/en/nope',
    '/zh/kips/99999/',
    '/assets/nope.js',
    // Folders without a page.
    '/data/',
    '/assets',
    // Escapes that decode to nothing, or to what no file name holds.
    '/en/thread/%/',
    '/en/thread/%ZZ/',
    '/en/threads/%E0%A4%A/',
    '/en/thread/%00/',
    // Out of the site.
    '/../package.json',
    '/en/%2E%2E/%2E%2E/package.json',
  ])('%s: not found', (url) => {
    expect(hostAnswer(dist, url)).toEqual({ kind: 'not-found' })
  })
})
