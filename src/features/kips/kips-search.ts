import { getRouteApi } from '@tanstack/react-router'
import { useViewSearch } from '../../shared/hooks/use-view-search'

const kipListRoute = getRouteApi('/$lang/kips')
const kipCardsRoute = getRouteApi('/$lang/kips/cards')
const kipRoute = getRouteApi('/$lang/kips/$kip')

/** The KIP list's state on the URL, as its route reads it (src/app/routes/kips.tsx). */
export const useKipListSearch = () => useViewSearch(kipListRoute.useSearch())
/** The KIP cards' (src/app/routes/kip-cards.tsx). */
export const useKipCardsSearch = () => useViewSearch(kipCardsRoute.useSearch())
/** One KIP's (src/app/routes/kip.tsx). */
export const useKipSearch = () => useViewSearch(kipRoute.useSearch())
