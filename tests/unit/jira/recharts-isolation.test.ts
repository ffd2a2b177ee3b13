import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../../helpers/datasets'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : []
  })
}

describe('recharts stays in its lazy chunk', () => {
  it('only src/features/jira/jira-charts.tsx imports recharts', () => {
    const importers = sourceFiles(join(ROOT, 'src'))
      .filter((file) =>
        /from\s+['"]recharts['"]|import\(\s*['"]recharts['"]/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(ROOT, file))
    expect(importers).toEqual(['src/features/jira/jira-charts.tsx'])
  })

  it('jira-charts is only ever imported lazily', () => {
    const staticImporters = sourceFiles(join(ROOT, 'src')).filter((file) =>
      /from\s+['"][./]*jira-charts['"]/.test(readFileSync(file, 'utf8')),
    )
    expect(staticImporters).toEqual([])
    const lazy = readFileSync(join(ROOT, 'src/features/jira/lazy-charts.tsx'), 'utf8')
    expect(lazy).toMatch(/import\('\.\/jira-charts'\)/)
  })
})
