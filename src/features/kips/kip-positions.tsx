import { useT } from '../../i18n/use-t'
import type { KipPosition, KipStory } from '../../domain/kip-story'
import { PersonLink, ThreadLink } from '../../shared/components/links'
import { LocalizedText } from '../../shared/components/localized-text'
import { StatusWithEvidence } from '../../shared/components/status-badge'
import { StanceWithEvidence } from '../../shared/components/stance-badge'
import { usePeople } from '../../shared/hooks/use-people'

/** One position: its stance (and vote) with the words that decided it, and the words themselves. */
export function KipPositionItem({
  position,
  showThread = true,
  showPerson = false,
}: {
  position: KipPosition
  showThread?: boolean
  showPerson?: boolean
}) {
  const t = useT()
  const people = usePeople()
  return (
    <li className="kip-position">
      <p className="kip-position-meta">
        {showPerson && (
          <>
            <PersonLink id={position.person}>
              {people.get(position.person)?.name ?? position.name}
            </PersonLink>
            {position.andOthers && (
              <span className="and-others"> {t('thread.andOthers')}</span>
            )}{' '}
          </>
        )}
        <StanceWithEvidence position={position} />
        {showThread && (
          <>
            {' · '}
            <ThreadLink id={position.thread}>{position.week}</ThreadLink>
          </>
        )}
      </p>
      <LocalizedText as="p" text={position.text} className="kip-position-text" />
    </li>
  )
}

/** Who took which position, grouped by person (in order of first position), optionally within some weeks. */
export function KipPositions({
  story,
  weeks,
  headingId,
  level = 3,
}: {
  story: KipStory
  weeks?: Set<string>
  headingId: string
  level?: 2 | 3
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const t = useT()
  const people = usePeople()
  const groups = story.byPerson
    .map((g) => ({
      ...g,
      positions: weeks ? g.positions.filter((p) => weeks.has(p.week)) : g.positions,
    }))
    .filter((g) => g.positions.length > 0)
  return (
    <section className="kip-section" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('kips.positions')}</Heading>
      <ul className="kip-people">
        {groups.map((g) => {
          const first = g.positions[0]!
          return (
            <li key={g.person} className="kip-person">
              <p className="kip-person-name">
                <PersonLink id={g.person}>{people.get(g.person)?.name ?? first.name}</PersonLink>
                {first.andOthers && <span className="and-others"> {t('thread.andOthers')}</span>}
              </p>
              <ul className="kip-positions">
                {g.positions.map((p, i) => (
                  <KipPositionItem key={`${p.thread}-${i}`} position={p} />
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** The conclusions still open, contested or tentative (see kip-story.openItems). */
export function KipOpenItems({
  story,
  headingId,
  level = 3,
}: {
  story: KipStory
  headingId: string
  level?: 2 | 3
}) {
  const t = useT()
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section className="kip-section" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('kips.open')}</Heading>
      {story.open.length === 0 ? (
        <p className="muted">{t('kips.nothingOpen')}</p>
      ) : (
        <ul className="kip-open">
          {story.open.map((item) => (
            <li key={item.thread}>
              <p className="kip-open-meta">
                <StatusWithEvidence decision={item} sentence={item.conclusion} />{' '}
                <ThreadLink id={item.thread}>
                  {t('kips.decidedIn', { thread: item.thread })}
                </ThreadLink>
              </p>
              <LocalizedText as="p" text={item.conclusion} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
