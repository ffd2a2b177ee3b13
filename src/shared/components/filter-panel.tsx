import { useState, type ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { LiveButton } from './live-button'

/**
 * The filters, folded behind one button on a phone (the CSS decides when: the button is not
 * shown on wider screens, where the filters always are). The button says how many are set, so a
 * folded panel still tells that the list is filtered.
 */
export function FilterPanel({
  count,
  controls,
  children,
}: {
  /** How many filters are set. */
  count: number
  /** The id of the form it folds. */
  controls: string
  children: ReactNode
}) {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <div className={open ? 'filter-panel open' : 'filter-panel'}>
      <LiveButton
        className="toggle filter-toggle"
        aria-expanded={open}
        aria-controls={controls}
        onClick={() => setOpen(!open)}
      >
        {t('filters.heading')}
        {count > 0 && ' '}
        {count > 0 && (
          <span className="filter-count">
            <span className="visually-hidden">{t('filters.setCount', { count })}</span>
            <span aria-hidden="true">{count}</span>
          </span>
        )}
      </LiveButton>
      {children}
    </div>
  )
}
