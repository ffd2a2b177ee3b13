import { Suspense, useDeferredValue, useEffect, useMemo, useRef } from 'react'
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
} from './search-engine'
import './search-palette.css'

/**
 * The search palette: a modal dialog with one box over threads, KIPs, people and weeks. Results
 * come grouped by kind, the words found marked; ↓ and ↑ move between the box and the results,
 * Enter opens one (never while an input method is still choosing a character), Escape closes.
 */
export function SearchPalette({
  query,
  onQuery,
  onClose,
}: {
  query: string
  onQuery: (query: string) => void
  onClose: () => void
}) {
  const t = useT()
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const box = dialog.current
    box?.showModal()
    return () => box?.close()
  }, [])
  return (
    // The mouse's way out; the keyboard's is Escape, which the dialog handles itself.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="search-palette"
      aria-labelledby="search-heading"
      onClose={onClose}
      // A click on the backdrop (outside the box) closes it.
      onClick={(e) => e.target === dialog.current && dialog.current.close()}
    >
      <h2 id="search-heading" className="visually-hidden">
        {t('search.heading')}
      </h2>
      <input
        type="search"
        className="search-input"
        aria-label={t('search.label')}
        aria-describedby="search-hint"
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        onKeyDown={(e) => {
          // Enter that confirms an input method's candidate belongs to the input method.
          if (e.nativeEvent.isComposing || e.keyCode === 229) return
          // Escape in a search box only clears it: here it closes the palette, as anywhere in it.
          if (e.key === 'Escape') {
            e.preventDefault()
            dialog.current?.close()
            return
          }
          if (e.key === 'ArrowDown' || e.key === 'Enter') {
            const first = dialog.current?.querySelector<HTMLAnchorElement>('.search-result a')
            if (!first) return
            e.preventDefault()
            if (e.key === 'Enter') first.click()
            else first.focus()
          }
        }}
      />
      <p id="search-hint" className="muted search-hint">
        {t('search.hint')}
      </p>
      <Suspense fallback={<p className="loading">{t('search.loading')}</p>}>
        <SearchResults query={query} onOpen={() => dialog.current?.close()} />
      </Suspense>
    </dialog>
  )
}

function useEngine() {
  const index = useIndex()
  const catalog = useKipCatalog()
  const cards = useCards().data
  const threadText = useSearchIndex(true).data
  return useMemo(
    () =>
      cards && threadText
        ? createSearchEngine(searchDocs({ index, cards, threadText, catalog }))
        : null,
    [index, catalog, cards, threadText],
  )
}

function SearchResults({ query, onOpen }: { query: string; onOpen: () => void }) {
  const t = useT()
  const index = useIndex()
  const engine = useEngine()
  // Typing stays quick: the results follow the box as soon as they can.
  const deferred = useDeferredValue(query)
  const hits = useMemo(
    () => (engine ? searchEverything(engine, index.weeks, deferred) : null),
    [engine, index.weeks, deferred],
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
            .closest('dialog')
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

/** One result: a link to its page, the words found marked; opening it closes the palette. */
function ResultItem({ hit, query, onOpen }: { hit: SearchHit; query: string; onOpen: () => void }) {
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
