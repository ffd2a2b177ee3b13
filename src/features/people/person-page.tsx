import { useSearch } from '@tanstack/react-router'
import { useDeferredValue } from 'react'
import { useT } from '../../i18n/use-t'
import { useIndex } from '../../data/queries'
import { useFile } from '../../data/file-queries'
import { VIEW_FILES } from '../../domain/files/view-descriptors'
import { formatDate, formatList } from '../../i18n/format'
import { NotFound } from '../../shared/components/not-found'
import { NotFoundHelp, PersonSuggestion } from '../../shared/components/not-found-help'
import { isChineseFallback } from '../../shared/components/localized-text'
import { useLang } from '../../shared/hooks/use-lang'
import { findPersonId } from '../../shared/lib/filter-threads'
import { CoParticipantList } from './co-participant-list'
import { PersonPositions } from './person-positions'
import { THREADS_PER_PAGE } from '../../domain/person-pages'
import { pageNumber } from '../../shared/lib/paginate'
import { Pager } from '../../shared/components/pager'
import { useViewSearch } from '../../shared/hooks/use-view-search'
import { feedPath } from '../../url/site-paths'
import { FeedLink } from '../../shared/components/feed-link'
import { PersonStandings } from './person-standings'
import { FollowButton } from '../../shared/components/follow-button'

/** A person's page's state on the URL, as its route reads it (src/app/routes/person.tsx). */
const usePersonSearch = () => useViewSearch(useSearch({ from: '/$lang/people/$personId' }))

/** One person, reachable by id or by any spelling (#/people/黃竣陽 shows Ken Huang). */
export function PersonPage({ personId }: { personId: string }) {
  const t = useT()
  const index = useIndex()
  const id = findPersonId(index, personId)
  if (!id)
    return (
      <NotFound message={t('notFound.person', { id: personId })}>
        <NotFoundHelp words={personId}>
          <PersonSuggestion asked={personId} people={index.people} />
        </NotFoundHelp>
      </NotFound>
    )
  return <PersonView id={id} />
}

function PersonView({ id }: { id: string }) {
  const t = useT()
  const lang = useLang()
  const { stats, coParticipants, pages, kips } = useFile(VIEW_FILES.person, id)
  const { search } = usePersonSearch()
  // A page of threads at a time (the page in the address: Back returns to it), at any length;
  // the page shown stays until the next has arrived.
  const wanted = pageNumber(search.page, pages)
  const page = useDeferredValue(wanted)
  const groups = useFile(VIEW_FILES.personPage, id, page)
  const others = stats.aliases.filter((a) => a !== stats.name)
  const fallback = groups.some((g) =>
    g.threads.some((th) => th.positions.some((p) => isChineseFallback(lang, p.text))),
  )
  return (
    <article aria-labelledby="person-heading" className="person-page">
      <h1 id="person-heading">{stats.name}</h1>
      <FollowButton item={{ person: stats.id }} name={stats.name} />
      {others.length > 0 && (
        <p className="person-aliases">
          {t('common.labelled', { label: t('people.aliases'), value: formatList(others, lang) })}
        </p>
      )}
      <p>
        {t(stats.firstWeek === stats.lastWeek ? 'people.summarySameWeek' : 'people.summary', {
          positions: t('people.nPositions', { count: stats.positions }),
          threads: t('people.nThreads', { count: stats.threads }),
          kips: t('people.nKips', { count: stats.kips }),
          weeks: t('people.nWeeks', { count: stats.weeks }),
          first: formatDate(stats.firstSeen, lang),
          last: formatDate(stats.lastSeen, lang),
        })}
      </p>
      <p className="person-feed">
        <FeedLink path={feedPath(lang, 'people', stats.id)}>
          {t('feed.person', { name: stats.name })}
        </FeedLink>
      </p>
      {fallback && <p className="notice">{t('content.chineseSome')}</p>}
      <PersonStandings person={stats.id} kips={kips} />
      <PersonPositions
        person={stats.id}
        name={stats.name}
        groups={groups}
        updating={page !== wanted}
        range={
          pages > 1
            ? t('people.positionsShown', {
                from: (page - 1) * THREADS_PER_PAGE + 1,
                to: Math.min(page * THREADS_PER_PAGE, stats.threads),
                count: stats.threads,
              })
            : undefined
        }
      />
      <Pager
        page={page}
        pages={pages}
        label={t('people.positionPages')}
        previous={t('pager.previous')}
        next={t('pager.next')}
        status={t('pager.page', { page, pages })}
      />
      <CoParticipantList people={coParticipants} />
    </article>
  )
}
