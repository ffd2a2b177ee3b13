import { useT } from '../../i18n/use-t'
import { useFile } from '../../data/file-queries'
import { VIEW_FILES } from '../../domain/files/view-descriptors'
import { catalogRowHasFeed } from '../../domain/feeds'
import { NO_FOLLOWING, toggle, type Following } from '../../domain/following'
import { FeedLink } from '../../shared/components/feed-link'
import { KipLink, PersonLink } from '../../shared/components/links'
import { useLang } from '../../shared/hooks/use-lang'
import { usePeople } from '../../shared/hooks/use-people'
import { followingStore } from '../../shared/lib/following-store'
import { feedPath } from '../../url/site-paths'

/**
 * The KIPs (with their titles) and people (with their names) of a list, each with its Atom feed
 * where it has one; the reader's own list (`editable`) with a button to unfollow each.
 */
export function FollowedList({ list, editable }: { list: Following; editable: boolean }) {
  const t = useT()
  const lang = useLang()
  const catalog = useFile(VIEW_FILES.catalog)
  const people = usePeople()
  const rows = new Map(catalog.map((row) => [row.kip, row]))
  const unfollow = (item: { kip: number } | { person: string }) =>
    followingStore.set(toggle(followingStore.get() ?? NO_FOLLOWING, item))
  const button = (item: { kip: number } | { person: string }, name: string) =>
    editable && (
      <button type="button" className="link-button" onClick={() => unfollow(item)}>
        {t('following.unfollow')} <span className="visually-hidden">{name}</span>
      </button>
    )
  return (
    <div className="followed">
      {list.kips.length > 0 && (
        <section aria-labelledby="followed-kips">
          <h2 id="followed-kips">{t('following.kips')}</h2>
          <ul className="followed-list">
            {list.kips.map((kip) => {
              const row = rows.get(kip)
              return (
                <li key={kip}>
                  <KipLink kip={kip} className="followed-name">
                    KIP-{kip}
                    {row?.title ? ` ${row.title}` : ''}
                  </KipLink>
                  {row && catalogRowHasFeed(row) && (
                    <FeedLink path={feedPath(lang, 'kips', String(kip))}>
                      {t('feed.kip', { kip })}
                    </FeedLink>
                  )}
                  {button({ kip }, `KIP-${kip}`)}
                </li>
              )
            })}
          </ul>
        </section>
      )}
      {list.people.length > 0 && (
        <section aria-labelledby="followed-people">
          <h2 id="followed-people">{t('following.people')}</h2>
          <ul className="followed-list">
            {list.people.map((id) => {
              const person = people.get(id)
              // Everyone the index lists took a position, and has a feed (route-meta.ts).
              return (
                <li key={id}>
                  {person ? (
                    <PersonLink id={id} className="followed-name">
                      {person.name}
                    </PersonLink>
                  ) : (
                    <span className="followed-name">{id}</span>
                  )}
                  {person && (
                    <FeedLink path={feedPath(lang, 'people', id)}>
                      {t('feed.person', { name: person.name })}
                    </FeedLink>
                  )}
                  {button({ person: id }, person?.name ?? id)}
                </li>
              )
            })}
          </ul>
        </section>
      )}
    </div>
  )
}
