import { useT } from '../../i18n/use-t'
import type { Position, Thread } from '../../domain/dataset'
import type { WeekBundle } from '../../domain/files/schemas'
import { usePeople } from '../hooks/use-people'
import { KipFactsList } from './kip-facts-list'
import { PersonLink } from './links'
import { codeSpans } from '../lib/code-spans'
import { LocalizedText } from './localized-text'
import { StanceWithEvidence } from './stance-badge'
import { ThreadVotes } from './thread-votes'

/** A digest text with its code spans as code: as text, never as HTML. */
function withCode(text: string) {
  return codeSpans(text).map((piece, i) =>
    piece.code ? <code key={i}>{piece.text}</code> : piece.text,
  )
}

/**
 * A thread in full, below its title and status: the summary, every position, the conclusion,
 * the votes and the KIPs with their wiki facts. The thread page shows one (its sections under h2),
 * a week's edition every thread of the week (under each thread's h2, so h3, and with ids that
 * start with the thread's: `idPrefix`).
 */
export function ThreadBody({
  thread,
  bundle,
  level = 2,
  idPrefix = '',
  withKips = true,
}: {
  thread: Thread
  /** The thread's week: its votes and KIP facts. */
  bundle: Pick<WeekBundle, 'votes' | 'kips'>
  level?: 2 | 3
  idPrefix?: string
  /** False where the KIPs' facts stand beside the thread (the thread page's side column). */
  withKips?: boolean
}) {
  const t = useT()
  const Heading = level === 2 ? 'h2' : 'h3'
  const id = (part: string) => `${idPrefix}${part}-heading`
  return (
    <>
      <section aria-labelledby={id('summary')}>
        <Heading id={id('summary')}>{t('thread.summary')}</Heading>
        <LocalizedText as="p" text={thread.summary} render={withCode} />
      </section>
      <section aria-labelledby={id('positions')}>
        <Heading id={id('positions')}>{t('thread.positions')}</Heading>
        <ThreadPositions positions={thread.positions} />
      </section>
      <section aria-labelledby={id('conclusion')}>
        <Heading id={id('conclusion')}>{t('thread.conclusion')}</Heading>
        <LocalizedText as="p" text={thread.conclusion} className="conclusion" render={withCode} />
      </section>
      <ThreadVotes rounds={bundle.votes[thread.id] ?? []} headingId={id('votes')} level={level} />
      {withKips && thread.kips.length > 0 && (
        <section aria-labelledby={id('kips')}>
          <Heading id={id('kips')}>{t('thread.kips')}</Heading>
          <KipFactsList
            kips={thread.kips.flatMap((kip) => bundle.kips.find((k) => k.kip === kip) ?? [])}
            subjectKips={thread.subjectKips}
            weekId={thread.week}
          />
        </section>
      )}
    </>
  )
}

/**
 * Every position, in the digest's order: the person (by their display name, and as the digest
 * wrote them where that differs), "and others", the stance with the words that decided it and
 * any vote, and what they said.
 */
function ThreadPositions({ positions }: { positions: readonly Position[] }) {
  const t = useT()
  const people = usePeople()
  return (
    <ul className="positions">
      {positions.map((position) => {
        const name = people.get(position.person)?.name
        return (
          <li key={position.line} className="position">
            <PersonLink id={position.person}>{name ?? position.name}</PersonLink>
            {position.andOthers && <span className="and-others"> {t('thread.andOthers')}</span>}
            {position.name !== name && <span className="written-as"> ({position.name})</span>}
            <StanceWithEvidence position={position} />
            <LocalizedText as="p" text={position.text} render={withCode} />
          </li>
        )
      })}
    </ul>
  )
}
