import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { bundleOf } from '../../src/domain/files/bundles.ts'
import { decodeFile } from '../../src/domain/files/check.ts'
import { DATA_FILES } from '../../src/domain/files/data-files.ts'

/**
 * A built site's data files by their own paths, read out of their bundles
 * (src/domain/files/bundles.ts): siteData(site)("weeks/2026-W20.json") → that week's file.
 */
export function siteData(site: string): (path: string) => unknown {
  const read = (path: string): unknown => JSON.parse(readFileSync(join(site, 'data', path), 'utf8'))
  const placing = new Map(
    [DATA_FILES.index.path(), DATA_FILES.searchManifest.path()].map((path) => [path, read(path)]),
  )
  return (path) => {
    const bundle = bundleOf(path, placing)
    if (bundle === undefined) return read(path)
    const files = read(bundle)
    return typeof files === 'object' && files !== null ? Reflect.get(files, path) : undefined
  }
}

/** Every week's file of a built site, oldest first, decoded. */
export function siteWeeks(site: string) {
  const data = siteData(site)
  const file = <K extends 'index' | 'week'>(kind: K, path: string) =>
    decodeFile(kind, path, data(path))
  return file('index', DATA_FILES.index.path()).weeks.map((week) =>
    file('week', DATA_FILES.week.path(week.id)),
  )
}
