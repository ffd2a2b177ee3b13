import { lazy } from 'react'
import type { ReleaseSeries } from '../../domain/jira-series'
import type { CreatedBar } from './jira-range'
import { ChartSlot, onDemand } from '../../shared/components/chart-slot'

const loadCharts = onDemand(() => import('./jira-charts'))

const jiraCharts = () => ({
  Created: lazy(() => loadCharts().then((m) => ({ default: m.CreatedChart }))),
  Release: lazy(() => loadCharts().then((m) => ({ default: m.ReleaseChart }))),
})

export function LazyCreatedChart(props: { bars: CreatedBar[]; mode: 'week' | 'cumulative' }) {
  return (
    <ChartSlot
      module={loadCharts}
      components={jiraCharts}
      render={({ Created }) => <Created {...props} />}
    />
  )
}

export function LazyReleaseChart(props: { series: ReleaseSeries }) {
  return (
    <ChartSlot
      module={loadCharts}
      components={jiraCharts}
      render={({ Release }) => <Release {...props} />}
    />
  )
}
