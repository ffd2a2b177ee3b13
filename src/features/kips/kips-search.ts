import { useSearch } from '@tanstack/react-router'
import { useViewSearch } from '../../shared/hooks/use-view-search'

/** The KIP list's state on the URL, as its route reads it (src/app/routes/kips.tsx). */
export const useKipListSearch = () => useViewSearch(useSearch({ from: '/$lang/kips' }))
/** The KIP cards' (src/app/routes/kip-cards.tsx). */
export const useKipCardsSearch = () => useViewSearch(useSearch({ from: '/$lang/kips/cards' }))
/** One KIP's (src/app/routes/kip.tsx). */
export const useKipSearch = () => useViewSearch(useSearch({ from: '/$lang/kips/$kip' }))
