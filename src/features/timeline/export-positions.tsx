import type { ThreadFacets } from '../../domain/files/thread-facets'
import { ExportPositions } from '../../shared/components/export-menu'
import type { Filters } from '../../url/search-params'

/**
 * The positions export of a list of threads (the timeline's, a week's): the positions of what
 * `filters` select, every page of it (timeline-positions.ts, loaded on the first click).
 */
export function ExportTimelinePositions({
  filters,
  matches,
  ready,
}: {
  filters: Filters
  /** The threads the filters match; undefined: every thread of the weeks filters.week allows. */
  matches?: readonly ThreadFacets[]
  ready?: boolean
}) {
  return (
    <ExportPositions
      ready={ready}
      load={(source) =>
        import('./timeline-positions').then(({ timelinePositionExport }) =>
          timelinePositionExport({ ...source, filters, matches }),
        )
      }
    />
  )
}
