import { useTranslation } from 'react-i18next'
import { useIndex } from '../../data/queries'
import { KipLink } from '../../shared/components/links'

/** Every KIP the digests mention. (The consensus cards come with the KIP view's issue.) */
export function KipsPage() {
  const { t } = useTranslation()
  const index = useIndex()
  return (
    <section aria-labelledby="kips-heading">
      <h1 id="kips-heading">{t('kips.heading')}</h1>
      <p className="muted">{t('kips.comingSoon')}</p>
      <ul className="plain-list">
        {index.kips.map((k) => (
          <li key={k.kip}>
            <KipLink kip={k.kip} /> {k.title ?? t('thread.noTitle')}
          </li>
        ))}
      </ul>
    </section>
  )
}
