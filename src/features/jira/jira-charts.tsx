/**
 * The JIRA charts: the ONLY module of the app that imports recharts. It is loaded on demand (see
 * lazy-charts.tsx), so recharts sits in its own chunk, and drawn into the page at build time
 * (chart-slot.tsx): a chart here needs nothing but its props, its words and links given by the
 * page. Every bar leads to its week; a week without a value is a gap with a mark.
 */
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react'
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ReferenceLine,
  Tooltip,
  useActiveTooltipLabel,
  XAxis,
  YAxis,
} from 'recharts'
import type { Lang } from '../../domain/dataset'
import type { MissingReason, ReleaseSeries } from '../../domain/jira-series'
import type { CreatedBar, Grouping } from './jira-range'
import { missingMarks, type MissingWords } from './missing-marks'
import { axisNumber } from './axis-number'
import { CHART_SIZE, CHART_TOOLTIP_STYLE } from '../../shared/components/chart-slot'
import { tickInterval } from '../../shared/lib/tick-interval'

// Fallback fills (tooltip swatches); the bars themselves are coloured by styles.css per theme.
const FILL = {
  created: '#2f6fd0',
  cumulative: '#7c4dd6',
  resolved: '#2f8f4e',
  unresolved: '#c8553d',
}

const MARGIN = { top: 24, right: 16, bottom: 8, left: 0 }
const Y_AXIS_WIDTH = 48
const PLOT_WIDTH = CHART_SIZE.width - Y_AXIS_WIDTH - MARGIN.right

/** Every how many bars the axis is labelled, by the longest label. */
const intervalOf = (labels: readonly string[]) =>
  tickInterval({
    bars: labels.length,
    labelChars: Math.max(0, ...labels.map((label) => label.length)),
    plotWidth: PLOT_WIDTH,
  })

/**
 * A dashed line on each week without a value (a gap, not a zero), and "no data" / "not stated"
 * where it fits (missing-marks.ts).
 */
function missingLines(points: { week: string; missing?: MissingReason }[], words: MissingWords) {
  return missingMarks(points).map(({ week, missing, labelled }) => (
    <ReferenceLine
      key={week}
      x={week}
      className="chart-missing"
      stroke="#8a8f98"
      strokeDasharray="4 4"
      label={
        labelled
          ? {
              value: missing === 'no-digest' ? words.noData : words.notReported,
              position: 'insideTop',
              className: 'chart-missing-label',
            }
          : undefined
      }
    />
  ))
}

/**
 * Keeps in `activeRef` the bar the keyboard (or the pointer) has reached in the chart it is drawn in,
 * for Enter to open it as a click does: the chart's arrow keys go from bar to bar, Enter is not
 * theirs.
 */
function FollowActiveBar({ activeRef }: { activeRef: RefObject<string | undefined> }) {
  const label = useActiveTooltipLabel()
  useEffect(() => {
    activeRef.current = label === undefined ? undefined : String(label)
  }, [label, activeRef])
  return null
}

/** Enter opens the bar the chart's FollowActiveBar keeps in `activeRef`. */
function useEnterOpens(open: (key: string) => void) {
  const activeRef = useRef<string | undefined>(undefined)
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && activeRef.current !== undefined) open(activeRef.current)
  }
  return { activeRef, onKeyDown }
}

/**
 * Issues created per bar (a week, or a month, quarter or year of them), or their running total:
 * an area, since a total that only grows is a row of nearly equal bars.
 */
