import {
  Component,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  use,
  type ReactNode,
  type RefObject,
} from 'react'
import { useT } from '../../i18n/use-t'
import { useHydrated } from '../hooks/use-hydrated'
import { reloadIfSiteAnswers } from '../lib/reload-if-site-answers'

/**
 * Charts load on demand: recharts is big, so each view's chart module is its own chunk, fetched
 * the first time one of its charts is shown, and a chart is drawn only when its place comes near
 * the screen (a page's charts below its first screen cost nothing until the reader scrolls to
 * them: recharts draws a chart in one long task), one chart at a time. Every chart has a table
 * with the same numbers, so a chart that cannot load says so and leaves the page whole.
 */

/** Every chart's tooltip, in the page's colours (recharts styles it inline). */
export const CHART_TOOLTIP_STYLE = {
  background: 'var(--surface)',
  border: '1px solid var(--border)',
  color: 'var(--text)',
}

/** A module fetched once when first asked for; `retry` forgets a failure. */
export interface OnDemand<M> {
  (): Promise<M>
  /** The module once it has arrived, so that a chart drawn then need not wait a render for it. */
  loaded: () => M | undefined
  /** The reader's "try again": the next call fetches the module anew. */
  retry: () => void
}

/**
 * A module fetched once when first asked for. A failure (offline) is kept until a retry, so that
 * every chart of a page says so without asking again; a retry fetches it anew and, failing
 * again, reloads the page once the site answers (the browser may remember the failed import:
 * reloadIfSiteAnswers).
 */
export function onDemand<M>(load: () => Promise<M>): OnDemand<M> {
  let loading: Promise<M> | undefined
  let module: M | undefined
  let retried = false
  const get = () =>
    (loading ??= load().then(
      (arrived) => (module = arrived),
      async (error: unknown) => {
        if (retried) await reloadIfSiteAnswers()
        throw error
      },
    ))
  return Object.assign(get, {
    loaded: () => module,
    retry: () => {
      loading = undefined
      retried = true
    },
  })
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

/** The charts drawn and still to draw, in turn: each waits for the one before it. */
let drawing: Promise<void> = Promise.resolve()

/**
 * Whether it is this chart's turn to be drawn, once `ready`: charts near the screen are drawn one
 * at a time, each in a task of its own, since recharts draws a chart in one long task and a page's
 * charts drawn together made one long task of them all. `drawn` ends the turn, a task later, so that the next one starts a task of its own; a
 * chart that goes before it has drawn ends its turn too.
 */
function useTurnToDraw(ready: boolean) {
  const [turn, setTurn] = useState(false)
  const end = useRef<() => void>(() => {})
  useEffect(() => {
    if (!ready) return
    let gone = false
    let ended = false
    let endTurn = () => {}
    const mine = new Promise<void>((resolve) => (endTurn = resolve))
    // This turn's own end: `end` may hold a later effect's by the time this one's turn comes.
    const finish = () => {
      if (ended) return
      ended = true
      setTimeout(endTurn)
    }
    end.current = finish
    const before = drawing
    drawing = before.then(() => mine)
    void before.then(() => (gone ? finish() : setTurn(true)))
    return () => {
      gone = true
      finish()
    }
  }, [ready])
  const drawn = useCallback(() => end.current(), [])
  return [turn, drawn] as const
}

/** Tells, once committed (with the chart drawn beside it), that the chart is drawn. */
function Drawn({ onDrawn }: { onDrawn: () => void }) {
  useEffect(onDrawn, [onDrawn])
  return null
}

/** How long a chart may take to draw before the next one starts all the same (a hidden box). */
const DRAW_WAIT_MS = 2000

/**
 * Tells once the chart in `box` is drawn: once it holds its `<svg>`. Committed is not drawn: a
 * chart measures its box first and draws a render later, after this effect, and a turn ended on
 * commit let the next chart start before this one had drawn, so that both drew in one task.
 */
function useTellWhenDrawn(box: RefObject<HTMLElement | null>, onDrawn: () => void) {
  useEffect(() => {
    const element = box.current
    const drawn = () => element?.querySelector('svg') != null
    if (!element || drawn()) {
      onDrawn()
      return
    }
    const stop = () => {
      observer.disconnect()
      clearTimeout(giveUp)
    }
    const observer = new MutationObserver(() => {
      if (!drawn()) return
      stop()
      onDrawn()
    })
    observer.observe(element, { childList: true, subtree: true })
    const giveUp = setTimeout(() => {
      stop()
      onDrawn()
    }, DRAW_WAIT_MS)
    return stop
  }, [box, onDrawn])
}

/**
 * A chart drawn from its module, once loaded (`use` suspends until then, or throws its failure),
 * which then tells that it is drawn: from its own effect, since a sibling of a suspended component
 * may run its effects before it is shown.
 */
function Loaded<M>({
  module,
  render,
  onDrawn,
}: {
  module: OnDemand<M>
  render: (module: M) => ReactNode
  onDrawn: () => void
}) {
  const box = useRef<HTMLDivElement>(null)
  // A module already here is drawn with at once: `use` suspends on any promise it has not seen
  // settle, and a suspended chart shows its fallback for at least React's 300 ms reveal throttle.
  const chart = render(module.loaded() ?? use(module()))
  useTellWhenDrawn(box, onDrawn)
  return <div ref={box}>{chart}</div>
}

/**
 * Whether `module` has arrived (or failed: the chart's boundary then says so), fetched once
 * `wanted`. A chart takes its turn to draw only then, so that its turn is not spent waiting for
 * the network and it is drawn in the render that takes the turn, without suspending.
 */
function useArrived<M>(module: OnDemand<M>, wanted: boolean) {
  const [arrived, setArrived] = useState(() => module.loaded() !== undefined)
  useEffect(() => {
    if (!wanted || arrived) return
    let gone = false
    const settled = () => {
      if (!gone) setArrived(true)
    }
    module().then(settled, settled)
    return () => {
      gone = true
    }
  }, [module, wanted, arrived])
  return arrived
}

/**
 * A chart that loads on demand, from `module` (the same promise for every chart of it, until a
 * retry), drawn by `render` with the module's components.
 */
export function ChartSlot<M>({
  module,
  render,
}: {
  module: OnDemand<M>
  render: (module: M) => ReactNode
}) {
  const t = useT()
  // A chart measures its box, which a page written at build time has none of: the charts are
  // drawn once the app has the page (the table holds every number before that). Until then the
  // box keeps the chart's place, empty: a page is never written saying it is loading.
  const hydrated = useHydrated()
  const [box, near] = useNearScreen()
  const wanted = hydrated && near
  const arrived = useArrived(module, wanted)
  const [turn, drawn] = useTurnToDraw(wanted && arrived)
  const loading = <p className="loading chart-loading">{t('charts.loading')}</p>
  if (!wanted || !turn)
    return (
      <div ref={box} className="chart-box">
        {wanted && !arrived && loading}
      </div>
    )
  return (
    <ChartBoundary
      onRetry={module.retry}
      fallback={(retry) => (
        <p className="chart-failed" role="alert">
          <Drawn onDrawn={drawn} />
          {t('charts.failed')}{' '}
          <button type="button" className="link-button" onClick={retry}>
            {t('error.retry')}
          </button>
        </p>
      )}
    >
      {/* After a retry the module is on its way again. */}
      <Suspense fallback={loading}>
        <Loaded module={module} render={render} onDrawn={drawn} />
      </Suspense>
    </ChartBoundary>
  )
}
