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
 * Vite's manifest file (`file`) → the router's manifest, the stylesheets it lists, the files
 * every page loads once it has painted (the app: not in the router's manifest; finish-page.ts
 * names it, with the code of the page's view and texts),
 * and `codeOf`: the scripts of some of the app's modules (a page's texts and view, by their
 * source paths) with the chunks they import, less those of the entry and the app.
 */
export function clientManifest(
  file: string,
  entry = 'src/entry-client.tsx',
): {
  manifest: Manifest
  css: string[]
  afterPaint: string[]
  codeOf: (modules: readonly string[]) => string[]
} {
  const chunks = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ViteChunk>
  const main = chunks[entry]
  if (!main?.isEntry) throw new Error(`${file}: no entry chunk for ${entry}`)
  if (!main.dynamicImports?.includes(TAKE_OVER))
    throw new Error(`${file}: ${entry} does not load ${TAKE_OVER}`)
  /** `keys` and every chunk they import, each once, in the order a browser asks for them. */
  const withImports = (keys: readonly string[], into = new Set<string>()) => {
    const visit = (key: string) => {
      if (into.has(key)) return
      into.add(key)
      for (const dep of chunks[key]?.imports ?? []) visit(dep)
    }
    keys.forEach(visit)
    return into
  }
  const first = withImports([entry])
  const all = [...first].map((key) => chunks[key]!)
  const css = [...new Set(all.flatMap((c) => c.css ?? []))]
  const app = withImports([TAKE_OVER], new Set(first))
  const afterPaint = [...app].filter((key) => !first.has(key)).map((key) => chunks[key]!)
  const codeOf = (modules: readonly string[]) => {
    for (const module of modules)
      if (!chunks[module]) throw new Error(`${file}: no chunk is made of ${module}`)
    return [...withImports(modules)].filter((key) => !app.has(key)).map((key) => chunks[key]!.file)
  }
  return {
    css,
    afterPaint: afterPaint.flatMap((c) => [c.file, ...(c.css ?? [])]),
    codeOf,
    manifest: {
      routes: {
        __root__: {
          css,
          // The entry too: its tag closes the page, where the browser found it only once the
          // page was parsed and laid out (on a slow phone after the first paint); preloaded from
          // the head it is there when its imports are.
          preloads: all.map((c) => c.file),
          scripts: [{ attrs: { type: 'module', src: main.file } }],
        },
      },
    },
  }
}
