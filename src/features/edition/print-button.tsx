import { useT } from '../../i18n/use-t'
import { LiveButton } from '../../shared/components/live-button'

/** Opens the browser's print dialog, where "Save as PDF" is one of the printers. */
export function PrintButton() {
  const t = useT()
  return (
    <LiveButton className="print-button" onClick={() => window.print()}>
      {t('edition.print')}
    </LiveButton>
  )
}
