/**
 * The KIP flow charts (recharts): loaded on demand with their own chunk (kip-flow-section.tsx), never with
 * the first screen. Every bar leads to the KIP list filtered to its KIPs.
 */
import { useNavigate } from '@tanstack/react-router'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { KIP_WIKI_STATES, type KipWikiState } from '../../domain/dataset'
import { useLang } from '../../shared/hooks/use-lang'
import { stateClass, useWikiStateLabel } from '../../shared/components/wiki-state'
import type { AppSearch } from '../../url/search-params'
import { CHANGE_STATES, type MonthBar, type QuarterBar } from './kip-flow'
import { withoutListFilters } from './kip-list'
import { CHART_TOOLTIP_STYLE } from '../../shared/components/chart-slot'

// Fallback fills (tooltip swatches); the bars themselves take their state's colour from kips.css, per theme.
const FILL: Record<KipWikiState, string> = {
  accepted: '#116329',
  'under discussion': '#0550ae',
  'not accepted': '#a40e26',
  unknown: '#57606a',
}

/** Opens the KIP list with the filters of a bar, and scrolls to what it lists. */
function useOpenList() {
  const navigate = useNavigate()
  const lang = useLang()
  return (filters: AppSearch) =>
    void navigate({
      to: '/$lang/kips/',
      params: { lang },
      search: (s: AppSearch) => ({ ...withoutListFilters(s), ...filters }),
    }).then(() => document.getElementById('kip-list-heading')?.scrollIntoView())
}

/** What a stacked bar needs: its name on the axis and its count per state. */
interface FlowBar {
  label: string
  counts: Partial<Record<KipWikiState, number>>
}

function StackedBars({
  bars,
  states,
  filtersOf,
}: {
  bars: readonly FlowBar[]
  states: readonly KipWikiState[]
  /** The list filters that show the KIPs of a bar's part: the bar's index, the part's state. */
  filtersOf: (index: number, state: KipWikiState) => AppSearch
}) {
  const label = useWikiStateLabel()
  const open = useOpenList()
  const names = states.map(label)
  return (
    <div className="chart-box">
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={[...bars]} margin={{ top: 16, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} className="chart-grid" />
          <XAxis dataKey="label" interval="preserveStartEnd" />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip contentStyle={CHART_TOOLTIP_STYLE} cursor={{ fillOpacity: 0.1 }} />
          {/* In the stacking order (the legend sorts by name otherwise, and its colours go by place). */}
          <Legend itemSorter={(item) => names.indexOf(String(item.value))} />
          {states.map((state) => (
            <Bar
              key={state}
              dataKey={(bar: FlowBar) => bar.counts[state] ?? 0}
              name={label(state)}
              stackId="kips"
              className={`chart-bar ${stateClass(state)}`}
              fill={FILL[state]}
              cursor="pointer"
              isAnimationActive={false}
              onClick={(_item, index) => open(filtersOf(index, state))}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}

/** KIPs created per quarter, stacked by their wiki state today. */
export function CreatedChart({ bars }: { bars: QuarterBar[] }) {
  return (
    <StackedBars
      bars={bars}
      states={KIP_WIKI_STATES}
      filtersOf={(i, state) => ({ year: bars[i]!.year, quarter: bars[i]!.quarter, wiki: [state] })}
    />
  )
}

/** Wiki state changes per month, stacked by the state changed to. */
export function ChangesChart({ bars }: { bars: MonthBar[] }) {
  return (
    <StackedBars
      bars={bars}
      states={CHANGE_STATES}
      filtersOf={(i, state) => ({ became: state, month: bars[i]!.month })}
    />
  )
}
