// @vitest-environment node
/**
 * scripts/compress.ts, its files shared out among processes: every text file of the folder gets
 * its gzip copy, holding exactly its bytes, whichever process wrote it; the app's code and
 * stylesheets and the index also get a brotli copy; nothing else gets one, and a copy left from
 * an earlier run whose file is gone is dropped. Made-up files in a temporary folder.
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

const texts = [
  'index.html',
  'zh/thread/2026-W20-kip-1327/index.html',
  'en/thread/2026-W20-kip-1327/index.html',
  'assets/app.js',
  'assets/app.css',
  'data/index.json',
  'data/weeks/2026-W20.json',
  'favicon.svg',
  'zh/feed.xml',
]

function write(path: string, content: string | Buffer) {
  mkdirSync(dirname(join(dist, path)), { recursive: true })
  writeFileSync(join(dist, path), content)
}

describe('the compressed copies, made by three processes', () => {
  it('are one for each text file, with its bytes, and none else', () => {
    texts.forEach((path, i) => write(path, `${path}\n`.repeat(i + 1)))
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
    expect(run.stdout).toContain(`compress: ${texts.length} gzip copies`)
    for (const path of texts)
      expect(gunzipSync(readFileSync(join(dist, `${path}.gz`))).toString(), path).toBe(
        readFileSync(join(dist, path), 'utf8'),
      )
    expect(existsSync(join(dist, 'image.png.gz'))).toBe(false)
    expect(existsSync(join(dist, 'gone.html.gz'))).toBe(false)

    const firstLoad = ['assets/app.js', 'assets/app.css', 'data/index.json']
    for (const path of firstLoad)
      expect(brotliDecompressSync(readFileSync(join(dist, `${path}.br`))).toString(), path).toBe(
        readFileSync(join(dist, path), 'utf8'),
      )
    for (const path of texts.filter((p) => !firstLoad.includes(p)))
      expect(existsSync(join(dist, `${path}.br`)), path).toBe(false)
    expect(existsSync(join(dist, 'assets/gone.js.br'))).toBe(false)
  }, 60_000)
})
