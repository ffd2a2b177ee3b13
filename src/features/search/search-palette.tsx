import { Suspense, useLayoutEffect, useRef, type RefObject } from 'react'
import { useT } from '../../i18n/use-t'
import { SearchPageLink, SearchResults } from './search-results'
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
  returnTo,
}: {
  query: string
  onQuery: (query: string) => void
  onClose: () => void
  /** Where the reader was: dismissing the palette (not opening a result) takes them back there. */
  returnTo: RefObject<HTMLElement | null>
}) {
  const t = useT()
  const dialog = useRef<HTMLDialogElement>(null)
  const opened = useRef(false)
  const openResult = () => {
    opened.current = true
    dialog.current?.close()
  }
  // In the same task as the commit that replaces the early box (search-trigger.tsx): opened
  // later, a key typed in between would reach neither box and be lost.
  useLayoutEffect(() => {
    const box = dialog.current
    box?.showModal()
    return () => box?.close()
  }, [])
  return (
    // The mouse's way out; the keyboard's is Escape, which the dialog handles itself.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="search-palette search-scope"
      aria-labelledby="search-heading"
      onClose={() => {
        onClose()
        // The dialog gives the focus back to the early box, gone by now: put it where it was.
        if (!opened.current) queueMicrotask(() => returnTo.current?.focus())
      }}
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
            if (e.key === 'Enter') {
              opened.current = true
              first.click()
            } else first.focus()
          }
        }}
      />
      <p id="search-hint" className="muted search-hint">
        {t('search.hint')}
      </p>
      <Suspense fallback={<p className="loading">{t('search.loading')}</p>}>
        <SearchResults query={query} limit={6} onOpen={openResult} />
        {query.trim() && (
          <p className="search-all">
            <SearchPageLink query={query} onOpen={openResult} />
          </p>
        )}
      </Suspense>
    </dialog>
  )
}
