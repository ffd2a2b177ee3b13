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

/** The chart modules: the only ones that import recharts, each loaded on demand. */
const CHART_MODULES = ['src/features/jira/jira-charts.tsx', 'src/features/kips/kip-flow-charts.tsx']

describe('recharts stays in its lazy chunks', () => {
  const files = sourceFiles(join(ROOT, 'src'))
  const text = (file: string) => readFileSync(file, 'utf8')

  it('only the chart modules import recharts', () => {
    const importers = files
      .filter((file) => /from\s+['"]recharts['"]|import\(\s*['"]recharts['"]/.test(text(file)))
      .map((file) => relative(ROOT, file))
    expect(importers.sort()).toEqual(CHART_MODULES)
  })

  it.each(CHART_MODULES)('%s is only ever imported lazily', (module) => {
    const name = module
      .split('/')
      .pop()!
      .replace(/\.tsx$/, '')
    const staticImporters = files.filter((file) =>
      new RegExp(`from\\s+['"][./]*${name}['"]`).test(text(file)),
    )
    expect(staticImporters).toEqual([])
    expect(files.some((file) => text(file).includes(`import('./${name}')`))).toBe(true)
  })
})
