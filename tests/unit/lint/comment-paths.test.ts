/**
 * A comment that names a file names one that exists: a renamed or deleted file leaves no comment
 * pointing at nothing (the review found four such).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../../helpers/datasets'

/** Names in comments that are not files of the repository on purpose. */
const NOT_FILES = new Set([
  // what the build writes (scripts/build.ts)
  'render-page.js',
  // made-up names in examples
  'w.txt',
  'w.zh.txt',
  'w.en.txt',
  'src/features/kips/a.tsx',
])
const FILE_NAME = /(?<![\w/.@-])((?:[\w.-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:tsx?|js|md|css|conf|txt))\b/g
const COMMENT = /^\s*(?:\/\/|\/\*|\*)|\s\/\/\s/

/** Every file name in a comment of `text` that no tracked file has: "file:line name". */
function danglingNames(file: string, text: string, tracked: readonly string[]): string[] {
  const known = (name: string) => tracked.some((p) => p === name || p.endsWith(`/${name}`))
  return text.split('\n').flatMap((line, i) =>
    COMMENT.test(line)
      ? [...line.matchAll(FILE_NAME)]
          .map((m) => m[1]!)
          .filter((name) => !NOT_FILES.has(name) && !known(name))
          .map((name) => `${file}:${i + 1} ${name}`)
      : [],
  )
}

/** What is built, installed or generated is not the repository's own. */
const OUTSIDE = new Set(['.git', 'node_modules', 'dist', '.site', '.build', 'test-results'])

/** The repository's files (public/data is the build's output; data/ and src/data/ are ours). */
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (!entry.isDirectory()) return [path]
    if (OUTSIDE.has(entry.name) || path === join(ROOT, 'public', 'data')) return []
    return files(path)
  })
}

describe('file names in comments', () => {
  const tracked = files(ROOT).map((f) => relative(ROOT, f))
  const code = tracked.filter((f) => /^(src|scripts|eslint|tests)\/.*\.(ts|tsx|js)$/.test(f))

  it('name files that exist', () => {
    const dangling = code.flatMap((f) =>
      danglingNames(f, readFileSync(join(ROOT, f), 'utf8'), tracked),
    )
    expect(dangling).toEqual([])
  })

  it('a comment naming a file that is gone is found', () => {
    expect(
      danglingNames('x.ts', '// see text-search.ts\nconst a = "lang-boot.js"', tracked),
    ).toEqual(['x.ts:1 text-search.ts'])
  })
})
