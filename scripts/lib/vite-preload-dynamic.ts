import type { Plugin } from 'vite'

/**
 * src/main.tsx imports the app (src/app/start.tsx) dynamically, once the pre-rendered page has been
 * painted. This lists that chunk and everything it imports statically as
 * `<link rel="modulepreload">` inside `<template id="after-first-paint">` in index.html; main.tsx
 * puts them into the document when it starts the import, so that they all download at once
 * instead of one level of imports after another. Kept in a template, not in <head>: Chromium
 * downloads and compiles a modulepreload on the main thread as soon as it can, which lands on the
 * first paint (src/app/after-first-paint.ts). The first-load budget test counts these links, and
 * scripts/prerender.ts adds the first screen's data files to the same template.
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
        const slot = '<template id="after-first-paint">'
        if (!html.includes(slot))
          throw new Error(`preload-dynamic-entry: index.html has no ${slot}</template>`)
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
        const links = [...files]
          .filter((file) => !html.includes(`${base}${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
        return html.replace(slot, () => slot + links.join(''))
      },
    },
  }
}
