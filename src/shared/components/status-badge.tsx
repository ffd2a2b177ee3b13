import { useTranslation } from 'react-i18next'
import type { ThreadStatus } from '../../domain/dataset'

const ICONS: Record<ThreadStatus, string> = {
  agreed: '✓',
  tentative: '◐',
  contested: '≠',
  open: '○',
  done: '●',
}

/** The status as text and a symbol, never by colour alone. */
export function StatusBadge({ status }: { status: ThreadStatus }) {
  const { t } = useTranslation()
  return (
    <span className={`status status-${status}`}>
      <span aria-hidden="true">{ICONS[status]}</span> {t(`status.${status}`)}
    </span>
  )
}

/** The badge plus the phrase of the conclusion that decided it. */
export function StatusWithEvidence({
  status,
  evidence,
}: {
  status: ThreadStatus
  evidence: string
}) {
  const { t } = useTranslation()
  return (
    <span className="status-with-evidence">
      <StatusBadge status={status} />{' '}
      <span className="evidence" lang={evidence ? 'zh' : undefined}>
        {evidence ? t('status.evidence', { phrase: evidence }) : t('status.noEvidence')}
      </span>
    </span>
  )
}
