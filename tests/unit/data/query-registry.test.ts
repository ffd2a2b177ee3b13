import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { dataKeys } from '../../../src/data/query-registry'

/** A query cache holding `keys`, started in that order; the last one still loading. */
function cacheWith(keys: readonly (readonly unknown[])[], loading: readonly unknown[]) {
  const queryClient = new QueryClient()
  for (const key of keys) queryClient.setQueryData(key, { some: 'data' })
  void queryClient.prefetchQuery({ queryKey: loading, queryFn: () => new Promise(() => {}) })
  return queryClient
}

describe('the data keys a page names for its take-over', () => {
  const keys = [['week', '2026-W20'], ['catalog'], ['index'], ['kip', 1327]] as const

  it('are those with data, whatever order their queries started in', () => {
    const one = dataKeys(cacheWith(keys, ['jira']))
    const other = dataKeys(cacheWith([...keys].reverse(), ['jira']))
    expect(one).toEqual(other)
    expect(one).toHaveLength(keys.length)
    expect(one).toEqual(expect.arrayContaining(keys.map((key) => [...key])))
  })
})
