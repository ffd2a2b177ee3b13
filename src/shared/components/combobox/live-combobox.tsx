/**
 * The live combobox of a filter field, once a reader has reached it (combobox-field.tsx): the
 * ARIA combobox pattern by downshift's useCombobox, listing the options that match what is typed
 * (shared/lib/option-match.ts), the first SHOWN of them.
 */
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift'
import { useLayoutEffect, useMemo, useState } from 'react'
import { useT } from '../../../i18n/use-t'
import { optionMatcher, type SelectOption } from '../../lib/option-match'
import type { ComboboxIds, ComboboxProps, Reached } from './combobox-field'
import './combobox.css'

/** Options listed at most: a reader narrows ten years of them by typing, not by scrolling. */
const SHOWN = 50

/** The value of the option that stands for several chosen values: never a real value. */
const SEVERAL = '\u0000several'

/** The empty option ("Any week") shows its words in the list, and an empty field once chosen. */
const itemToString = (item: SelectOption | null) => (item && item.value !== '' ? item.text : '')

/**
 * Leaving the field (Tab, a click elsewhere) never changes the filter: it puts back the chosen
 * option's text over what was typed. Typing highlights the first match, for Enter to take.
 */
function stateReducer(
  state: UseComboboxState<SelectOption>,
  { type, changes }: UseComboboxStateChangeOptions<SelectOption>,
): Partial<UseComboboxState<SelectOption>> {
  switch (type) {
    case useCombobox.stateChangeTypes.InputBlur:
      return {
        ...changes,
        selectedItem: state.selectedItem,
        inputValue: itemToString(state.selectedItem),
      }
    case useCombobox.stateChangeTypes.InputChange:
      return { ...changes, highlightedIndex: changes.inputValue ? 0 : -1 }
    default:
      return changes
  }
}

function optionClass(highlighted: boolean, chosen: boolean) {
  return ['combobox-option', highlighted && 'highlighted', chosen && 'chosen']
    .filter(Boolean)
    .join(' ')
}

export function LiveCombobox({
  ids,
  reached,
  label,
  value,
  several,
  any,
  options,
  onChange,
}: ComboboxProps & { ids: ComboboxIds; reached: Reached }) {
  const t = useT()
  const match = useMemo(() => optionMatcher(options), [options])
  const selected = useMemo(
    () =>
      several !== undefined
        ? { value: SEVERAL, text: several }
        : (options.find((option) => option.value === value) ?? null),
    [several, options, value],
  )
  // What the reader has typed since the list last showed the chosen option; null: nothing, and
  // the list starts from the top, with the empty option first.
  const [query, setQuery] = useState(
    reached.draft !== itemToString(selected) ? reached.draft : null,
  )
  const { shown, more } = useMemo(() => match(query ?? '', SHOWN), [match, query])
  const items = useMemo(
    () => (query ? shown : [{ value: '', text: any }, ...shown]),
    [query, shown, any],
  )
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useCombobox<SelectOption>({
      items,
      itemToString,
      itemToKey: (item) => item?.value,
      selectedItem: selected,
      initialInputValue: reached.draft,
      initialIsOpen: reached.open || query !== null,
      initialHighlightedIndex: query ? 0 : -1,
      inputId: ids.input,
      labelId: ids.label,
      menuId: ids.menu,
      stateReducer,
      onInputValueChange: ({ type, inputValue }) =>
        setQuery(type === useCombobox.stateChangeTypes.InputChange ? inputValue : null),
      onSelectedItemChange: ({ selectedItem }) => {
        // Enter with nothing matching selects nothing (undefined); Escape empties the field (null).
        if (selectedItem === undefined || selectedItem?.value === SEVERAL) return
        onChange(selectedItem?.value ?? '')
      },
    })
  // It replaces the still field the reader is in: the focus moves with it, in the same task as
  // the swap (a layout effect), so that no key the reader presses meanwhile lands on the page.
  useLayoutEffect(() => {
    if (reached.focused) document.getElementById(ids.input)?.focus()
    // Only where it comes alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const note = more > 0 ? t('combobox.more', { count: more }) : t('combobox.none')
  return (
    <div className="field combobox">
      <label {...getLabelProps()}>{label}</label>
      <div className="combobox-control">
        <input {...getInputProps({ placeholder: any })} />
      </div>
      <div className="combobox-popup" hidden={!isOpen}>
        <ul {...getMenuProps({ className: 'combobox-menu' })}>
          {isOpen &&
            items.map((item, index) => (
              <li
                key={item.value}
                className={optionClass(index === highlightedIndex, item.value === value)}
                {...getItemProps({ item, index })}
              >
                {item.text}
              </li>
            ))}
        </ul>
        {isOpen && (more > 0 || items.length === 0) && (
          <p className="combobox-note" role="status">
            {note}
          </p>
        )}
      </div>
    </div>
  )
}
