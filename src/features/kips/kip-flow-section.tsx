import { Link, useNavigate } from '@tanstack/react-router'
import { memo, useMemo } from 'react'
import { useT } from '../../i18n/use-t'
import { KIP_WIKI_STATES, type KipWikiState } from '../../domain/dataset'
import type { KipCatalogRow } from '../../domain/kip-catalog'
import { KIP_HISTORY_START } from '../../domain/kip-facts'
import { formatNumber } from '../../i18n/format'
import { ChartLegend } from '../../shared/components/chart-legend'
import { ChartSlot, onDemand } from '../../shared/components/chart-slot'
import { useLang } from '../../shared/hooks/use-lang'
import { stateClass, useWikiStateLabel } from '../../shared/components/wiki-state'
import type { AppSearch } from '../../url/search-params'
import { CHANGE_STATES, changesPerMonth, createdPerQuarter } from './kip-flow'
import { withoutListFilters } from './kip-list'

const loadCharts = onDemand(() => import('./kip-flow-charts'))

/** Opens the KIP list with the filters of a bar, and scrolls to what it lists. */
function useOpenList() {
  const navigate = useNavigate()
  const lang = useLang()
  return (filters: AppSearch) =>
    void navigate({
      to: '/$lang/kips/',
      params: { lang },
      search: (s) => ({ ...withoutListFilters(s), ...filters }),
    }).then(() => document.getElementById('kip-list-heading')?.scrollIntoView())
}

/**
 * The flow of KIPs: created per quarter (by wiki state today) and wiki state changes per month in
 * the recorded history, each a chart whose bars lead to the list, and a table with the same numbers
 * whose counts are links to the same lists.
 */
// Memoised: the list's filters change with every key typed, the catalogue it charts does not.
export const KipFlowSection = memo(function KipFlowSection({
  rows,
  asOf,
}: {
  rows: readonly KipCatalogRow[]
  asOf: string
}) {
  const t = useT()
  const stateLabel = useWikiStateLabel()
  const openList = useOpenList()
  const created = useMemo(() => createdPerQuarter(rows), [rows])
  const changes = useMemo(
    () => changesPerMonth(rows, KIP_HISTORY_START.slice(0, 7), asOf.slice(0, 7)),
    [rows, asOf],
  )
  return (
    <section aria-labelledby="kip-flow-heading" className="kip-flow">
      <h2 id="kip-flow-heading">{t('kipFlow.heading')}</h2>
      <p className="muted chart-hint">{t('kipFlow.hint')}</p>
      <div className="chart-pair">
        <figure className="chart" aria-labelledby="kip-flow-created">
          <figcaption id="kip-flow-created">{t('kipFlow.created')}</figcaption>
          <ChartSlot
            module={loadCharts}
            render={({ CreatedChart }) => (
              <CreatedChart bars={created} stateLabel={stateLabel} openList={openList} />
            )}
          />
          <StateLegend states={KIP_WIKI_STATES} />
        </figure>
        <figure className="chart" aria-labelledby="kip-flow-changes">
          <figcaption id="kip-flow-changes">{t('kipFlow.changes')}</figcaption>
          <ChartSlot
            module={loadCharts}
            render={({ ChangesChart }) => (
              <ChangesChart bars={changes} stateLabel={stateLabel} openList={openList} />
            )}
          />
          <StateLegend states={CHANGE_STATES} />
        </figure>
      </div>
      <FlowTable
        caption={t('kipFlow.createdTable')}
        firstColumn={t('kipFlow.quarter')}
        states={KIP_WIKI_STATES}
        rows={created.map((bar) => ({
          label: bar.label,
          counts: bar.counts,
          total: bar.total,
          filters: (state) => ({
            year: bar.year,
            quarter: bar.quarter,
            ...(state ? { wiki: [state] } : {}),
          }),
        }))}
      />
      <FlowTable
        caption={t('kipFlow.changesTable')}
        firstColumn={t('kipFlow.month')}
        states={CHANGE_STATES}
        rows={changes.map((bar) => ({
          label: bar.month,
          counts: bar.counts,
          total: bar.total,
          filters: (state) => ({ month: bar.month, ...(state ? { became: state } : {}) }),
        }))}
      />
    </section>
  )
})

/** A flow chart's states, in their stacking order and colours. */
function StateLegend({ states }: { states: readonly KipWikiState[] }) {
  const label = useWikiStateLabel()
  return (
    <ChartLegend
      items={states.map((state) => ({ label: label(state), className: stateClass(state) }))}
    />
  )
}

interface FlowRow {
  label: string
  counts: Partial<Record<KipWikiState, number>>
  total: number
  /** The list filters of a cell: a state's, or the whole row's (no state). */
  filters: (state?: KipWikiState) => AppSearch
}

/** A chart's numbers as a table, folded away: every count links to the list of its KIPs. */
function FlowTable({
  caption,
  firstColumn,
  states,
  rows,
}: {
  caption: string
  firstColumn: string
  states: readonly KipWikiState[]
  rows: FlowRow[]
}) {
  const t = useT()
  const lang = useLang()
  const label = useWikiStateLabel()
  const cell = (count: number, filters: AppSearch) =>
    count === 0 ? (
      formatNumber(0, lang)
    ) : (
      <Link
        to="/$lang/kips/"
        params={{ lang }}
        search={(s) => ({ ...withoutListFilters(s), ...filters })}
      >
        {formatNumber(count, lang)}
      </Link>
    )
  return (
    <details className="flow-table">
      <summary>{caption}</summary>
      <div className="table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{firstColumn}</th>
              {states.map((state) => (
                <th key={state} scope="col" className="num">
                  {label(state)}
                </th>
              ))}
              <th scope="col" className="num">
                {t('kipFlow.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {states.map((state) => (
                  <td key={state} className="num">
                    {cell(row.counts[state] ?? 0, row.filters(state))}
                  </td>
                ))}
                <td className="num">{cell(row.total, row.filters())}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}
