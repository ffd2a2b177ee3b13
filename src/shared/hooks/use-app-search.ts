import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { AppSearch } from '../../url/search-params'
import { useHydrated } from './use-hydrated'

const UNFILTERED: AppSearch = {}

/**
 * The URL state (typed, with what could not be understood in `problems`) and an updater-style
 * setter: `update((s) => ({...s, kip: [1327]}))`.
 *
 * A page is written at build time without any query (a static file cannot know it), so while
 * the app takes a page over it renders that same unfiltered page, and applies the query right
 * after (useHydrated): the page on screen is adopted as it is, then filtered.
 */
export function useAppSearch() {
  const url = useSearch({ strict: false }) as AppSearch
  const search = useHydrated() ? url : UNFILTERED
  const navigate = useNavigate()
  const update = useCallback(
    (updater: (s: AppSearch) => AppSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: './', search: () => updater(url), replace: options.replace }),
    [navigate, url],
  )
  return { search, update }
}
