import { Component, lazy, Suspense, useState, type ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import type { CreatedPoint, ReleaseSeries } from '../../domain/jira-series'
import { useHydrated } from '../../shared/hooks/use-hydrated'

type ChartsModule = typeof import('./jira-charts')

// recharts is big: the charts come in their own chunk, fetched the first time one is shown.
// A failed fetch (offline) is forgotten, so that "try again" fetches the chunk anew.
let charts: Promise<ChartsModule> | undefined
function loadCharts(): Promise<ChartsModule> {
  charts ??= import('./jira-charts').catch((error: unknown) => {
    charts = undefined
    throw error
  })
  return charts
}

// React.lazy remembers a failure for good: each retry gets new lazy components.
function lazyCharts() {
  return {
    Created: lazy(() => loadCharts().then((m) => ({ default: m.CreatedChart }))),
    Release: lazy(() => loadCharts().then((m) => ({ default: m.ReleaseChart }))),
  }
}

class ChartBoundary extends Component<
  { fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return this.props.fallback(() => {
      this.props.onRetry()
      this.setState({ failed: false })
    })
  }
}

/** A chart that loads on demand; if it cannot, the table below still has every number. */
function ChartSlot({ render }: { render: (c: ReturnType<typeof lazyCharts>) => ReactNode }) {
  const t = useT()
  const [components, setComponents] = useState(lazyCharts)
  // A chart measures its box, which a page written at build time has none of: the charts are
  // drawn once the app has the page (the table below holds every number before that).
  const hydrated = useHydrated()
  if (!hydrated) return <p className="loading chart-loading">{t('jira.loadingChart')}</p>
  return (
    <ChartBoundary
      onRetry={() => setComponents(lazyCharts())}
      fallback={(retry) => (
        <p className="chart-failed" role="alert">
          {t('jira.chartFailed')}{' '}
          <button type="button" className="link-button" onClick={retry}>
            {t('error.retry')}
          </button>
        </p>
      )}
    >
      <Suspense fallback={<p className="loading chart-loading">{t('jira.loadingChart')}</p>}>
        {render(components)}
      </Suspense>
    </ChartBoundary>
  )
}

export function LazyCreatedChart(props: { points: CreatedPoint[]; mode: 'week' | 'cumulative' }) {
  return <ChartSlot render={({ Created }) => <Created {...props} />} />
}

export function LazyReleaseChart(props: { series: ReleaseSeries }) {
  return <ChartSlot render={({ Release }) => <Release {...props} />} />
}
