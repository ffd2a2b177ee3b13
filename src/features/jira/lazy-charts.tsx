import type { ReleaseSeries } from '../../domain/jira-series'
import type { CreatedBar, Grouping } from './jira-range'
import { ChartSlot, onDemand } from '../../shared/components/chart-slot'

const loadCharts = onDemand(() => import('./jira-charts'))

export function LazyCreatedChart(props: {
  bars: CreatedBar[]
  grouping: Grouping
  mode: 'week' | 'cumulative'
}) {
  return (
    <ChartSlot module={loadCharts} render={({ CreatedChart }) => <CreatedChart {...props} />} />
  )
}

export function LazyReleaseChart(props: { series: ReleaseSeries }) {
  return (
    <ChartSlot module={loadCharts} render={({ ReleaseChart }) => <ReleaseChart {...props} />} />
  )
}
