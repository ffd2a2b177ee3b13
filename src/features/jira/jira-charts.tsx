/**
 * The JIRA charts: the ONLY module of the app that imports recharts. It is loaded with
 * React.lazy (see lazy-charts.tsx), so recharts sits in its own chunk and is fetched only when
 * a chart is shown. Every bar leads to its week; a week without a value is a gap with a mark.
 */
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react'
import { useT } from '../../i18n/use-t'
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  useActiveTooltipLabel,
  XAxis,
  YAxis,
} from 'recharts'
import type { MissingReason, ReleaseSeries } from '../../domain/jira-series'
import { useLang } from '../../shared/hooks/use-lang'
import type { CreatedBar, Grouping } from './jira-range'
import { missingMarks } from './missing-marks'
import { axisNumber } from './axis-number'
import { CHART_TOOLTIP_STYLE } from '../../shared/components/chart-slot'

// Fallback fills (tooltip swatches); the bars themselves are coloured by styles.css per theme.
const FILL = {
  created: '#2f6fd0',
  cumulative: '#7c4dd6',
  resolved: '#2f8f4e',
  unresolved: '#c8553d',
}

function useOpenWeek() {
  const navigate = useNavigate()
  const lang = useLang()
  return (week: unknown) => {
    if (typeof week !== 'string') return
    void navigate({ to: '/$lang/week/$weekId/', params: { lang, weekId: week } })
  }
}

/** A bar's weeks: its week's page, or the timeline of the weeks of a month, quarter or year. */
function useOpenBar() {
  const navigate = useNavigate()
  const lang = useLang()
  const openWeek = useOpenWeek()
  return (bar: CreatedBar | undefined) => {
    if (!bar) return
    if (bar.from === bar.to) return openWeek(bar.from)
    void navigate({
      to: '/$lang/',
      params: { lang },
      search: { week: { from: bar.from, to: bar.to } },
    })
  }
}

/** Axis numbers that fit their room however large: 12345 → "12.3k" (English), "1.2万" (Chinese). */
function useTick() {
  const lang = useLang()
  return (value: number) => axisNumber(value, lang)
}

function useMissingLabel() {
  const t = useT()
  return (missing: MissingReason) =>
    missing === 'no-digest' ? t('jira.noData') : t('jira.notReported')
}

/**
 * A dashed line on each week without a value (a gap, not a zero), and "no data" / "not stated"
 * where it fits (missing-marks.ts).
 */
function missingLines(
  points: { week: string; missing?: MissingReason }[],
  label: (missing: MissingReason) => string,
) {
  return missingMarks(points).map(({ week, missing, labelled }) => (
    <ReferenceLine
      key={week}
      x={week}
      className="chart-missing"
      stroke="#8a8f98"
      strokeDasharray="4 4"
      label={
        labelled
          ? { value: label(missing), position: 'insideTop', className: 'chart-missing-label' }
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
}: {
  bars: CreatedBar[]
  grouping: Grouping
  mode: 'week' | 'cumulative'
}) {
  const t = useT()
  const openBar = useOpenBar()
  const label = useMissingLabel()
  const tick = useTick()
  const key = mode === 'week' ? 'created' : 'cumulative'
  const openKey = (barKey: unknown) => openBar(bars.find((bar) => bar.key === barKey))
  const { activeRef, onKeyDown } = useEnterOpens(openKey)
  const Chart = mode === 'week' ? BarChart : AreaChart
  const name = mode === 'week' ? t('jira.created') : t('jira.cumulativeCol')
  return (
    // Listens to the keys the chart inside, which has the focus, lets through.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="chart-box" onKeyDown={onKeyDown}>
      <ResponsiveContainer width="100%" height={260}>
        <Chart
          data={bars.map((bar) => ({ ...bar, week: bar.key }))}
          margin={{ top: 24, right: 16, bottom: 8, left: 0 }}
          onClick={mode === 'week' ? undefined : (state) => openKey(state.activeLabel)}
          className={mode === 'week' ? undefined : 'chart-clickable'}
        >
          <FollowActiveBar activeRef={activeRef} />
          <CartesianGrid strokeDasharray="3 3" vertical={false} className="chart-grid" />
          <XAxis dataKey="week" interval="preserveStartEnd" minTickGap={12} />
          <YAxis allowDecimals={false} width={48} tickFormatter={tick} />
          <Tooltip
            contentStyle={CHART_TOOLTIP_STYLE}
            cursor={{ fillOpacity: 0.1 }}
            labelFormatter={(key) => {
              const bar = bars.find((b) => b.key === key)
              return bar?.partial && grouping !== 'week'
                ? `${bar.key} (${t(`jira.partial.${grouping}`)})`
                : key
            }}
          />
          {missingLines(
            bars.map((bar) => ({ week: bar.key, missing: bar.missing })),
            label,
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
              onClick={(item) => openBar(item.payload as CreatedBar | undefined)}
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
      </ResponsiveContainer>
    </div>
  )
}

/** One release: resolved and unresolved tickets side by side, per week reported. */
export function ReleaseChart({ series }: { series: ReleaseSeries }) {
  const t = useT()
  const openWeek = useOpenWeek()
  const label = useMissingLabel()
  const tick = useTick()
  const onClick = (item: { payload?: unknown }) =>
    openWeek((item.payload as { week?: string } | undefined)?.week)
  const { activeRef, onKeyDown } = useEnterOpens(openWeek)
  return (
    // Listens to the keys the chart inside, which has the focus, lets through.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="chart-box" onKeyDown={onKeyDown}>
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={series.points} margin={{ top: 24, right: 16, bottom: 8, left: 0 }}>
          <FollowActiveBar activeRef={activeRef} />
          <CartesianGrid strokeDasharray="3 3" vertical={false} className="chart-grid" />
          <XAxis dataKey="week" interval="preserveStartEnd" />
          <YAxis allowDecimals={false} width={48} tickFormatter={tick} />
          <Tooltip contentStyle={CHART_TOOLTIP_STYLE} cursor={{ fillOpacity: 0.1 }} />
          <Legend />
          {missingLines(series.points, label)}
          {(['resolved', 'unresolved'] as const).map((key) => (
            <Bar
              key={key}
              dataKey={key}
              name={t(`jira.${key}`)}
              className={`chart-bar bar-${key}`}
              fill={FILL[key]}
              cursor="pointer"
              maxBarSize={48}
              isAnimationActive={false}
              onClick={onClick}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
