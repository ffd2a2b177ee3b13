import './year-jump.css'
import { Link } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'
import type { WeekGroup } from './timeline-weeks'
import { yearPages } from './year-pages'

/**
 * The years of a long timeline as links, each to the page of its newest week (with the filters
 * as they are), so that ten years are a click away instead of a page at a time. The year of the
 * page shown is marked (aria-current). Nothing for a list of one page or one year.
 */
export function YearJump({
  groups,
  page,
  pages,
}: {
  /** Every week the timeline lists (its filters kept), newest first. */
  groups: readonly WeekGroup[]
  page: number
  pages: number
}) {
  const t = useT()
  const years = yearPages(groups)
  if (pages <= 1 || years.length <= 1) return null
  // A year whose link is the page shown is marked by the router ("page"); on a page no year's
  // link leads to, the year its weeks begin in is marked.
  const linked = years.some((y) => y.page === page)
  const current = linked ? undefined : years.filter((y) => y.page <= page).at(-1)?.year
  return (
    <nav className="year-jump" aria-label={t('timeline.years')}>
      <span className="year-jump-label" aria-hidden="true">
        {t('timeline.years')}
      </span>
      <ul>
        {years.map(({ year, page: to }) => (
          <li key={year}>
            <Link
              to="./"
              search={(s) => ({ ...s, page: to > 1 ? to : undefined })}
              // The router marks a link to the page shown ("page"): its page, not any page.
              activeOptions={{ includeSearch: true, explicitUndefined: true }}
              aria-current={year === current ? 'true' : undefined}
            >
              {year}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
