import { lazy, Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CreatedPoint, ReleaseSeries } from '../../domain/jira-series'

// recharts is big: the charts come in their own chunk, fetched the first time one is shown.
const CreatedChart = lazy(() => import('./jira-charts').then((m) => ({ default: m.CreatedChart })))
const ReleaseChart = lazy(() => import('./jira-charts').then((m) => ({ default: m.ReleaseChart })))

function ChartSuspense({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Suspense fallback={<p className="loading chart-loading">{t('jira.loadingChart')}</p>}>
      {children}
    </Suspense>
  )
}

export function LazyCreatedChart(props: { points: CreatedPoint[]; mode: 'week' | 'cumulative' }) {
  return (
    <ChartSuspense>
      <CreatedChart {...props} />
    </ChartSuspense>
  )
}

export function LazyReleaseChart(props: { series: ReleaseSeries }) {
  return (
    <ChartSuspense>
      <ReleaseChart {...props} />
    </ChartSuspense>
  )
}
