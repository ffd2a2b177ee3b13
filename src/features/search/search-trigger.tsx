import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { LiveButton } from '../../shared/components/live-button'

// The palette, its engine and its data load the first time it opens, never with the first screen.
const SearchPalette = lazy(() =>
  import('./search-palette').then((m) => ({ default: m.SearchPalette })),
)

/** Whether a key press belongs to what has the focus (typing "/" in a box is typing). */
function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.matches('select,:read-write')
}

/** The header's search button; Ctrl+K, ⌘K or "/" anywhere open the same palette. */
export function SearchTrigger() {
  const t = useT()
  const [open, setOpen] = useState(false)
  // The box's text lives here, so that what is typed while the palette's code is on its way is
  // kept: the early box below takes it, the palette goes on with it.
  const [query, setQuery] = useState('')
  // Where the reader was when the palette opened (the early box takes the focus from it):
  // dismissing the palette takes them back there.
  const returnTo = useRef<HTMLElement>(null)
  const close = () => {
    setOpen(false)
    setQuery('')
  }
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const shortcut =
        ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') ||
        (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typingIn(e.target))
      if (!shortcut || e.isComposing) return
      e.preventDefault()
      setOpen(true)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  return (
    <>
      <LiveButton className="search-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
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
              onFocus={(e) => (returnTo.current = e.relatedTarget as HTMLElement)}
              // Escape before the palette is there: the reader changed their mind.
              onKeyDown={(e) => e.key === 'Escape' && (close(), returnTo.current?.focus())}
            />
          }
        >
          <SearchPalette query={query} onQuery={setQuery} onClose={close} returnTo={returnTo} />
        </Suspense>
      )}
    </>
  )
}
