import { useTranslation } from 'react-i18next'
import type { KipPosition, KipStory } from '../../domain/kip-story'
import { PersonLink, ThreadLink } from '../../shared/components/links'
import { LocalizedText } from '../../shared/components/localized-text'
import { StatusWithEvidence } from '../../shared/components/status-badge'
import { useLang } from '../../shared/hooks/use-lang'
import { StanceBadge } from '../../shared/components/stance-badge'
import { usePeople } from '../../shared/hooks/use-people'

/**
 * One position: its stance with the cue phrase that decided it, and the words themselves. When
 * the reader sees another language than the one the cue was found in, that text is shown too.
 */
export function KipPositionItem({
  position,
  showThread = true,
  showPerson = false,
}: {
  position: KipPosition
  showThread?: boolean
  showPerson?: boolean
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const people = usePeople()
  const shownLang = lang === 'en' && position.text.en !== undefined ? 'en' : 'zh'
  const cueText = position.stanceLang === 'en' ? position.text.en : position.text.zh
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
        <StanceBadge stance={position.stance} />{' '}
        <span
          className="stance-cue"
          lang={
            position.stanceLang && position.stanceLang !== lang ? position.stanceLang : undefined
          }
        >
          {position.stanceEvidence
            ? t('kips.stanceCue', { phrase: position.stanceEvidence })
            : t('kips.stanceNoCue')}
        </span>
        {showThread && (
          <>
            {' · '}
            <ThreadLink id={position.thread}>{position.week}</ThreadLink>
          </>
        )}
      </p>
      <LocalizedText as="p" text={position.text} className="kip-position-text" />
      {position.stanceLang && position.stanceLang !== shownLang && cueText && (
        <p className="kip-position-original">
          <span className="muted">{t('kips.original')}</span>{' '}
          <span lang={position.stanceLang}>{cueText}</span>
        </p>
      )}
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
  const { t } = useTranslation()
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
  const { t } = useTranslation()
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
                <StatusWithEvidence status={item.status} evidence={item.statusEvidence} />{' '}
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
