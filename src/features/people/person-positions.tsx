import { useT } from '../../i18n/use-t'
import { formatWeek } from '../../i18n/format'
import { useLang } from '../../shared/hooks/use-lang'
import type { PersonThreadPositions, PositionGroup } from '../../domain/people-stats'
import { KipLink, ThreadLink, WeekLink } from '../../shared/components/links'
import { LocalizedText } from '../../shared/components/localized-text'
import { StanceWithEvidence } from '../../shared/components/stance-badge'
import { StatusBadgeLink } from '../../shared/components/status-badge'
import { ExportPositions } from '../../shared/components/export-menu'

/**
 * A person's positions, grouped by the KIP each thread is mainly about, newest first (a page of
 * them: `range` says which).
 */
export function PersonPositions({
  person,
  name,
  groups,
  range,
  updating = false,
}: {
  /** The person's id: their positions export. */
  person: string
  name: string
  groups: PositionGroup[]
  range?: string
  /** Another page is on its way: this one stays until it is there. */
  updating?: boolean
}) {
  const t = useT()
  return (
    <section aria-labelledby="person-positions-heading" aria-busy={updating} className="updatable">
      <h2 id="person-positions-heading">{t('people.positionsHeading')}</h2>
      <ExportPositions
        load={(source) =>
          import('./person-position-export').then(({ personPositionExport }) =>
            personPositionExport({ ...source, person }),
          )
        }
      />
      {range && <p className="muted">{range}</p>}
      {groups.map((group) => {
        const headingId = `person-group-${group.kip ?? 'none'}`
        return (
          <section key={group.kip ?? 'none'} aria-labelledby={headingId} className="person-group">
            <h3 id={headingId}>
              {group.kip === null ? t('people.noKip') : <KipLink kip={group.kip} />}
            </h3>
            <ul className="plain-list person-threads">
              {group.threads.map((thread) => (
                <ThreadPositions key={thread.thread} name={name} thread={thread} />
              ))}
            </ul>
          </section>
        )
      })}
    </section>
  )
}

function ThreadPositions({ name, thread }: { name: string; thread: PersonThreadPositions }) {
  const t = useT()
  const lang = useLang()
  return (
    <li className="person-thread">
      <p className="person-thread-head">
        <WeekLink id={thread.week} className="week-id">
          {formatWeek(thread.week, lang, 'short')}
        </WeekLink>{' '}
        <StatusBadgeLink decision={thread.status} />{' '}
        {thread.kips.map((kip) => (
          <KipLink key={kip} kip={kip} />
        ))}
      </p>
      <ThreadLink id={thread.thread} className="person-thread-title">
        <LocalizedText text={thread.title} />
      </ThreadLink>
      <ul className="positions">
        {thread.positions.map((position, i) => (
          <li key={i} className="position">
            {position.name !== name && (
              <span className="written-as">{t('people.writtenAs', { name: position.name })}</span>
            )}
            {position.andOthers && <span className="and-others"> {t('thread.andOthers')}</span>}
            <StanceWithEvidence position={position} />
            <LocalizedText as="p" text={position.text} />
          </li>
        ))}
      </ul>
    </li>
  )
}
