import { withFilters } from '../../url/search-params'
import type { ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { useAppSearch } from '../hooks/use-app-search'

/**
 * The person filter of the URL as a select of one person ("anyone" clears it). `selected` is the
 * validated filter (a name in the URL is already resolved to its person); the options are the
 * caller's: which people, in which order, and when they are built.
 */
export function PersonSelect({
  selected,
  children,
}: {
  selected: string[] | undefined
  children: ReactNode
}) {
  const t = useT()
  const { update } = useAppSearch()
  return (
    <label className="field">
      <span>{t('filters.person')}</span>
      <select
        value={selected?.length === 1 ? selected[0] : ''}
        onChange={(e) =>
          update((s) => withFilters(s, { person: e.target.value ? [e.target.value] : undefined }))
        }
      >
        <option value="">{t('filters.anyPerson')}</option>
        {children}
      </select>
    </label>
  )
}
