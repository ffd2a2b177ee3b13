// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import * as fsPromises from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { FileProblem } from '../../../scripts/lib/file-problem'
import { readDigestFiles, writeFileAtomic } from '../../../scripts/lib/read-digests'
import { ROOT } from '../../helpers/datasets'

/**
 * The disk and the paths a maintainer gives, when they are wrong: a full disk under `--out`,
 * `--digests` naming a file. Each says which file, what is wrong and what to do, without a stack
 * trace, and leaves what was there whole. The full disk is made by handing writeFileAtomic a
 * file system whose writes fail with ENOSPC (after writing part of the file, as a full disk
 * does). The digests are the MADE-UP tests/fixtures/three-weeks. What `npm run ingest` prints
 * of them: tests/build/ingest.test.ts.
 */
const tmp = mkdtempSync(join(tmpdir(), 'file-problems-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))
const DIGESTS = join(ROOT, 'tests/fixtures/three-weeks')

/** An error as Node's file system throws it. */
function systemError(code: string, syscall: string) {
  return Object.assign(new Error(`${code}: failed, ${syscall}`), { code, syscall })
}

describe('--out on a full disk', () => {
  it('writeFileAtomic: the file is left as it was, nothing else is left, and the error says what to do', async () => {
    const file = join(tmp, 'dataset.json')
    writeFileSync(file, '{"previous": true}\n')
    const fullDisk = {
      ...fsPromises,
      writeFile: async (path: string, data: string) => {
        await fsPromises.writeFile(path, data.slice(0, 10))
        throw systemError('ENOSPC', 'write')
      },
    }
    const writing = writeFileAtomic(file, '{"next": true}\n', fullDisk)
    await expect(writing).rejects.toBeInstanceOf(FileProblem)
    await expect(writing).rejects.toThrow(
      `${file}: could not write it: the disk is full (ENOSPC); free some space on that disk, ` +
        'or choose a place on another one. The file is left as it was.',
    )
    expect(readFileSync(file, 'utf8')).toBe('{"previous": true}\n')
    expect(readdirSync(tmp).filter((name) => name.startsWith('dataset.json'))).toEqual([
      'dataset.json',
    ])
  })
})

describe('--digests naming a file, not a folder', () => {
  const file = join(DIGESTS, '2026-05-18.zh.txt')
  const said =
    'expected a folder of digests, found a file: give the folder that holds them ' +
    '(--digests, or DIGESTS_DIR for the build)'

  it('is one error naming it', async () => {
    expect((await readDigestFiles(file)).errors).toEqual([{ file, line: 0, message: said }])
  })
})
