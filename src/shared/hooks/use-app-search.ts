import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useSyncExternalStore } from 'react'
import type { AppSearch } from '../../url/search-params'

const UNFILTERED: AppSearch = {}
const never = () => () => {}

/** Whether the address says anything: { kip: undefined } (a filter cleared) says nothing. */
const saysAnything = (search: AppSearch) => Object.values(search).some((v) => v !== undefined)

/**
 * The URL state (typed, with what could not be understood in `problems`) and an updater-style
 * setter: `update((s) => ({...s, kip: [1327]}))`.
 *
 * A page is written at build time without any query (a static file cannot know it), so while
 * the app takes a page over it renders that same unfiltered page, and applies the query right
 * after: the page on screen is adopted as it is, then filtered. A page opened without a query
 * (most are) has nothing to apply: it keeps the same state object, so the views are not rendered
 * again after the take-over (a long list's render is a long task on a phone).
 */
export function useAppSearch() {
  const url: AppSearch = useSearch({ strict: false })
  // False at build time and while the app takes the page over (React's server snapshot), then
  // whether the address has a query: unchanged, and so no render more, when it has none.
  const applies = useSyncExternalStore(
    never,
    () => saysAnything(url),
    () => false,
  )
  const search = applies ? url : UNFILTERED
  const navigate = useNavigate()
  const update = useCallback(
    (updater: (s: AppSearch) => AppSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: './', search: () => updater(url), replace: options.replace }),
    [navigate, url],
  )
  return { search, update }
}
