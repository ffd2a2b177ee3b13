import { useT } from '../../i18n/use-t'
import { THREAD_STATUSES, type ThreadStatus } from '../../domain/dataset'
import { LiveButton } from './live-button'

/** `[open]` toggled with "done" → `[open, done]`; the last one toggled off → undefined. */
export function toggleStatus(current: ThreadStatus[] | undefined, status: ThreadStatus) {
  const list = current ?? []
  const next = list.includes(status) ? list.filter((s) => s !== status) : [...list, status]
  return next.length ? next : undefined
}

/**
 * The status filter of the URL as toggle buttons (any number may be on): `selected` as the view's
 * route reads it, `onChange` the statuses after a toggle (the view writes them to its URL).
 */
export function StatusToggles({
  selected,
  onChange,
}: {
  selected: ThreadStatus[] | undefined
  onChange: (statuses: ThreadStatus[] | undefined) => void
}) {
  const t = useT()
  return (
    <fieldset className="field status-toggles">
      <legend>{t('filters.status')}</legend>
      {THREAD_STATUSES.map((status) => (
        <LiveButton
          key={status}
          className="toggle status-toggle"
          data-status={status}
          aria-pressed={selected?.includes(status) ?? false}
          onClick={() => onChange(toggleStatus(selected, status))}
        >
          {t(`status.${status}`)}
        </LiveButton>
      ))}
    </fieldset>
  )
}
