// @vitest-environment jsdom
/**
 * A pre-rendered page names the data files it was rendered from, and the browser asks for them
 * as soon as it has painted, handing the answers to the app (src/data/page-data-files.ts,
 * src/data/data-source.tsx): the app then asks the network for none of them again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderPage, type Manifest } from '../../../src/app/render-page'
import { finishPage } from '../../../scripts/lib/finish-page'
import { askForPageData, pageDataFiles } from '../../../src/data/page-data-files'
import { fetchFromServer } from '../../../src/data/data-source'
import { bundleOf } from '../../../src/domain/files/bundles'
import { DATA_FILES } from '../../../src/domain/files/data-files'
import { rootFrom } from '../../../src/url/site-paths'
import { realDataset, threeWeeksDataset } from '../../helpers/datasets'
import { memoryFetch } from '../../helpers/render-app'

const manifest: Manifest = { routes: { __root__: { css: [], preloads: [], scripts: [] } } }
const real = memoryFetch(realDataset())

/** The page as the build writes it, parsed by the browser (jsdom). */
async function writtenPage(path: string, fetchJson = real): Promise<Document> {
  const { html, dataFiles } = await renderPage(path, fetchJson, manifest)
  return new DOMParser().parseFromString(
    finishPage(`<!doctype html>${html}`, { base: rootFrom(path), dataFiles }),
    'text/html',
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('the data files a page names', () => {
  it('are those it was rendered from: the index and its week, for a thread', async () => {
    const doc = await writtenPage('/en/thread/2026-W20-kip-1327/')
    expect(pageDataFiles(doc)).toEqual(
      expect.arrayContaining(['index.json', 'weeks/2026-W20.json']),
    )
    // Never a file the page did not read: the timeline's cross-week cards are a filter's.
    expect(pageDataFiles(doc)).not.toContain('threads.json')
  })

  it('keep any person id as written, Chinese included', async () => {
    // A made-up person of the three-weeks fixture.
    const doc = await writtenPage('/zh/people/王小测/', memoryFetch(threeWeeksDataset()))
    expect(pageDataFiles(doc)).toContain(bundleOf(DATA_FILES.person.path('王小测')))
    expect(pageDataFiles(doc)).toContain(bundleOf(DATA_FILES.personPage.path('王小测', 1)))
  })

  it('are asked for at once, and the app uses each answer once, then asks again', async () => {
    const doc = await writtenPage('/en/')
    const answer = () => new Response(JSON.stringify({ from: 'network' }))
    const fetch = vi.fn(() => Promise.resolve(answer()))
    vi.stubGlobal('fetch', fetch)
    const early = askForPageData(doc)
    const named = pageDataFiles(doc)
    expect(named.length).toBeGreaterThan(1)
    expect(fetch).toHaveBeenCalledTimes(named.length)
    const fetchJson = fetchFromServer(early)
    for (const path of named) await fetchJson(path)
    expect(fetch).toHaveBeenCalledTimes(named.length)
    // A retry (the answer was used) goes to the network.
    await fetchJson(named[0]!)
    expect(fetch).toHaveBeenCalledTimes(named.length + 1)
    expect(fetch).toHaveBeenLastCalledWith(`./data/${named[0]}`)
  })

  it('an answer that failed is the app’s error to show, with the file named', async () => {
    const fetchJson = fetchFromServer(
      new Map([['index.json', Promise.reject(new TypeError('offline'))]]),
    )
    await expect(fetchJson('index.json')).rejects.toThrow('index.json: network error')
  })
})
