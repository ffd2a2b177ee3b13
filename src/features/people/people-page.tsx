import { useTranslation } from 'react-i18next'
import { useIndex } from '../../data/queries'
import { PersonLink } from '../../shared/components/links'

/** Everyone who took a position. (The full table comes with the people view's issue.) */
export function PeoplePage() {
  const { t } = useTranslation()
  const index = useIndex()
  return (
    <section aria-labelledby="people-heading">
      <h1 id="people-heading">{t('people.heading')}</h1>
      <ul className="plain-list">
        {index.people.map((p) => (
          <li key={p.id}>
            <PersonLink id={p.id}>{p.name}</PersonLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
