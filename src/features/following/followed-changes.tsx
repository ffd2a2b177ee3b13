import { useMemo } from 'react'
import { useT } from '../../i18n/use-t'
import { useFile } from '../../data/file-queries'
import { VIEW_FILES } from '../../domain/files/view-descriptors'
import { FILES } from '../../domain/files/descriptors'
import { byWeek, followedEvents, type FollowedEvent, type Following } from '../../domain/following'
import { formatDate, formatList, formatWeek } from '../../i18n/format'
import { StatusBadge } from '../../shared/components/badges'
import { KipLink, ThreadLink } from '../../shared/components/links'
import { LocalizedText } from '../../shared/components/localized-text'
import { Pager } from '../../shared/components/pager'
import { useWikiStateLabel } from '../../shared/components/wiki-state'
import { useFollowingSearch } from './following-search'
import { useLang } from '../../shared/hooks/use-lang'
import { usePeople } from '../../shared/hooks/use-people'
import { paginate } from '../../shared/lib/paginate'

/** Changes a page: a long-followed list of busy KIPs stays a short page. */
const EVENTS_PER_PAGE = 20

/**
 * What changed for a list, newest first, by week (domain/following.ts followedEvents): each
 * thread by its title, linking to it, with its status and which of the followed it concerns;
 * each change of a followed KIP's state on the wiki. A page at a time, the page in the address.
 */
export function FollowedChanges({ list }: { list: Following }) {
  const t = useT()
  const lang = useLang()
  const threads = useFile(FILES.cards)
  const catalog = useFile(VIEW_FILES.catalog)
  const events = useMemo(() => followedEvents(list, threads, catalog), [list, threads, catalog])
  const { search } = useFollowingSearch()
  const { items, page, pages } = paginate(events, EVENTS_PER_PAGE, search.page)
  return (
    <section aria-labelledby="following-changes" className="following-changes">
      <h2 id="following-changes">{t('following.changes')}</h2>
      {events.length === 0 && <p className="notice">{t('following.noChanges')}</p>}
      {byWeek(items).map(({ week, events: inWeek }) => (
        <section key={week} aria-labelledby={`following-${week}`}>
          <h3 id={`following-${week}`}>{formatWeek(week, lang)}</h3>
          <ul className="following-events">
            {inWeek.map((event) => (
              <EventItem key={eventKey(event)} event={event} />
            ))}
          </ul>
        </section>
      ))}
      <Pager
        page={page}
        pages={pages}
        label={t('following.pages')}
        previous={t('following.newer')}
        next={t('following.older')}
        status={t('pager.page', { page, pages })}
      />
    </section>
  )
}

const eventKey = (event: FollowedEvent) =>
  event.kind === 'thread' ? event.thread : `${event.kip}-${event.date}-${event.state}`

function EventItem({ event }: { event: FollowedEvent }) {
  const t = useT()
  const lang = useLang()
  const people = usePeople()
  const wikiLabel = useWikiStateLabel()
  if (event.kind === 'wiki')
    return (
      <li className="following-wiki">
        <KipLink kip={event.kip} className="following-wiki-link">
          {t('following.wiki', {
            kip: event.kip,
            state: wikiLabel(event.state),
            date: formatDate(event.date, lang),
          })}
        </KipLink>
      </li>
    )
  const concerns = [
    ...event.kips.map((kip) => `KIP-${kip}`),
    ...event.people.map((id) => people.get(id)?.name ?? id),
  ]
  return (
    <li>
      <ThreadLink id={event.thread}>
        <LocalizedText text={event.title} />
      </ThreadLink>{' '}
      <StatusBadge status={event.status} />{' '}
      <span className="muted">{t('following.concerns', { list: formatList(concerns, lang) })}</span>
    </li>
  )
}
