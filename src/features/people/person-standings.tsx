import { Link } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'
import type { PersonKipStanding } from '../../domain/person-pages'
import { useLang } from '../../shared/hooks/use-lang'
import { StanceBadge } from '../../shared/components/badges'
import { VoteChip } from '../../shared/components/stance-badge'
import { FoldedPeople } from '../../shared/components/folded-people'

/**
 * Where a person stands on each KIP they took a position on, the latest first: their stance now
 * and since when, what it was before, their vote; each links to their row of the KIP's ballot.
 */
export function PersonStandings({ person, kips }: { person: string; kips: PersonKipStanding[] }) {
  const t = useT()
  const lang = useLang()
  if (kips.length === 0) return null
  return (
    <section className="person-standings" aria-labelledby="person-standings-heading">
      <h2 id="person-standings-heading">{t('people.standings')}</h2>
      <FoldedPeople
        people={kips}
        className="standing-rows"
        render={(row) => (
          <li key={row.kip} className="standing-row">
            <Link
              to="/$lang/kips/$kip/"
              params={{ lang, kip: String(row.kip) }}
              hash={`position-${person}`}
              className="kip-chip"
              aria-label={t('people.standingRow', { kip: row.kip })}
            >
              KIP-{row.kip}
            </Link>{' '}
            <StanceBadge stance={row.stance} unsure={row.stanceBasis === 'unsure'} />{' '}
            <span className="muted">{t('kips.ballot.sinceWeek', { week: row.since.week })}</span>
            {row.was && (
              <span className="muted">
                {' · '}
                {t('kips.ballot.was', {
                  stance: t(`kips.stance.${row.was.stance}`),
                  week: row.was.week,
                })}
              </span>
            )}
            {row.ballot && (
              <>
                {' '}
                <VoteChip vote={row.ballot.vote} />
              </>
            )}
          </li>
        )}
      />
    </section>
  )
}
