import { ViewLink } from '../../shared/components/links'
import { useMemo } from 'react'
import { useT } from '../../i18n/use-t'
import { useFile } from '../../data/file-queries'
import { VIEW_FILES } from '../../domain/files/view-descriptors'
import { useIndex } from '../../data/queries'
import { useRecordVisit } from '../../shared/hooks/use-visit-mark'
import { kipSortOf } from './kip-sort'
import { resolveFilters } from '../../shared/lib/filter-threads'
import { Pager } from '../../shared/components/pager'
import { paginate } from '../../shared/lib/paginate'
import { KipCard } from './kip-card'
import { KipListControls } from './kip-list-controls'
import { selectKipCards } from './select-kip-cards'
import { useKipCardsSearch } from './kips-search'

/** Cards per page: each shown card fetches its own story file. */
const KIP_PAGE = 12

/** The KIP consensus cards: sorted and filtered from the URL, a page at a time (`page` in it too). */
export function KipsPage() {
  const t = useT()
  const index = useIndex()
  // A look at the KIPs is a visit too: their cards say what changed since the last.
  useRecordVisit(index.weeks.at(-1)?.id)
  const summaries = useFile(VIEW_FILES.kips)
  const { search } = useKipCardsSearch()

  const { filters, problems } = useMemo(() => resolveFilters(search, index), [search, index])
  const syntaxProblems = search.problems ?? []
  const { sort, ignored } = kipSortOf(search.sort)
  const views = useMemo(() => selectKipCards(summaries, filters, sort), [summaries, filters, sort])
  const people = useMemo(() => {
    const ids = new Set(summaries.flatMap((c) => c.people))
    return index.people.filter((p) => ids.has(p.id)).map((p) => p.id)
  }, [summaries, index.people])
  const { items: visible, page, pages } = paginate(views, KIP_PAGE, search.page)

  return (
    <section className="kips-page" aria-labelledby="kips-heading">
      <p className="breadcrumb">
        <ViewLink to="/$lang/kips/">{t('kipList.toList')}</ViewLink>
      </p>
      <h1 id="kips-heading">{t('kips.heading')}</h1>
      <p className="muted">{t('kips.intro')}</p>
      <KipListControls filters={filters} sort={sort} people={people} />
      {(syntaxProblems.length > 0 || problems.length > 0 || ignored) && (
        <ul className="problems">
          {[...syntaxProblems, ...problems].map((p) => (
            <li key={`${p.param}=${p.value}`} className="notice">
              {t('filters.ignored', { param: p.param, value: p.value })}
            </li>
          ))}
          {ignored && <li className="notice">{t('kips.sortIgnored', { value: search.sort })}</li>}
        </ul>
      )}
      <p className="match-count" role="status">
        {t('kips.count', { count: views.length })}
        {pages > 1 && ` · ${t('pager.page', { page, pages })}`}
      </p>
      {views.length === 0 && <p className="empty">{t('kips.none')}</p>}
      <ul className="kip-cards">
        {visible.map((view) => (
          <li key={view.card.kip}>
            <KipCard view={view} />
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        pages={pages}
        label={t('kips.pages')}
        previous={t('kips.previous')}
        next={t('kips.next')}
        status={t('pager.page', { page, pages })}
      />
    </section>
  )
}
