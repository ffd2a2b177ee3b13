import { useSearch } from '@tanstack/react-router'
import { useViewSearch } from '../../shared/hooks/use-view-search'

/** The timeline's state on the URL, as its route reads it (src/app/routes/timeline.tsx). */
export const useTimelineSearch = () => useViewSearch(useSearch({ from: '/$lang/' }))
