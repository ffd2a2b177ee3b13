import { withFilters } from '../../url/search-params'
import { useT } from '../../i18n/use-t'
import { THREAD_STATUSES, type ThreadStatus } from '../../domain/dataset'
import { useAppSearch } from '../hooks/use-app-search'
import { LiveButton } from './live-button'

/** `[open]` toggled with "done" → `[open, done]`; the last one toggled off → undefined. */
export function toggleStatus(current: ThreadStatus[] | undefined, status: ThreadStatus) {
  const list = current ?? []
  const next = list.includes(status) ? list.filter((s) => s !== status) : [...list, status]
  return next.length ? next : undefined
}

/** The status filter of the URL as toggle buttons (any number may be on). */
export function StatusToggles() {
  const t = useT()
  const { search, update } = useAppSearch()
  return (
    <fieldset className="field status-toggles">
      <legend>{t('filters.status')}</legend>
      {THREAD_STATUSES.map((status) => (
        <LiveButton
          key={status}
          className="toggle status-toggle"
          data-status={status}
          aria-pressed={search.status?.includes(status) ?? false}
          // Another filter: a long list starts again at its first page.
          onClick={() => update((s) => withFilters(s, { status: toggleStatus(s.status, status) }))}
        >
          {t(`status.${status}`)}
        </LiveButton>
      ))}
    </fieldset>
  )
}
