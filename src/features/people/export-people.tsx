import { useIndex } from '../../data/queries'
import type { PersonStats } from '../../domain/people-stats'
import { useT } from '../../i18n/use-t'
import { ExportMenu } from '../../shared/components/export-menu'
import { useLang } from '../../shared/hooks/use-lang'
import type { Translate } from '../../shared/lib/export-values'
import type { AppSearch } from '../../url/search-params'

/** The export of the people list: the rows its search keeps, in its order. */
export function ExportPeople({
  rows,
  search,
}: {
  rows: readonly PersonStats[]
  search: AppSearch
}) {
  const t = useT() as Translate
  const lang = useLang()
  const index = useIndex()
  const load = () =>
    import('./people-export').then(({ peopleExport }) =>
      peopleExport({ rows, search, index, lang, t, siteRoot: document.baseURI }),
    )
  return <ExportMenu load={load} />
}
