import { useId, useState } from 'react'
import { useT } from '../../i18n/use-t'

const normalize = (text: string) => text.trim().replace(/\s+/g, ' ')

/**
 * The name search. The URL keeps the query trimmed, so the box keeps what is being typed
 * ("Matthias " with its space) and follows the URL only when it changes from elsewhere (Back).
 */
export function PeopleSearchBox({ q, onChange }: { q: string; onChange: (q: string) => void }) {
  const t = useT()
  const id = useId()
  const [text, setText] = useState(q)
  const [seenQ, setSeenQ] = useState(q)
  if (q !== seenQ) {
    setSeenQ(q)
    if (normalize(text) !== q) setText(q)
  }
  return (
    <div className="field people-search">
      <label htmlFor={id}>{t('people.search')}</label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={t('people.searchPlaceholder')}
        onChange={(e) => {
          setText(e.target.value)
          onChange(normalize(e.target.value))
        }}
      />
    </div>
  )
}
