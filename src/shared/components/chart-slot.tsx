import { Component, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { useHydrated } from '../hooks/use-hydrated'
import { reloadIfSiteAnswers } from '../lib/reload-if-site-answers'

/**
 * Charts load on demand: recharts is big, so each view's chart module is its own chunk, fetched
 * the first time one of its charts is shown, and a chart is drawn only when its place comes near
 * the screen (a page's charts below its first screen cost nothing until the reader scrolls to
 * them: recharts draws a chart in one long task). Every chart has a table with the same numbers,
 * so a chart that cannot load says so and leaves the page whole.
 */

/** Every chart's tooltip, in the page's colours (recharts styles it inline). */
export const CHART_TOOLTIP_STYLE = {
  background: 'var(--surface)',
  border: '1px solid var(--border)',
  color: 'var(--text)',
}

/**
 * A module fetched once when first asked for; a failed fetch (offline) is forgotten, so that
 * "try again" fetches it anew (and, failing again, reloads the page once the site answers:
 * reloadIfSiteAnswers).
 */
export function onDemand<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined
  let failed = false
  return () =>
    (loading ??= load().catch(async (error: unknown) => {
      loading = undefined
      if (failed) await reloadIfSiteAnswers()
      failed = true
      throw error
    }))
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

/** How far below (or above) the screen a chart's place starts to be drawn. */
const NEAR = '400px 0px'

/**
 * Whether the element given the ref has come within NEAR of the screen (once it has, for good).
 * Where the browser cannot tell (no IntersectionObserver), it is near at once.
 */
function useNearScreen() {
  const box = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = box.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: NEAR },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  return [box, near] as const
}

/**
 * A chart that loads on demand. `components` makes the React.lazy components anew: React.lazy
 * remembers a failure for good, so each retry needs new ones.
 */
export function ChartSlot<C>({
  components: make,
  render,
}: {
  components: () => C
  render: (components: C) => ReactNode
}) {
  const t = useT()
  const [components, setComponents] = useState(make)
  // A chart measures its box, which a page written at build time has none of: the charts are
  // drawn once the app has the page (the table holds every number before that). Until then the
  // box keeps the chart's place, empty: a page is never written saying it is loading.
  const hydrated = useHydrated()
  const [box, near] = useNearScreen()
  if (!hydrated || !near) return <div ref={box} className="chart-box" />
  return (
    <ChartBoundary
      onRetry={() => setComponents(make)}
      fallback={(retry) => (
        <p className="chart-failed" role="alert">
          {t('charts.failed')}{' '}
          <button type="button" className="link-button" onClick={retry}>
            {t('error.retry')}
          </button>
        </p>
      )}
    >
      <Suspense fallback={<p className="loading chart-loading">{t('charts.loading')}</p>}>
        {render(components)}
      </Suspense>
    </ChartBoundary>
  )
}
