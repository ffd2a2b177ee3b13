import { useQueryClient } from '@tanstack/react-query'
import { useFetchJson } from '../../data/data-source'
import { useIndex } from '../../data/queries'
import type { ThreadFacets } from '../../domain/files/thread-facets'
import { useT } from '../../i18n/use-t'
import { ExportMenu } from '../../shared/components/export-menu'
import { useLang } from '../../shared/hooks/use-lang'
import type { Translate } from '../../shared/lib/export-values'
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
  const t = useT() as Translate
  const lang = useLang()
  const index = useIndex()
  const queryClient = useQueryClient()
  const fetchJson = useFetchJson()
  const load = () =>
    import('./thread-export').then(({ threadExport }) =>
      threadExport({
        queryClient,
        fetchJson,
        index,
        filters,
        matches,
        lang,
        t,
        siteRoot: document.baseURI,
      }),
    )
  return <ExportMenu load={load} ready={ready} label={t('export.threads')} />
}
