import { useEffect, useId, useRef, useState } from 'react'
import type { SelectOption } from '../../lib/option-match'
import { lazyView } from '../lazy-view'

export type { SelectOption }

export interface ComboboxProps {
  label: string
  /** The chosen option's value; '' for none ("any"). */
  value: string
  /**
   * What the filter holds when it is several values, which one field cannot show as one option
   * ("KIP-1327, KIP-1332"): the field shows it, so that it never says "any" while the address
   * filters.
   */
  several?: string
  /** What an empty field means, and the first option, which empties it: "Any week". */
  any: string
  options: readonly SelectOption[]
  onChange: (value: string) => void
}

/** The ids that tie the field's parts together, the same before and after it comes alive. */
export interface ComboboxIds {
  input: string
  label: string
  menu: string
}

/** The still field as the reader left it when the live one replaced it. */
export interface Reached {
  /** What it holds: the chosen option's text, or what the reader typed over it. */
  draft: string
  /** Whether a pointer reached it (which opens the list; the Tab key only arrives). */
  open: boolean
  /** Whether it still has the focus. */
  focused: boolean
}

const LiveCombobox = lazyView('Combobox', () =>
  import('./live-combobox').then((m) => m.LiveCombobox),
)

/** Starts downloading the comboboxes' code: when a reader comes near the fields. */
export const preloadCombobox = LiveCombobox.preload

/**
 * A filter's combobox (week, KIP, person): a text field that lists the options matching what is
 * typed (live-combobox.tsx, downshift's useCombobox). Its code and its options are drawn the first
 * time a reader reaches it: ten years of weeks, KIPs and people are thousands of options that
 * most readers never open. Until then, and until its code has arrived, it is a still field showing
 * the chosen option, which reads the same in the page written at build time; what the reader
 * types into it meanwhile is kept.
 */
export function ComboboxField(props: ComboboxProps) {
  const id = useId()
  const ids: ComboboxIds = {
    input: `${id}input`,
    label: `${id}label`,
    menu: `${id}menu`,
  }
  const [reached, setReached] = useState<Reached>()
  const [live, setLive] = useState(false)
  const chosen = props.several ?? props.options.find((o) => o.value === props.value)?.text ?? ''
  const reach = (how: Partial<Reached>) => {
    setReached((before) => ({ draft: chosen, open: false, focused: true, ...before, ...how }))
    // Never rejects; a failure to load shows when the live field renders (lazyView).
    void preloadCombobox().then(() => setLive(true))
  }
  if (reached && live) return <LiveCombobox {...props} ids={ids} reached={reached} />
  return (
    <StillCombobox
      ids={ids}
      label={props.label}
      any={props.any}
      text={reached?.draft ?? chosen}
      onReach={reach}
    />
  )
}

/**
 * The field before it is live: the same label and box as the live one, with nothing to list.
 * Reaching it (focus) brings it alive.
 */
function StillCombobox({
  ids,
  label,
  any,
  text,
  onReach,
}: {
  ids: ComboboxIds
  label: string
  any: string
  text: string
  onReach: (how: Partial<Reached>) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  // A pointer opens the list; the Tab key only arrives.
  const pointer = useRef(false)
  // Reached on the page written at build time, before the app took it over: it has the focus
  // already (and maybe what the reader typed), so no focus event will come. The reader has been
  // waiting in it: its list opens.
  useEffect(() => {
    const field = input.current
    if (field && field === document.activeElement) onReach({ draft: field.value, open: true })
    // Only once, when the app takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div className="field combobox">
      <label id={ids.label} htmlFor={ids.input}>
        {label}
      </label>
      <div className="combobox-control">
        <input
          ref={input}
          id={ids.input}
          role="combobox"
          aria-expanded="false"
          aria-controls={ids.menu}
          aria-autocomplete="list"
          autoComplete="off"
          value={text}
          placeholder={any}
          onPointerDown={() => (pointer.current = true)}
          // Focus without a pointer leaves `open` as it was: React replays a focus that came
          // before it took the page over after the effect above has opened the list.
          onFocus={() =>
            onReach(pointer.current ? { open: true, focused: true } : { focused: true })
          }
          onBlur={() => {
            pointer.current = false
            onReach({ open: false, focused: false })
          }}
          onChange={(e) => onReach({ draft: e.target.value, open: true })}
        />
      </div>
    </div>
  )
}
