import { useTranslation } from 'react-i18next'
import type { Stance } from '../../domain/stance'

const STANCE_ICONS: Record<Stance, string> = {
  objection: '✗',
  concern: '!',
  support: '✓',
  suggestion: '→',
  information: 'i',
}

/** A stance as text and a symbol, never by colour alone. */
export function StanceBadge({ stance }: { stance: Stance }) {
  const { t } = useTranslation()
  return (
    <span className={`stance stance-${stance}`}>
      <span aria-hidden="true">{STANCE_ICONS[stance]}</span> {t(`kips.stance.${stance}`)}
    </span>
  )
}
