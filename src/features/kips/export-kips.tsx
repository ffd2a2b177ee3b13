import { useQueryClient } from '@tanstack/react-query'
import { useFetchJson } from '../../data/data-source'
import { useFile, fileQuery } from '../../data/file-queries'
import { VIEW_FILES } from '../../domain/files/view-descriptors'
import { useIndex } from '../../data/queries'
import { useT } from '../../i18n/use-t'
import { ExportMenu } from '../../shared/components/export-menu'
import { useLang } from '../../shared/hooks/use-lang'
import type { Translate } from '../../shared/lib/export-values'
import type { AppSearch } from '../../url/search-params'
import { kipListRows, type KipTextMatches } from './kip-list'

/**
 * The export of the KIP list: every KIP its filter keeps, all pages, in its order, with the weeks
 * each was discussed (kips.json, loaded on the first click with the code that shapes the rows).
 */
export function ExportKips({
  search,
  textMatches,
}: {
  search: AppSearch
  /** The KIPs its text filter found (the list's). */
  textMatches: KipTextMatches
}) {
  const t = useT() as Translate
  const lang = useLang()
  const index = useIndex()
  const catalog = useFile(VIEW_FILES.catalog)
  const queryClient = useQueryClient()
  const fetchJson = useFetchJson()
  const load = async () => {
    const [{ kipExport }, summaries] = await Promise.all([
      import('./kip-export'),
      queryClient.fetchQuery(fileQuery(fetchJson, VIEW_FILES.kips)),
    ])
    return kipExport({
      rows: kipListRows(catalog, search, textMatches),
      summaries,
      search,
      index,
      lang,
      t,
      siteRoot: document.baseURI,
    })
  }
  return <ExportMenu load={load} />
}
