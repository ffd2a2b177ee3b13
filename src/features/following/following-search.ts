import { useSearch } from '@tanstack/react-router'
import { useViewSearch } from '../../shared/hooks/use-view-search'

/** The following page's state on the URL, as its route reads it (src/app/routes/following.tsx). */
export const useFollowingSearch = () => useViewSearch(useSearch({ from: '/$lang/following' }))
