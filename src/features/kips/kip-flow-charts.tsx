/**
 * The KIP flow charts (recharts): loaded on demand with their own chunk (kip-flow-section.tsx),
 * never with the first screen, and drawn into the page at build time (chart-slot.tsx): a chart
 * here needs nothing but its props, its words and links given by the page. Every bar leads to
 * the KIP list filtered to its KIPs.
 */
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts'
import { KIP_WIKI_STATES, type KipWikiState } from '../../domain/dataset'
import { stateClass } from '../../shared/components/wiki-state'
import { CHART_SIZE, CHART_TOOLTIP_STYLE } from '../../shared/components/chart-slot'
import { tickInterval } from '../../shared/lib/tick-interval'
import type { AppSearch } from '../../url/search-params'
import { CHANGE_STATES, type MonthBar, type QuarterBar } from './kip-flow'

// Fallback fills (tooltip swatches); the bars themselves take their state's colour from kips.css, per theme.
const FILL: Record<KipWikiState, string> = {
  accepted: '#116329',
  'under discussion': '#0550ae',
  'not accepted': '#a40e26',
  unknown: '#57606a',
}

const MARGIN = { top: 16, right: 16, bottom: 8, left: 0 }
const Y_AXIS_WIDTH = 40

/** What every flow chart is given by the page: its states' names and the list a bar opens. */
export interface FlowChartProps {
  /** A state's name, in the page's language. */
  stateLabel: (state: KipWikiState) => string
  /** Opens the KIP list with these filters. */
  openList: (filters: AppSearch) => void
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
  stateLabel,
  openList,
}: FlowChartProps & {
  bars: readonly FlowBar[]
  states: readonly KipWikiState[]
  /** The list filters that show the KIPs of a bar's part: the bar's index, the part's state. */
  filtersOf: (index: number, state: KipWikiState) => AppSearch
}) {
  const interval = tickInterval({
    bars: bars.length,
    labelChars: Math.max(0, ...bars.map((bar) => bar.label.length)),
    plotWidth: CHART_SIZE.width - Y_AXIS_WIDTH - MARGIN.right,
  })
  return (
    <BarChart {...CHART_SIZE} data={[...bars]} margin={MARGIN}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} className="chart-grid" />
      <XAxis dataKey="label" interval={interval} />
      <YAxis allowDecimals={false} width={Y_AXIS_WIDTH} />
      <Tooltip contentStyle={CHART_TOOLTIP_STYLE} cursor={{ fillOpacity: 0.1 }} />
      {states.map((state) => (
        <Bar
          key={state}
          dataKey={(bar: FlowBar) => bar.counts[state] ?? 0}
          name={stateLabel(state)}
          stackId="kips"
          className={`chart-bar ${stateClass(state)}`}
          fill={FILL[state]}
          cursor="pointer"
          isAnimationActive={false}
          onClick={(_item, index) => openList(filtersOf(index, state))}
        />
      ))}
    </BarChart>
  )
}

/** KIPs created per quarter, stacked by their wiki state today. */
export function CreatedChart({ bars, ...page }: FlowChartProps & { bars: QuarterBar[] }) {
  return (
    <StackedBars
      {...page}
      bars={bars}
      states={KIP_WIKI_STATES}
      filtersOf={(i, state) => ({ year: bars[i]!.year, quarter: bars[i]!.quarter, wiki: [state] })}
    />
  )
}

/** Wiki state changes per month, stacked by the state changed to. */
export function ChangesChart({ bars, ...page }: FlowChartProps & { bars: MonthBar[] }) {
  return (
    <StackedBars
      {...page}
      bars={bars}
      states={CHANGE_STATES}
      filtersOf={(i, state) => ({ became: state, month: bars[i]!.month })}
    />
  )
}
