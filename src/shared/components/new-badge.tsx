import { useT } from '../../i18n/use-t'

/** "New": a week or thread that came after the reader's last visit (shared/hooks/use-visit-mark.ts). */
export function NewBadge() {
  const t = useT()
  return (
    <span className="new-badge" title={t('visit.newWeek')}>
      {t('visit.new')}
    </span>
  )
}
