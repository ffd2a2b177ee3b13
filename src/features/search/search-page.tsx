import { useT } from '../../i18n/use-t'
import { useAppSearch } from '../../shared/hooks/use-app-search'
import { SearchResults } from './search-results'
import './search-palette.css'

/**
 * The results page: the query in the address (`search/?q=…`), so that a search can be shared and
 * opened fresh; every kind of result, more of each than the palette shows.
 */
export function SearchPage() {
  const t = useT()
  const { search, update } = useAppSearch()
  const query = search.q ?? ''
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
      {query.trim() && <SearchResults query={query} limit={30} />}
    </section>
  )
}
