import { useT } from '../../i18n/use-t'
import { formatWeek } from '../../i18n/format'
import { useLang } from '../../shared/hooks/use-lang'
import type { KipPosition, KipStory, KipStoryThread } from '../../domain/kip-story'
import { PersonLink, ThreadLink } from '../../shared/components/links'
import { LocalizedText } from '../../shared/components/localized-text'
import { StatusWithEvidence } from '../../shared/components/status-badge'
import { StanceWithEvidence } from '../../shared/components/stance-badge'
import { StanceBadge } from '../../shared/components/badges'
import { usePeople } from '../../shared/hooks/use-people'
import { FoldedPeople } from '../../shared/components/folded-people'
import { ExportPositions } from '../../shared/components/export-menu'
import { kipPeopleByLatest } from './kip-people'

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
  const lang = useLang()
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
            <ThreadLink id={position.thread}>{formatWeek(position.week, lang, 'short')}</ThreadLink>
          </>
        )}
      </p>
      <LocalizedText as="p" text={position.text} className="kip-position-text" />
    </li>
  )
}

/**
 * Who took which position in some threads (a card's latest weeks), grouped by person in order of
 * their first position there, positions oldest first.
 */
export function KipPositions({
  threads,
  headingId,
  level = 3,
}: {
  threads: readonly KipStoryThread[]
  headingId: string
  level?: 2 | 3
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const t = useT()
  const people = usePeople()
  const groups = new Map<string, KipPosition[]>()
  for (const position of [...threads].sort(byWeek).flatMap((th) => th.positions)) {
    const list = groups.get(position.person)
    if (list) list.push(position)
    else groups.set(position.person, [position])
  }
  return (
    <section className="kip-section" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('kips.positions')}</Heading>
      <ul className="kip-people">
        {[...groups].map(([person, positions]) => {
          const first = positions[0]!
          return (
            <li key={person} className="kip-person">
              <p className="kip-person-name">
                <PersonLink id={person}>{people.get(person)?.name ?? first.name}</PersonLink>
                {first.andOthers && <span className="and-others"> {t('thread.andOthers')}</span>}
              </p>
              <ul className="kip-positions">
                {positions.map((p, i) => (
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

const byWeek = (a: KipStoryThread, b: KipStoryThread) =>
  a.week < b.week ? -1 : a.week > b.week ? 1 : 0

/**
 * Everyone who took a position on the KIP: how many, and each one's count and latest position
 * with its stance and week (their positions are in the story's pages, and on their own page);
 * the most recently active first (kip-people.ts), beyond a dozen folded away; and their
 * positions to export, every one of them.
 */
export function KipPeople({ story, headingId }: { story: KipStory; headingId: string }) {
  const t = useT()
  const card = story.summary
  const lang = useLang()
  const people = usePeople()
  return (
    <section className="kip-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t('kips.positions')}{' '}
        <span className="muted">· {t('kips.people', { count: story.people.length })}</span>
      </h2>
      {card && (
        <ExportPositions
          load={(source) =>
            import('./kip-position-export').then(({ kipPositionExport }) =>
              kipPositionExport({ ...source, kip: card.kip, weeks: card.weeks }),
            )
          }
        />
      )}
      <FoldedPeople
        people={kipPeopleByLatest(story.people)}
        className="kip-people-summary"
        render={({ person, positions, latest }) => (
          <li key={person}>
            <PersonLink id={person}>{people.get(person)?.name ?? latest.name}</PersonLink>
            <span className="muted">{t('kips.positionCount', { count: positions })}</span>
            <span>
              <span className="muted">{t('kips.latest')}</span>{' '}
              <StanceBadge stance={latest.stance} unsure={latest.stanceBasis === 'unsure'} />{' '}
              <ThreadLink id={latest.thread}>{formatWeek(latest.week, lang, 'short')}</ThreadLink>
            </span>
          </li>
        )}
      />
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
                <ThreadLink id={item.thread}>{t('kips.decidedIn', { week: item.week })}</ThreadLink>
              </p>
              <LocalizedText as="p" text={item.conclusion} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
