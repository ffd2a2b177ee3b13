import type { Plugin } from 'vite'

/**
 * src/main.tsx imports the app (src/app/start.tsx) dynamically, after the pre-rendered page has
 * been painted. This adds `<link rel="modulepreload">` for that chunk and everything it imports
 * statically to index.html, so that it downloads in parallel with the page, as a static import
 * would. The first-load budget test counts these links.
 */
export function preloadDynamicEntry(moduleSuffix: string): Plugin {
  let base = './'
  return {
    name: 'preload-dynamic-entry',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle
        if (!bundle) return html
        const chunks = new Map(
          Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c]] : [])),
        )
        const start = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(moduleSuffix))
        if (!start) throw new Error(`preload-dynamic-entry: no chunk for ${moduleSuffix}`)
        const files = new Set<string>()
        const visit = (file: string) => {
          if (files.has(file)) return
          files.add(file)
          for (const dep of chunks.get(file)?.imports ?? []) visit(dep)
        }
        visit(start.fileName)
        return [...files]
          .filter((file) => !html.includes(`${base}${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          }))
      },
    },
  }
}
