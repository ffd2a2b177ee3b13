import { useEffect, useRef } from 'react'

/**
 * The free-text box. On the pre-rendered page a reader may type before the app has taken over:
 * those keys reach the box but no handler, so once the app runs it takes up what is there.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string
  placeholder: string
  value: string
  onChange: (q: string) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  const typedEarly = useRef(onChange)
  useEffect(() => {
    const early = input.current?.value ?? ''
    if (early !== value) typedEarly.current(early)
    // Only once, when the app takes over: afterwards React owns the box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <label className="field field-search">
      <span>{label}</span>
      <input
        ref={input}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  )
}
