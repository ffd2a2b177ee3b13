import { useT } from '../../i18n/use-t'
import type { CoParticipant } from '../../domain/people-stats'
import { FoldedPeople } from '../../shared/components/folded-people'
import { PersonLink } from '../../shared/components/links'

/** Who else took a position in the same threads, most shared threads first; beyond a dozen, folded. */
export function CoParticipantList({ people }: { people: CoParticipant[] }) {
  const t = useT()
  return (
    <section aria-labelledby="co-participants-heading">
      <h2 id="co-participants-heading">{t('people.discussedWith')}</h2>
      {people.length === 0 ? (
        <p className="muted">{t('people.noCoParticipants')}</p>
      ) : (
        <FoldedPeople
          people={people}
          ordered
          className="co-participants"
          render={(p) => (
            <li key={p.id}>
              <PersonLink id={p.id}>{p.name}</PersonLink>{' '}
              <span className="muted">{t('people.sharedThreads', { count: p.sharedThreads })}</span>
            </li>
          )}
        />
      )}
    </section>
  )
}
