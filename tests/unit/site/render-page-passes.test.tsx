// @vitest-environment node
/**
 * The pre-render renders a page again while what it shows is still on its way (the code of a
 * lazy view, a query a view starts itself): a page is never written with a loading line in it.
 * Its own file, so that the lazy views start out not downloaded, as in the build's processes.
 */
import { describe, expect, it } from 'vitest'
import { renderPage, type Manifest } from '../../../src/app/render-page'
import { bundledReader } from '../../../src/domain/files/bundles'
import { decodeFile } from '../../../src/domain/files/check'
import type { WeekBundle } from '../../../src/domain/files/schemas'
import type { KipCatalogRow } from '../../../src/domain/kip-catalog'
import { DATA_FILES } from '../../../src/domain/files/data-files'
import { sitePages } from '../../../src/app/site-pages'
import { realDataset } from '../../helpers/datasets'
import { memoryFetch } from '../../helpers/render-app'

const manifest: Manifest = { routes: {} }
const real = memoryFetch(realDataset())
const LOADING = /class="loading/
/** A boundary the server left for the browser to render (React logs error #419 when hydrating it). */
const CLIENT_RENDERED = '<!--$!-->'

describe('a page is rendered whole, however its data and code arrive', () => {
  it('the timeline and a week, rendered first, hold their export control, not a boundary left to the browser', async () => {
    for (const path of ['/en/', '/zh/week/2026-W20/']) {
      const { html } = await renderPage(path, real, manifest)
      expect(html, path).not.toContain(CLIENT_RENDERED)
      expect(html, path).toContain('export-menu')
    }
  })

  it('two pages of a view whose code is not there yet, rendered side by side, are both whole', async () => {
    const [zh, en] = await Promise.all([
      renderPage('/zh/kips/1327/', real, manifest),
      renderPage('/en/kips/1327/', real, manifest),
    ])
    for (const page of [zh, en]) {
      expect(page.html).toContain('Prevent Hot Data Loss')
      expect(page.html).not.toMatch(LOADING)
    }
  })

  it('the KIP cards hold every card’s positions, which each card loads itself', async () => {
    const { html } = await renderPage('/en/kips/cards/', real, manifest)
    expect(html).toContain('KIP-1327')
    // Positions are in the cards' stories (kips/<n>.json), not in the list's own file.
    expect(html).toContain('Jun Rao')
    expect(html).not.toMatch(LOADING)
  })

  it('the KIP list holds its first page of the catalogue, which its route loads', async () => {
    const { html } = await renderPage('/en/kips/', real, manifest)
    expect(html).toContain('1324 KIPs')
    expect(html).toContain('KIP-1371')
    expect(html).not.toMatch(LOADING)
  })
})

describe('a page is rendered once: its route loads what it shows', () => {
  /** The site's pages, one of each kind: its first segments after the language, a number as "#". */
  async function onePageOfEachKind(): Promise<string[]> {
    // The files by their own paths, as the build's page list reads them out of their bundles.
    const read = bundledReader(real)
    const index = decodeFile('index', DATA_FILES.index.path(), await read(DATA_FILES.index.path()))
    const weeks = (await Promise.all(
      index.weeks.map((w) => read(DATA_FILES.week.path(w.id))),
    )) as WeekBundle[]
    const catalog = (await read(DATA_FILES.catalog.path())) as KipCatalogRow[]
    const pages = sitePages(
      index,
      weeks.flatMap((w) => w.threads.map((t) => t.id)),
      catalog.map((row) => row.kip),
    )
    const kinds = new Map<string, string>()
    for (const path of pages) {
      const [, view = '', id, part] = path.split('/').filter(Boolean)
      const kind = [view, id && (/^\d+$/.test(id) ? '#' : 'id'), part].filter(Boolean).join('/')
      if (!kinds.has(kind)) kinds.set(kind, path)
    }
    return [...kinds.values()]
  }

  it('every kind of page but the KIP cards, whose cards load their own stories', async () => {
    const paths = await onePageOfEachKind()
    // Home, the views, a week, its edition, a thread, a KIP, a person: not a page left out.
    expect(paths.length).toBeGreaterThanOrEqual(12)
    // Two pages a language: the build renders them a few times, as their cards ask.
    const once = paths.filter((path) => !path.endsWith('/kips/cards/'))
    expect(once).toHaveLength(paths.length - 1)
    for (const path of once) {
      // The first render of a view also waits for its code, as each build process's first does.
      await renderPage(path, real, manifest)
      const { renders } = await renderPage(path, real, manifest)
      expect({ path, renders }).toEqual({ path, renders: 1 })
    }
  })
})
