import { useT } from '../../i18n/use-t'
import { formatList } from '../../i18n/format'
import { useLang } from '../hooks/use-lang'
import { ComboboxField, type SelectOption } from './combobox/combobox-field'

/**
 * The person filter of the URL as a combobox of one person ("anyone" clears it). `selected` is the
 * validated filter (a name in the URL is already resolved to its person); the options are the
 * caller's: which people, in which order. `onChange` is given the people chosen (the view writes
 * them to its URL).
 */
export function PersonSelect({
  selected,
  options,
  onChange,
}: {
  selected: string[] | undefined
  options: readonly SelectOption[]
  onChange: (people: string[] | undefined) => void
}) {
  const t = useT()
  const lang = useLang()
  return (
    <ComboboxField
      label={t('filters.person')}
      value={selected?.length === 1 ? selected[0]! : ''}
      several={
        selected && selected.length > 1
          ? formatList(
              selected.map((id) => options.find((o) => o.value === id)?.text ?? id),
              lang,
            )
          : undefined
      }
      any={t('filters.anyPerson')}
      options={options}
      onChange={(person) => onChange(person ? [person] : undefined)}
    />
  )
}
