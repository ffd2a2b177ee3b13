import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { typedSearch, type AppSearch } from '../../url/search-params'

/**
 * The typed URL state and an updater-style setter: `update((s) => ({...s, kips: [1327]}))`.
 * The updater gets the validated state (the router's own `prev` may be the raw address bar).
 */
export function useAppSearch() {
  const merged = useSearch({ strict: false }) as Record<string, unknown>
  const search = useMemo(() => typedSearch(merged), [merged])
  const navigate = useNavigate()
  const update = useCallback(
    (updater: (s: AppSearch) => AppSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '.', search: () => updater(search), replace: options.replace }),
    [navigate, search],
  )
  return { search, update }
}
