import { useEffect, useRef, useState } from 'react'

export interface SelectOption {
  value: string
  text: string
}

/**
 * A filter's <select> whose options are drawn the first time the reader reaches it (focus or
 * pointer), not with the page: ten years of weeks, KIPs and people are thousands of options that
 * most readers never open. Until then it holds "any" and the chosen option, so it reads the same
 * and a reader who tabs to it or clicks it finds every option there.
 */
export function OnDemandSelect({
  label,
  value,
  any,
  options,
  onChange,
}: {
  label: string
  value: string
  /** The first option, for no filter: "Any week". */
  any: string
  options: readonly SelectOption[]
  onChange: (value: string) => void
}) {
  const [reached, setReached] = useState(false)
  const reach = () => setReached(true)
  const select = useRef<HTMLSelectElement>(null)
  // Reached on the page written at build time, before the app took it over: it has the focus
  // already, so no focus event will come.
  useEffect(() => {
    if (select.current === document.activeElement) setReached(true)
  }, [])
  const shown = reached ? options : options.filter((option) => option.value === value)
  return (
    <label className="field">
      <span>{label}</span>
      <select
        ref={select}
        value={value}
        onFocus={reach}
        onPointerDown={reach}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{any}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </label>
  )
}
