import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { bundleContextOf, bundleOf } from '../../src/domain/files/bundles.ts'
import { DATA_FILES } from '../../src/domain/files/layout.ts'

/**
 * A built site's data files by their own paths, read out of their bundles
 * (src/domain/files/bundles.ts): siteData(site)("weeks/2026-W20.json") → that week's file.
 */
export function siteData(site: string): (path: string) => unknown {
  const read = (path: string) =>
    JSON.parse(readFileSync(join(site, 'data', path), 'utf8')) as unknown
  const context = bundleContextOf(
    new Map([DATA_FILES.index, DATA_FILES.searchManifest].map((path) => [path, read(path)])),
  )
  return (path) => {
    const bundle = bundleOf(path, context)
    return bundle === undefined ? read(path) : (read(bundle) as Record<string, unknown>)[path]
  }
}

/** Every week's file of a built site, oldest first. */
export function siteWeeks(site: string): unknown[] {
  const data = siteData(site)
  const index = data(DATA_FILES.index) as { weeks: { id: string }[] }
  return index.weeks.map((week) => data(DATA_FILES.week(week.id)))
}
