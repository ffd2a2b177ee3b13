import type { Manifest } from '../../src/app/render-page'

/**
 * A made-up client build's files, as the pre-render reads them from Vite's manifest
 * (scripts/lib/client-manifest.ts): a stylesheet, a preloaded chunk and the entry. Tests that
 * render pages use it; no file behind it exists.
 */
export const PAGE_MANIFEST: Manifest = {
  routes: {
    __root__: {
      css: ['assets/app.css'],
      preloads: ['assets/chunk.js'],
      scripts: [{ attrs: { type: 'module', src: 'assets/entry.js' } }],
    },
  },
}
