/**
 * The client build's files as TanStack Router's SSR manifest: the stylesheet, the entry module
 * and every chunk it imports (preloaded at once rather than one level of imports after another),
 * all on the root route, since every page loads the same entry. Read from Vite's own manifest
 * (`build.manifest`), as its backend-integration guide describes. Paths stay relative: each page
 * resolves them against its `<base href>`, the site root.
 */
import { readFileSync } from 'node:fs'
import type { Manifest } from '../../src/app/render-page'

interface ViteChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

/** The module the entry loads once the page has painted (src/app/after-first-paint.ts). */
const TAKE_OVER = 'src/app/take-over.tsx'

/**
 * Vite's manifest file (`file`) → the router's manifest, the stylesheets it lists, and the files
 * every page loads once it has painted (the app: not in the router's manifest, whose
 * `modulepreload` would compile it before the paint; finish-page.ts fetches it ahead instead).
 */
export function clientManifest(
  file: string,
  entry = 'src/entry-client.tsx',
): { manifest: Manifest; css: string[]; afterPaint: string[] } {
  const chunks = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ViteChunk>
  const main = chunks[entry]
  if (!main?.isEntry) throw new Error(`${file}: no entry chunk for ${entry}`)
  if (!main.dynamicImports?.includes(TAKE_OVER))
    throw new Error(`${file}: ${entry} does not load ${TAKE_OVER}`)
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const dep of chunks[key]?.imports ?? []) visit(dep)
  }
  visit(entry)
  const all = [...seen].map((key) => chunks[key]!)
  const css = [...new Set(all.flatMap((c) => c.css ?? []))]
  const first = seen.size
  visit(TAKE_OVER)
  const afterPaint = [...seen].slice(first).map((key) => chunks[key]!)
  return {
    css,
    afterPaint: afterPaint.flatMap((c) => [c.file, ...(c.css ?? [])]),
    manifest: {
      routes: {
        __root__: {
          css,
          preloads: all.filter((c) => c !== main).map((c) => c.file),
          scripts: [{ attrs: { type: 'module', src: main.file } }],
        },
      },
    },
  }
}
