import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../../../src/app/query-client'
import { DataLoadError, type FetchJson } from '../../../src/data/data-source'
import { fileQuery, loadPaths } from '../../../src/data/file-queries'
import { dataPaths } from '../../../src/data/page-data-paths'
import { bundleFiles } from '../../../src/domain/files/bundles'
import { DATA_FILES } from '../../../src/domain/files/data-files'
import { splitDataset } from '../../../src/domain/files/split'
import { realDataset } from '../../helpers/datasets'

/** A query cache holding `keys`, started in that order; the last one still loading. */
function cacheWith(keys: readonly (readonly unknown[])[], loading: readonly unknown[]) {
  const queryClient = new QueryClient()
  for (const key of keys) queryClient.setQueryData(key, { some: 'data' })
  void queryClient.prefetchQuery({ queryKey: loading, queryFn: () => new Promise(() => {}) })
  return queryClient
}

describe('the data files a page names for its take-over', () => {
  const paths = ['weeks/2026-W20.json', 'kip-catalog.json', 'index.json', 'kips/1327.json']

  it('are the paths of the queries with data, whatever order they started in', () => {
    const one = dataPaths(
      cacheWith(
        paths.map((path) => [path]),
        ['jira.json'],
      ),
    )
    const other = dataPaths(
      cacheWith(
        [...paths].reverse().map((path) => [path]),
        ['jira.json'],
      ),
    )
    expect(one).toEqual(other)
    expect(one).toEqual([...paths].sort())
  })

  it('leave out the queries that are no data file (what a view derives from its files)', () => {
    const queryClient = cacheWith(
      [['index.json'], ['weeksLoaded'], ['filterSource', true, ''], ['opened', 'x.json']],
      ['jira.json'],
    )
    expect(dataPaths(queryClient)).toEqual(['index.json'])
  })
})

describe('the files named by a page, loaded by their paths', () => {
  const written = bundleFiles(splitDataset(realDataset()))
  const serving = (asked: string[]): FetchJson => {
    return async (path) => {
      asked.push(path)
      if (!written.has(path)) throw new DataLoadError(path, 'HTTP 404')
      return structuredClone(written.get(path))
    }
  }

  it('are each in the cache under the query a view asks for (the first screen’s and a view’s, bundled)', async () => {
    const asked: string[] = []
    const fetchJson = serving(asked)
    const queryClient = createQueryClient()
    const kip = 1327
    await loadPaths(queryClient, fetchJson, [
      DATA_FILES.index.path(),
      DATA_FILES.week.path('2026-W20'),
      DATA_FILES.kip.path(kip),
      DATA_FILES.kipStoryPage.path(kip, 1),
      'nothing-known.json',
    ])
    for (const query of [
      fileQuery(fetchJson, DATA_FILES.index),
      fileQuery(fetchJson, DATA_FILES.week, '2026-W20'),
      fileQuery(fetchJson, DATA_FILES.kip, kip),
      fileQuery(fetchJson, DATA_FILES.kipStoryPage, kip, 1),
    ])
      expect(queryClient.getQueryData(query.queryKey), String(query.queryKey)).toBeDefined()
    // The KIP's story and its first page are one bundle, asked for once; the unknown path never.
    expect(asked.sort()).toEqual(['index.json', 'kips/1312.json', 'weeks/2026-W20.json'])
    expect(queryClient.getQueryData(fileQuery(fetchJson, DATA_FILES.kip, kip).queryKey)).toEqual(
      splitDataset(realDataset()).get(DATA_FILES.kip.path(kip)),
    )
  })

  it('placed by another file: found with that file’s own query (a week’s titles, by the index)', async () => {
    const asked: string[] = []
    const fetchJson = serving(asked)
    const queryClient = createQueryClient()
    const titles = await queryClient.fetchQuery(
      fileQuery(fetchJson, DATA_FILES.searchThreadTitles, '2026-W20'),
    )
    expect(Object.keys(titles).length).toBeGreaterThan(0)
    expect(asked[0]).toBe('index.json')
    expect(asked[1]).toMatch(/^search\/titles\/.*--2026-W20\.json$/)
    expect(queryClient.getQueryData(fileQuery(fetchJson, DATA_FILES.index).queryKey)).toBeDefined()
  })
})
