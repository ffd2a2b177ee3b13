import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { AppSearch } from '../../url/search-params'

/**
 * The URL state (typed, with what could not be understood in `problems`) and an updater-style
 * setter: `update((s) => ({...s, kip: [1327]}))`.
 */
export function useAppSearch() {
  const search = useSearch({ strict: false }) as AppSearch
  const navigate = useNavigate()
  const update = useCallback(
    (updater: (s: AppSearch) => AppSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: './', search: () => updater(search), replace: options.replace }),
    [navigate, search],
  )
  return { search, update }
}
