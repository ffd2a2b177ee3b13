import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { AppSearch } from '../../url/search-params'

/** The typed URL state and an updater-style setter: `update((s) => ({...s, kips: [1327]}))`. */
export function useAppSearch() {
  const search = useSearch({ strict: false }) as AppSearch
  const navigate = useNavigate()
  const update = useCallback(
    (updater: (s: AppSearch) => AppSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '.', search: (s: AppSearch) => updater(s), replace: options.replace }),
    [navigate],
  )
  return { search, update }
}
