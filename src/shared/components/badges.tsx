import { useT } from '../../i18n/use-t'
import type { Stance, ThreadStatus } from '../../domain/dataset'

/*
 * The status and stance badges themselves, as text and a symbol, never by colour alone. Kept free
 * of links and the router, so that the rules page (loaded on its own) shares only these.
 */

const STATUS_ICONS: Record<ThreadStatus | 'unsure', string> = {
  agreed: '✓',
  tentative: '◐',
  contested: '≠',
  open: '○',
  done: '●',
  unsure: '?',
}

/** The status as text and a symbol, never by colour alone; "not decided yet" when unsure. */
export function StatusBadge({
  status,
  unsure = false,
}: {
  status: ThreadStatus
  unsure?: boolean
}) {
  const t = useT()
  const shown = unsure ? 'unsure' : status
  return (
    <span className={`status status-${shown}`}>
      <span aria-hidden="true">{STATUS_ICONS[shown]}</span>{' '}
      {unsure ? t('status.unsure') : t(`status.${status}`)}
    </span>
  )
}

const STANCE_ICONS: Record<Stance | 'unsure', string> = {
  objection: '✗',
  concern: '!',
  support: '✓',
  suggestion: '→',
  question: '?',
  information: 'i',
  unsure: '…',
}

/** A stance as text and a symbol, never by colour alone; "not decided yet" when unsure. */
export function StanceBadge({ stance, unsure = false }: { stance: Stance; unsure?: boolean }) {
  const t = useT()
  const shown = unsure ? 'unsure' : stance
  return (
    <span className={`stance stance-${shown}`}>
      <span aria-hidden="true">{STANCE_ICONS[shown]}</span> {t(`kips.stance.${shown}`)}
    </span>
  )
}
