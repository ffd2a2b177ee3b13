import type { ThreadFacets } from '../../domain/files/thread-facets'
import { ExportMenu, useExportSource } from '../../shared/components/export-menu'
import type { Filters } from '../../url/search-params'

/**
 * The export of a list of threads (the timeline's, a week's): what `filters` select, every page
 * of it; the code that gathers and shapes the threads (thread-export.ts) loads on the first click.
 */
export function ExportThreads({
  filters,
  matches,
  ready,
}: {
  filters: Filters
  /** The threads the filters match; undefined: every thread of the weeks filters.week allows. */
  matches?: readonly ThreadFacets[]
  ready?: boolean
}) {
  const source = useExportSource()
  const load = () =>
    import('./thread-export').then(({ threadExport }) =>
      threadExport({ ...source, filters, matches, siteRoot: document.baseURI }),
    )
  return <ExportMenu load={load} ready={ready} label={source.t('export.threads')} />
}
