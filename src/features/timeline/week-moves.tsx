import { useT } from '../../i18n/use-t'
import { useKipMoves } from '../../data/queries'
import { KipLink } from '../../shared/components/links'

/** "Moved: KIP-1327 contested → agreed (since 2026-W21)": KIPs whose digest status changed this week. */
export function WeekMoves({ weekId }: { weekId: string }) {
  const t = useT()
  const moves = useKipMoves(weekId).data
  if (!moves?.length) return null
  return (
    <p className="week-moves">
      <span className="kip-label">{t('kips.moved')}</span>
      {moves.map((m) => (
        <span key={m.kip} className="week-move">
          <KipLink kip={m.kip} /> {t(`status.${m.from}`)} → {t(`status.${m.to}`)}{' '}
          <span className="muted">({t('kips.movedSince', { week: m.fromWeek })})</span>
        </span>
      ))}
    </p>
  )
}
