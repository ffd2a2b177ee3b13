import { useEffect, useRef, useState } from 'react'

/** The value of the option that stands for several chosen values: never a real value. */
const SEVERAL = '\u0000several'

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
  several,
  any,
  options,
  onChange,
}: {
  label: string
  value: string
  /**
   * What the filter holds when it is several values, which one select cannot show chosen
   * ("KIP-1327, KIP-1332"): shown as the chosen option, so the control never says "any" while the
   * address filters.
   */
  several?: string
  /** The first option, for no filter: "Any week". */
  any: string
  options: readonly SelectOption[]
  /**
   * `replace`: whether this change should replace the history entry of the one before. Arrow keys
   * on a closed select change it at every step: the first change since the select was reached
   * pushes an entry, the ones after it replace that entry, so Back undoes the choice in one step.
   */
  onChange: (value: string, options: { replace: boolean }) => void
}) {
  const [reached, setReached] = useState(false)
  const moved = useRef(false)
  const reach = () => {
    moved.current = false
    setReached(true)
  }
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
        value={several === undefined ? value : SEVERAL}
        onFocus={reach}
        onPointerDown={() => setReached(true)}
        onChange={(e) => {
          onChange(e.target.value, { replace: moved.current })
          moved.current = true
        }}
      >
        <option value="">{any}</option>
        {several !== undefined && (
          <option value={SEVERAL} disabled>
            {several}
          </option>
        )}
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </label>
  )
}
