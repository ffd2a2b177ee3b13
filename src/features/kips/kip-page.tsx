import { useTranslation } from 'react-i18next'
import { useCards, useIndex } from '../../data/queries'
import { ThreadLink, WeekLink } from '../../shared/components/links'
import { NotFound } from '../../shared/components/not-found'
import { StatusBadge } from '../../shared/components/status-badge'

/** "1327" or "KIP-1327" → 1327; anything else → undefined. */
export function parseKipParam(value: string): number | undefined {
  const m = /^(?:kip-?)?(\d{1,6})$/i.exec(value.trim())
  return m ? Number(m[1]) : undefined
}

/** One KIP: its title and every thread that discussed it. */
export function KipPage({ kip: param }: { kip: string }) {
  const { t } = useTranslation()
  const index = useIndex()
  const kip = parseKipParam(param)
  const summary = index.kips.find((k) => k.kip === kip)
  const cards = useCards(summary !== undefined)
  if (!summary) return <NotFound message={t('notFound.kip', { id: param })} />
  const threads = (cards.data ?? []).filter((c) => c.kips.includes(summary.kip))
  return (
    <section aria-labelledby="kip-heading">
      <h1 id="kip-heading">
        KIP-{summary.kip} {summary.title ?? ''}
      </h1>
      <ul className="plain-list">
        {threads.map((c) => (
          <li key={c.id}>
            <WeekLink id={c.week}>{c.week}</WeekLink> · <ThreadLink id={c.id}>{c.id}</ThreadLink> <StatusBadge status={c.status} />
          </li>
        ))}
      </ul>
    </section>
  )
}
