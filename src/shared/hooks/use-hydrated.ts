import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False while rendering at build time and while the app takes over the pre-rendered page, true
 * afterwards: what only the live app shows (long option lists) waits, so both renders match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
