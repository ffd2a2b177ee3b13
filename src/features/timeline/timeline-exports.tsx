import type { ThreadFacets } from '../../domain/files/thread-facets'
import { useT } from '../../i18n/use-t'
import type { Filters } from '../../url/search-params'
import { ExportTimelinePositions } from './export-positions'
import { ExportThreads } from './export-threads'

/**
 * The exports of a list of threads (the timeline's, a week's): the threads, and their positions,
 * folded behind one line: a reader comes for the threads, and exports now and then.
 */
export function TimelineExports(props: {
  filters: Filters
  /** The threads the filters match; undefined: every thread of the weeks filters.week allows. */
  matches?: readonly ThreadFacets[] | undefined
  ready?: boolean
}) {
  const t = useT()
  return (
    <details className="export-fold">
      <summary>{t('export.fold')}</summary>
      <div className="export-menus">
        <ExportThreads {...props} />
        <ExportTimelinePositions {...props} />
      </div>
    </details>
  )
}
