// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { decodeDigest } from '../../../scripts/lib/decode-digest'
import { readDigestFiles } from '../../../scripts/lib/read-digests'

// Bytes of MADE-UP digest lines (not real data), in the encodings editors save by mistake.
const HEADER = '2026-05-11 ~ 2026-05-17\n'
const GBK_数据 = [0xca, 0xfd, 0xbe, 0xdd]
const tmp = mkdtempSync(join(tmpdir(), 'read-digests-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

describe('a file that is not UTF-8 is an error that says what it looks like', () => {
  it.each([
    [
      'UTF-16 LE with its BOM',
      Buffer.from(`\uFEFF${HEADER}数据`, 'utf16le'),
      1,
      /UTF-16 LE \(it starts with the byte-order mark FF FE\)/,
    ],
    [
      'UTF-16 BE with its BOM',
      Buffer.from(`\uFEFF${HEADER}数据`, 'utf16le').swap16(),
      1,
      /UTF-16 BE/,
    ],
    [
      'UTF-16 LE without a BOM',
      Buffer.from(`${HEADER}discussion`, 'utf16le'),
      1,
      /UTF-16 LE without a byte-order mark/,
    ],
    ['GBK', Buffer.concat([Buffer.from(HEADER), Buffer.from(GBK_数据)]), 2, /GBK \/ GB 18030/],
    [
      'invalid UTF-8',
      Buffer.concat([Buffer.from(`${HEADER}a\n`), Buffer.from([0xc3, 0x28])]),
      3,
      /expected UTF-8, found bytes that are not \(C3 28 at byte 26\)/,
    ],
  ])('%s', (_name, bytes, line, message) => {
    const decoded = decodeDigest(bytes)
    expect(decoded.ok).toBe(false)
    if (decoded.ok) return
    expect(decoded.line).toBe(line)
    expect(decoded.message).toMatch(message)
  })

  it('a UTF-8 file with one NUL byte: the NUL, at its line, not another encoding', () => {
    const bytes = Buffer.concat([
      Buffer.from(`${HEADER}数据`),
      Buffer.from([0]),
      Buffer.from('\nb'),
    ])
    expect(decodeDigest(bytes)).toEqual({
      ok: false,
      line: 2,
      message:
        'expected text, found a NUL byte (00) at byte 30, in a file that is otherwise UTF-8: ' +
        'delete it (an editor or a copy from a terminal left it there)',
    })
  })

  it('a binary file: binary, not an encoding', () => {
    // A PNG signature and header chunk, as when an image is saved under a digest's name.
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44,
      0x52, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x08, 0x06, 0x00, 0x00, 0x00, 0x5c,
      0x72, 0xa8, 0x66,
    ])
    const decoded = decodeDigest(png)
    expect(decoded).toEqual({
      ok: false,
      line: 1,
      message: expect.stringMatching(
        /^expected a text file, found binary data \(\d+ of its first 33 bytes are control bytes no text holds\): is it a digest\?/,
      ),
    })
  })

  it('valid UTF-8 (with or without a BOM) is read as is, never with U+FFFD', () => {
    expect(decodeDigest(Buffer.from(`${HEADER}数据 ✓ 😀`))).toEqual({
      ok: true,
      text: `${HEADER}数据 ✓ 😀`,
    })
    expect(decodeDigest(Buffer.from(`\uFEFF${HEADER}`))).toEqual({ ok: true, text: HEADER })
  })
})

describe('the digests folder', () => {
  it('missing: an error naming the folder', async () => {
    const dir = join(tmp, 'missing')
    expect((await readDigestFiles(dir)).errors).toEqual([
      { file: dir, line: 0, message: 'expected a folder of digests, found nothing at this path' },
    ])
  })

  it('empty (or without any *.txt): an error, not an empty site', async () => {
    const dir = join(tmp, 'empty')
    mkdirSync(dir)
    writeFileSync(join(dir, 'notes.md'), 'not a digest')
    expect((await readDigestFiles(dir)).errors).toEqual([
      { file: dir, line: 0, message: 'expected at least one digest (a *.txt file), found none' },
    ])
  })

  it('a GBK file among good ones: its name and line', async () => {
    const dir = join(tmp, 'mixed')
    mkdirSync(dir)
    writeFileSync(join(dir, '2026-05-11.zh.txt'), HEADER)
    writeFileSync(
      join(dir, '2026-05-18.zh.txt'),
      Buffer.concat([Buffer.from(HEADER), Buffer.from(GBK_数据)]),
    )
    const { files, errors } = await readDigestFiles(dir)
    expect(files.map((f) => f.name)).toEqual(['2026-05-11.zh.txt'])
    expect(errors).toEqual([
      { file: '2026-05-18.zh.txt', line: 2, message: expect.stringMatching(/GBK/) },
    ])
  })

  it('a symbolic link to a digest is read as the digest, under the link’s name', async () => {
    const dir = join(tmp, 'linked')
    mkdirSync(join(dir, 'kept'), { recursive: true })
    writeFileSync(join(dir, 'kept', 'week.txt'), HEADER)
    symlinkSync(join(dir, 'kept', 'week.txt'), join(dir, '2026-05-11.zh.txt'))
    const { files, errors } = await readDigestFiles(dir)
    expect(errors).toEqual([])
    expect(files).toEqual([{ name: '2026-05-11.zh.txt', text: HEADER }])
  })

  it('a broken symbolic link is an error naming where it points', async () => {
    const dir = join(tmp, 'broken-link')
    mkdirSync(dir)
    writeFileSync(join(dir, '2026-05-11.zh.txt'), HEADER)
    symlinkSync(join(dir, 'gone.txt'), join(dir, '2026-05-18.zh.txt'))
    const { files, errors } = await readDigestFiles(dir)
    expect(files.map((f) => f.name)).toEqual(['2026-05-11.zh.txt'])
    expect(errors).toEqual([
      {
        file: '2026-05-18.zh.txt',
        line: 0,
        message: `expected a digest, found a symbolic link to ${join(dir, 'gone.txt')}, which does not exist: point it at the digest or remove it`,
      },
    ])
  })

  it('digests in a subfolder are not read, and said so', async () => {
    const dir = join(tmp, 'nested')
    mkdirSync(join(dir, '2026', 'old'), { recursive: true })
    writeFileSync(join(dir, '2026-05-11.zh.txt'), HEADER)
    writeFileSync(join(dir, '2026', '2026-05-18.zh.txt'), HEADER)
    writeFileSync(join(dir, '2026', 'old', '2026-05-25.zh.txt'), HEADER)
    mkdirSync(join(dir, 'images'))
    writeFileSync(join(dir, 'images', 'logo.svg'), '<svg/>')
    const { files, errors, notes } = await readDigestFiles(dir)
    expect(errors).toEqual([])
    expect(files.map((f) => f.name)).toEqual(['2026-05-11.zh.txt'])
    expect(notes).toEqual([
      `${join(dir, '2026')}: 2 digest(s) in this subfolder are not read ` +
        '(2026-05-18.zh.txt, old/2026-05-25.zh.txt): only the *.txt files directly in ' +
        `${dir} are digests; move a file there to publish it`,
    ])
  })
})
