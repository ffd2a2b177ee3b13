// @vitest-environment node
/**
 * scripts/compress.ts, its files shared out among processes: what a first visit loads (the app's
 * code and stylesheets, the index, the home pages) gets a gzip and, but for the pages, a brotli
 * copy holding exactly its bytes, whichever process wrote it; nothing else gets one (hosts and
 * nginx compress the rest as they serve it), and a copy left from an earlier run is dropped.
 * Made-up files in a temporary folder.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { ROOT } from '../helpers/datasets'

const dist = mkdtempSync(join(tmpdir(), 'compress-'))
afterAll(() => rmSync(dist, { recursive: true, force: true }))

/** The files that get a gzip copy. */
const copied = [
  'index.html',
  'zh/index.html',
  'en/index.html',
  '404.html',
  'assets/app.js',
  'assets/app.css',
  'data/index.json',
]
/** Text files served compressed, by the host as it serves them: no copy of their own. */
const notCopied = [
  'zh/thread/2026-W20-kip-1327/index.html',
  'en/thread/2026-W20-kip-1327/index.html',
  'data/weeks/2026-W20.json',
  'data/search/terms/ka.json',
  'favicon.svg',
  'zh/feed.xml',
]

function write(path: string, content: string | Buffer) {
  mkdirSync(dirname(join(dist, path)), { recursive: true })
  writeFileSync(join(dist, path), content)
}

describe('the compressed copies, made by three processes', () => {
  it('are one for each file a first visit loads, with its bytes, and none else', () => {
    ;[...copied, ...notCopied].forEach((path, i) => write(path, `${path}\n`.repeat(i + 1)))
    write('image.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]))
    write('gone.html.gz', 'left from an earlier run')
    write('assets/gone.js.br', 'left from an earlier run')

    const run = spawnSync(
      join(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/compress.ts', '--dist', dist, '--jobs', '3'],
      { cwd: ROOT, encoding: 'utf8' },
    )
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    expect(run.stdout).toContain(`compress: ${copied.length} gzip copies`)
    for (const path of copied)
      expect(gunzipSync(readFileSync(join(dist, `${path}.gz`))).toString(), path).toBe(
        readFileSync(join(dist, path), 'utf8'),
      )
    for (const path of [...notCopied, 'image.png'])
      expect(existsSync(join(dist, `${path}.gz`)), path).toBe(false)
    expect(existsSync(join(dist, 'gone.html.gz'))).toBe(false)

    const firstLoad = ['assets/app.js', 'assets/app.css', 'data/index.json']
    for (const path of firstLoad)
      expect(brotliDecompressSync(readFileSync(join(dist, `${path}.br`))).toString(), path).toBe(
        readFileSync(join(dist, path), 'utf8'),
      )
    for (const path of [...copied, ...notCopied].filter((p) => !firstLoad.includes(p)))
      expect(existsSync(join(dist, `${path}.br`)), path).toBe(false)
    expect(existsSync(join(dist, 'assets/gone.js.br'))).toBe(false)
  }, 60_000)
})
