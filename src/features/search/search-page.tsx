import { useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { useViewSearch } from '../../shared/hooks/use-view-search'
import { SearchResults } from './search-results'
import './search-palette.css'

/** The results page's state on the URL, as its route reads it (src/app/routes/search.tsx). */
const useSearchPageSearch = () => useViewSearch(useSearch({ from: '/$lang/search' }))

/** Results of each kind the page shows at first, and how many more each "Show more" adds. */
const PAGE = 30
const MORE = 100

/**
 * The results page: the query in the address (`search/?q=…`), so that a search can be shared and
 * opened fresh; every kind of result, more of each than the palette shows, and all on demand.
 */
export function SearchPage() {
  const t = useT()
  const { search, update } = useSearchPageSearch()
  const query = search.q ?? ''
  // How many of each kind, for the query it was raised for: a new query starts again.
  const [limit, setLimit] = useState({ query, count: PAGE })
  const count = limit.query === query ? limit.count : PAGE
  return (
    <section className="search-page search-scope" aria-labelledby="search-page-heading">
      <h1 id="search-page-heading">{t('search.heading')}</h1>
      <input
        type="search"
        className="search-input"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={query}
        // Each key replaces the address: Back leaves the search, not the last letter.
        onChange={(e) =>
          update((s) => ({ ...s, q: e.target.value || undefined }), { replace: true })
        }
      />
      <p className="muted search-hint">{t('search.pageHint')}</p>
      {query.trim() && (
        <SearchResults
          query={query}
          limit={count}
          onMore={() => setLimit({ query, count: count + MORE })}
        />
      )}
    </section>
  )
}
