import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { formatWeek } from '../../i18n/format'
import { useT } from '../../i18n/use-t'
import { useFetchJson } from '../../data/data-source'
import { fileQuery } from '../../data/file-queries'
import { useIndex } from '../../data/queries'
import { FILES } from '../../domain/files/descriptors'
import { StatusBadge } from '../../shared/components/badges'
import { threadSnippet } from '../../domain/search/thread-snippet'
import { weekOfThread } from '../../domain/thread-ids'
import { indexSource, titleSource } from '../../data/search-queries'
import { KipLink, PersonLink, ThreadLink, WeekLink } from '../../shared/components/links'
import { useLang } from '../../shared/hooks/use-lang'
import {
  highlight,
  localEngine,
  searchEverything,
  type ResultKind,
  type SearchHit,
} from '../../domain/search/engine'

/**
 * The results of a query, grouped by kind, for the palette and the results page alike. ↓ and ↑
 * move between the box and the results of the `.search-scope` around them.
 */

/**
 * A query's results, with the query they are of: while the next key's shards load, the last
 * results stay (marked with their own query), never a loading line between two keys.
 */
function useResults(query: string, limit: number) {
  const index = useIndex()
  const queryClient = useQueryClient()
  const fetchJson = useFetchJson()
  const local = useMemo(() => localEngine(index), [index])
  const q = query.trim()
  return useQuery({
    queryKey: ['searchResults', q, limit],
    enabled: q !== '',
    queryFn: async () => {
      const sources = {
        index: await indexSource(queryClient, fetchJson),
        titles: titleSource(queryClient, fetchJson),
        local,
        weeks: index.weeks,
      }
      return { query: q, ...(await searchEverything(sources, q, limit)) }
    },
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    structuralSharing: false,
  })
}

export function SearchResults({
  query,
  limit,
  onOpen,
  onMore,
}: {
  query: string
  /** At most this many results of each kind. */
  limit: number
  /** A result was opened (the palette closes). */
  onOpen?: () => void
  /** Where given, a kind with more results than shown offers to show them all. */
  onMore?: () => void
}) {
  const t = useT()
  const results = useResults(query, limit)
  if (!query.trim()) return null
  if (results.error) return <p role="alert">{t('search.failed')}</p>
  if (!results.data) return <p className="loading">{t('search.loading')}</p>
  const { hits, totals, order, query: shown } = results.data
  const total = order.reduce((n, kind) => n + totals[kind], 0)
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
      {order
        .filter((kind) => hits[kind].length > 0)
        .map((kind) => (
          <section key={kind} aria-labelledby={`search-${kind}`}>
            <h3>
              <span id={`search-${kind}`}>{t(`search.kind.${kind}`)}</span>
              <span className="muted">{t('search.total', { count: totals[kind] })}</span>
            </h3>
            <ul>
              {hits[kind].map((hit) => (
                <ResultItem key={hit.target} hit={hit} query={shown} onOpen={onOpen} />
              ))}
            </ul>
            {onMore && totals[kind] > hits[kind].length && (
              <MoreButton
                kind={kind}
                shown={hits[kind].length}
                total={totals[kind]}
                onMore={onMore}
              />
            )}
          </section>
        ))}
    </div>
  )
}

function MoreButton({
  kind,
  shown,
  total,
  onMore,
}: {
  kind: ResultKind
  shown: number
  total: number
  onMore: () => void
}) {
  const t = useT()
  return (
    <button type="button" className="search-more" onClick={onMore}>
      {t('search.showMore', { shown, count: total, kind: t(`search.kind.${kind}`) })}
    </button>
  )
}

/** The words a query matches, marked. */
function Marked({ text, query }: { text: string; query: string }) {
  return highlight(text, query).map(([part, marked], i) =>
    marked ? <mark key={i}>{part}</mark> : <span key={i}>{part}</span>,
  )
}

/**
 * What tells a thread apart from others of its title: its week at once, then, once its week's
 * file is in, its status and where the query matched (whose position, or the summary).
 */
function ThreadContext({ id, query }: { id: string; query: string }) {
  const t = useT()
  const lang = useLang()
  const fetchJson = useFetchJson()
  const { people } = useIndex()
  const aliases = useMemo(() => new Map(people.map((p) => [p.id, p.aliases])), [people])
  const week = weekOfThread(id)
  const bundle = useQuery({
    ...fileQuery(fetchJson, FILES.week, week ?? ''),
    enabled: week !== undefined,
  })
  const thread = bundle.data?.threads.find((th) => th.id === id)
  const snippet = thread && threadSnippet(thread, query, lang, (p) => aliases.get(p) ?? [])
  return (
    <span className="search-context">
      <span className="search-meta">
        {week && <span className="muted">{formatWeek(week, lang, 'short')}</span>}
        {thread && <StatusBadge status={thread.status} unsure={thread.statusBasis === 'unsure'} />}
      </span>
      {snippet && (
        <span className="search-snippet">
          {snippet.person && (
            <span className="search-snippet-person">
              <Marked text={snippet.person} query={query} />
              {t('search.colon')}
            </span>
          )}
          {snippet.place !== 'position' && (
            <span className="search-snippet-person">{t(`search.place.${snippet.place}`)}</span>
          )}{' '}
          <Marked text={snippet.text} query={query} />
        </span>
      )}
    </span>
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
  const body = <Marked text={hit.label[lang]} query={query} />
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
        <>
          <ThreadLink id={hit.target} className="search-link">
            {body}
          </ThreadLink>
          <ThreadContext id={hit.target} query={query} />
        </>
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
