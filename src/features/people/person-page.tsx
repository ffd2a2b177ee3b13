import { useTranslation } from 'react-i18next'
import { useCards, useIndex } from '../../data/queries'
import { ThreadLink } from '../../shared/components/links'
import { NotFound } from '../../shared/components/not-found'
import { StatusBadge } from '../../shared/components/status-badge'
import { findPersonId } from '../filters/filter-threads'

/** One person: display name, every spelling, and the threads they took a position in. */
export function PersonPage({ personId }: { personId: string }) {
  const { t } = useTranslation()
  const index = useIndex()
  const id = findPersonId(index, personId)
  const person = index.people.find((p) => p.id === id)
  const cards = useCards(person !== undefined)
  if (!person) return <NotFound message={t('notFound.person', { id: personId })} />
  const threads = (cards.data ?? []).filter((c) => c.participants.includes(person.id))
  return (
    <section aria-labelledby="person-heading">
      <h1 id="person-heading">{person.name}</h1>
      {person.aliases.length > 1 && (
        <p>
          {t('people.aliases')}: {person.aliases.filter((a) => a !== person.name).join(', ')}
        </p>
      )}
      <ul className="plain-list">
        {threads.map((c) => (
          <li key={c.id}>
            <ThreadLink id={c.id}>{c.id}</ThreadLink> <StatusBadge status={c.status} />
          </li>
        ))}
      </ul>
    </section>
  )
}
