import { useNavigate } from '@tanstack/react-router'
import { useCallback, useSyncExternalStore } from 'react'

const UNFILTERED = {}
const never = () => () => {}

/**
 * Whether the page applies its address's query: false at build time and while the app takes a
 * page over (React's server snapshot), then `says`. A page is written at build time without any
 * query (a static file cannot know it), so while the app takes it over it renders that same
 * unfiltered page, and applies the query right after: the page on screen is adopted as it is.
 */
export function useQueryApplies(says: boolean): boolean {
  return useSyncExternalStore(
    never,
    () => says,
    () => false,
  )
}

/**
 * A view's state on the URL, as its route reads it (typed, with what could not be understood in
 * `problems`), and an updater-style setter: `update((s) => ({...s, kip: [1327]}))`. The view
 * passes its route's search: `useViewSearch(useSearch({ from: '/$lang/jira' }))`.
 *
 * A page opened without a query (most are) has nothing to apply: it keeps the same state object,
 * so the view is not rendered again after the take-over (a long list's render is a long task on a
 * phone).
 */
export function useViewSearch<S extends object>(url: S) {
  const applies = useQueryApplies(Object.values(url).some((value) => value !== undefined))
  const search: Partial<S> = applies ? url : UNFILTERED
  const navigate = useNavigate()
  const update = useCallback(
    (updater: (s: S) => S, options: { replace?: boolean } = {}) =>
      void navigate({ to: './', search: () => updater(url), replace: options.replace }),
    [navigate, url],
  )
  return { search, update }
}
