/**
 * The JIRA charts: the ONLY module of the app that imports recharts. It is loaded with
 * React.lazy (see lazy-charts.tsx), so recharts sits in its own chunk and is fetched only when
 * a chart is shown. Every bar leads to its week; a week without a value is a gap with a mark.
 */
import { useNavigate } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { MissingReason, ReleaseSeries } from '../../domain/jira-series'
import { useLang } from '../../shared/hooks/use-lang'
import type { CreatedBar } from './jira-range'
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

/** Issues created per bar (a week, or a month, quarter or year of them), or their running total. */
export function CreatedChart({ bars, mode }: { bars: CreatedBar[]; mode: 'week' | 'cumulative' }) {
  const t = useT()
  const openBar = useOpenBar()
  const label = useMissingLabel()
  const tick = useTick()
  const key = mode === 'week' ? 'created' : 'cumulative'
  return (
    <div className="chart-box">
      <ResponsiveContainer width="100%" height={260}>
        <BarChart
          data={bars.map((bar) => ({ ...bar, week: bar.key }))}
          margin={{ top: 24, right: 16, bottom: 8, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} className="chart-grid" />
          <XAxis dataKey="week" interval="preserveStartEnd" minTickGap={12} />
          <YAxis allowDecimals={false} width={48} tickFormatter={tick} />
          <Tooltip contentStyle={CHART_TOOLTIP_STYLE} cursor={{ fillOpacity: 0.1 }} />
          {missingLines(
            bars.map((bar) => ({ week: bar.key, missing: bar.missing })),
            label,
          )}
          <Bar
            dataKey={key}
            name={mode === 'week' ? t('jira.created') : t('jira.cumulativeCol')}
            className={`chart-bar bar-${key}`}
            fill={FILL[key]}
            cursor="pointer"
            maxBarSize={48}
            isAnimationActive={false}
            onClick={(item) => openBar(item.payload as CreatedBar | undefined)}
          />
        </BarChart>
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
  return (
    <div className="chart-box">
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={series.points} margin={{ top: 24, right: 16, bottom: 8, left: 0 }}>
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