export function CreatedChart({
  bars,
  grouping,
  mode,
  name,
  partialNote,
  missing,
  lang,
  openBar,
}: {
  bars: CreatedBar[]
  grouping: Grouping
  mode: 'week' | 'cumulative'
  /** The series' name (its tooltip's). */
  name: string
  /** What a bar the range holds only part of says in its tooltip (a month, quarter or year's). */
  partialNote: string
  missing: MissingWords
  lang: Lang
  /** Opens a bar's weeks: its week's page, or the timeline of its weeks. */
  openBar: (bar: CreatedBar) => void
}) {
  const key = mode === 'week' ? 'created' : 'cumulative'
  const openKey = (barKey: unknown) => {
    const bar = bars.find((b) => b.key === barKey)
    if (bar) openBar(bar)
  }
  const { activeRef, onKeyDown } = useEnterOpens(openKey)
  const Chart = mode === 'week' ? BarChart : AreaChart
  return (
    // Listens to the keys the chart inside, which has the focus, lets through.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={onKeyDown}>
      <Chart
        {...CHART_SIZE}
        data={bars.map((bar) => ({ ...bar, week: bar.key }))}
        margin={MARGIN}
        onClick={mode === 'week' ? undefined : (state) => openKey(state.activeLabel)}
        className={mode === 'week' ? undefined : 'chart-clickable'}
      >
        <FollowActiveBar activeRef={activeRef} />
        <CartesianGrid strokeDasharray="3 3" vertical={false} className="chart-grid" />
        <XAxis dataKey="week" interval={intervalOf(bars.map((bar) => bar.key))} />
        <YAxis
          allowDecimals={false}
          width={Y_AXIS_WIDTH}
          tickFormatter={(value: number) => axisNumber(value, lang)}
        />
        <Tooltip
          contentStyle={CHART_TOOLTIP_STYLE}
          cursor={{ fillOpacity: 0.1 }}
          labelFormatter={(key) => {
            const bar = bars.find((b) => b.key === key)
            return bar?.partial && grouping !== 'week' ? `${bar.key} (${partialNote})` : key
          }}
        />
        {missingLines(
          bars.map((bar) => ({ week: bar.key, missing: bar.missing })),
          missing,
        )}
        {mode === 'week' ? (
          <Bar
            dataKey={key}
            name={name}
            className={`chart-bar bar-${key}`}
            fill={FILL[key]}
            cursor="pointer"
            maxBarSize={48}
            isAnimationActive={false}
            onClick={(item) => openKey((item.payload as CreatedBar | undefined)?.key)}
          >
            {/* A month, quarter or year the range holds only part of: paler (jira.css). */}
            {bars.map((bar) => (
              <Cell key={bar.key} className={bar.partial ? 'bar-partial' : undefined} />
            ))}
          </Bar>
        ) : (
          <Area
            dataKey={key}
            name={name}
            type="linear"
            className={`chart-area area-${key}`}
            stroke={FILL[key]}
            fill={FILL[key]}
            fillOpacity={0.25}
            isAnimationActive={false}
          />
        )}
      </Chart>
    </div>
  )
}

/** One release: resolved and unresolved tickets side by side, per week reported. */
export function ReleaseChart({
  series,
  names,
  missing,
  lang,
  openWeek,
}: {
  series: ReleaseSeries
  /** The two series' names, in the page's language. */
  names: Record<'resolved' | 'unresolved', string>
  missing: MissingWords
  lang: Lang
  openWeek: (week: string) => void
}) {
  const open = (week: unknown) => {
    if (typeof week === 'string') openWeek(week)
  }
  const { activeRef, onKeyDown } = useEnterOpens(open)
  return (
    // Listens to the keys the chart inside, which has the focus, lets through.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={onKeyDown}>
      <BarChart {...CHART_SIZE} data={series.points} margin={MARGIN}>
        <FollowActiveBar activeRef={activeRef} />
        <CartesianGrid strokeDasharray="3 3" vertical={false} className="chart-grid" />
        <XAxis dataKey="week" interval={intervalOf(series.points.map((p) => p.week))} />
        <YAxis
          allowDecimals={false}
          width={Y_AXIS_WIDTH}
          tickFormatter={(value: number) => axisNumber(value, lang)}
        />
        <Tooltip contentStyle={CHART_TOOLTIP_STYLE} cursor={{ fillOpacity: 0.1 }} />
        {missingLines(series.points, missing)}
        {(['resolved', 'unresolved'] as const).map((key) => (
          <Bar
            key={key}
            dataKey={key}
            name={names[key]}
            className={`chart-bar bar-${key}`}
            fill={FILL[key]}
            cursor="pointer"
            maxBarSize={48}
            isAnimationActive={false}
            onClick={(item: { payload?: unknown }) =>
              open((item.payload as { week?: string } | undefined)?.week)
            }
          />
        ))}
      </BarChart>
    </div>
  )
}
