import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useDeferredValue, useMemo } from 'react'
import { useT } from '../../i18n/use-t'
import { useKipCatalog } from '../../data/kip-queries'
import { useCards, useIndex, useSearchIndex } from '../../data/queries'
import { KipLink, PersonLink, ThreadLink, WeekLink } from '../../shared/components/links'
import { useLang } from '../../shared/hooks/use-lang'
import {
  createSearchEngine,
  highlight,
  RESULT_KINDS,
  searchDocs,
  searchEverything,
  type SearchHit,
} from '../../shared/lib/search-engine'

/**
 * The results of a query, grouped by kind, for the palette and the results page alike. ↓ and ↑
 * move between the box and the results of the `.search-scope` around them.
 */

/**
 * The engine over the files the app has, built once they are there (null until then) and kept
 * with the page's data: opening the palette again, or the results page, does not index anew.
 */
function useEngine() {
  const index = useIndex()
  const catalog = useKipCatalog()
  const cards = useCards().data
  const threadText = useSearchIndex(true).data
  const engine = useQuery({
    queryKey: ['searchEngine'],
    enabled: Boolean(cards && threadText),
    queryFn: () =>
      createSearchEngine(searchDocs({ index, cards: cards!, threadText: threadText!, catalog })),
    structuralSharing: false,
  })
  return engine.data ?? null
}

export function SearchResults({
  query,
  limit,
  onOpen,
}: {
  query: string
  /** At most this many results of each kind. */
  limit: number
  /** A result was opened (the palette closes). */
  onOpen?: () => void
}) {
  const t = useT()
  const index = useIndex()
  const engine = useEngine()
  // Typing stays quick: the results follow the box as soon as they can.
  const deferred = useDeferredValue(query)
  const hits = useMemo(
    () => (engine ? searchEverything(engine, index.weeks, deferred, limit) : null),
    [engine, index.weeks, deferred, limit],
  )
  if (!hits) return <p className="loading">{t('search.loading')}</p>
  if (!deferred.trim()) return null
  const total = RESULT_KINDS.reduce((n, kind) => n + hits[kind].length, 0)
  return (
    // ↓ and ↑ from any result: the links themselves are the interactive elements.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="search-results"
      onKeyDown={(e) => {
        if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
        const links = [
          ...(e.currentTarget
            .closest('.search-scope')
            ?.querySelectorAll<HTMLElement>('.search-input, .search-result a') ?? []),
        ]
        const at = links.indexOf(document.activeElement as HTMLElement)
        const next = links[at + (e.key === 'ArrowDown' ? 1 : -1)]
        if (!next) return
        e.preventDefault()
        next.focus()
      }}
    >
      <p className="search-count" role="status">
        {t('search.count', { count: total })}
      </p>
      {RESULT_KINDS.filter((kind) => hits[kind].length > 0).map((kind) => (
        <section key={kind} aria-labelledby={`search-${kind}`}>
          <h3 id={`search-${kind}`}>{t(`search.kind.${kind}`)}</h3>
          <ul>
            {hits[kind].map((hit) => (
              <ResultItem key={hit.target} hit={hit} query={deferred} onOpen={onOpen} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

/** One result: a link to its page, the words found marked. */
function ResultItem({
  hit,
  query,
  onOpen,
}: {
  hit: SearchHit
  query: string
  onOpen?: () => void
}) {
  const lang = useLang()
  const body = highlight(hit.label[lang], query).map(([part, marked], i) =>
    marked ? <mark key={i}>{part}</mark> : <span key={i}>{part}</span>,
  )
  return (
    // The link's click (a mouse, or Enter on it) bubbles here once the link has navigated.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <li className="search-result" onClick={onOpen}>
      {hit.kind === 'kip' && (
        <KipLink kip={Number(hit.target)} className="search-link">
          {body}
        </KipLink>
      )}
      {hit.kind === 'thread' && (
        <ThreadLink id={hit.target} className="search-link">
          {body}
        </ThreadLink>
      )}
      {hit.kind === 'person' && (
        <PersonLink id={hit.target} className="search-link">
          {body}
        </PersonLink>
      )}
      {hit.kind === 'week' && (
        <WeekLink id={hit.target} className="search-link">
          {body}
        </WeekLink>
      )}
    </li>
  )
}

/** The results page of a query: every result, the query in its address, to share. */
export function SearchPageLink({ query, onOpen }: { query: string; onOpen?: () => void }) {
  const t = useT()
  const lang = useLang()
  return (
    <Link to="/$lang/search/" params={{ lang }} search={{ q: query }} onClick={onOpen}>
      {t('search.all', { query: query.trim() })}
    </Link>
  )
}
