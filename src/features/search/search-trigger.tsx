import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { LiveButton } from '../../shared/components/live-button'

// The palette, its engine and its data load the first time it opens, never with the first screen.
const SearchPalette = lazy(() =>
  import('./search-palette').then((m) => ({ default: m.SearchPalette })),
)

/** Whether a key press belongs to what has the focus (typing "/" in a box is typing). */
function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
}

/** The header's search button; Ctrl+K, ⌘K or "/" anywhere open the same palette. */
export function SearchTrigger() {
  const t = useT()
  const [open, setOpen] = useState(false)
  // The box's text lives here, so that what is typed while the palette's code is on its way is
  // kept: the early box below takes it, the palette goes on with it.
  const [query, setQuery] = useState('')
  // Where the reader was when the palette opened: dismissing it takes them back there.
  const returnTo = useRef<Element | null>(null)
  const openPalette = () => {
    returnTo.current = document.activeElement
    setOpen(true)
  }
  const closePalette = (reason: 'dismissed' | 'opened') => {
    setOpen(false)
    setQuery('')
    // The dialog gives the focus back to the early box, gone by now: put it where it was.
    const back = returnTo.current
    if (reason === 'dismissed' && back instanceof HTMLElement && back.isConnected)
      queueMicrotask(() => back.focus())
  }
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const shortcut =
        ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') ||
        (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typingIn(e.target))
      if (!shortcut || e.isComposing) return
      e.preventDefault()
      returnTo.current = document.activeElement
      setOpen(true)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  return (
    <>
      <LiveButton className="search-button" aria-haspopup="dialog" onClick={openPalette}>
        {t('search.open')} <kbd aria-hidden="true">/</kbd>
      </LiveButton>
      {open && (
        <Suspense
          fallback={
            <input
              type="search"
              className="search-early"
              aria-label={t('search.label')}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the reader asked for the box
              autoFocus
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              // Escape before the palette is there: the reader changed their mind.
              onKeyDown={(e) => e.key === 'Escape' && closePalette('dismissed')}
            />
          }
        >
          <SearchPalette query={query} onQuery={setQuery} onClose={closePalette} />
        </Suspense>
      )}
    </>
  )
}
