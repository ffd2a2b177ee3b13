import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react'
import { flushSync } from 'react-dom'
import { useT } from '../../i18n/use-t'
import { useHydrated } from '../hooks/use-hydrated'
import { reloadIfSiteAnswers } from '../lib/reload-if-site-answers'
import { lazyView } from './lazy-view'

/**
 * The charts are in the page: recharts draws them at build time, and the app adopts them in place.
 * recharts 3 draws a chart only once its effects have run, which a server render never does, so
 * the pre-render draws each chart in a document of its own (draw-on-server.ts) and writes what it
 * drew into the page: an SVG at a fixed size (CHART_SIZE) with a viewBox, which charts.css scales
 * to its box. It is there at the first paint, and without JavaScript. The app keeps that drawing as
 * it takes the page over (React leaves an element's inner HTML alone), and once recharts has
 * arrived (the chart module's chunk, fetched when the chart comes near the screen) it puts the live
 * chart in its place, drawn at the same size before the browser paints again: its tooltips, its
 * bars' links and its keys then work. Every chart has a table with the same numbers.
 */

/** The size every chart is drawn at; its box scales it to its own width. */
export const CHART_SIZE = { width: 400, height: 240 }

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

/** The pre-render's drawing: the client's code has none of it (its import goes with the branch). */
let drawOnServer: ((chart: ReactElement) => string) | undefined

/**
 * At build time, fetches a chart's module and the drawing's as a view's code is fetched: the
 * pre-render renders the page again once they have arrived (render-page.tsx, viewCode).
 */
function fetchForDrawing(module: OnDemand<unknown>) {
  if (!import.meta.env.SSR) return
  void lazyView('chart', async () => {
    const [drawing] = await Promise.all([import('../lib/draw-on-server'), module()])
    drawOnServer = drawing.drawOnServer
    return () => null
  }).preload()
}

/** How far below (or above) the screen a chart's module starts to be fetched. */
const NEAR = '400px 0px'

/**
 * Whether the element given the ref has come within NEAR of the screen (once it has, for good).
 * Where the browser cannot tell (no IntersectionObserver), it is near at once.
 */
function useNearScreen(box: RefObject<HTMLDivElement | null>) {
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
  }, [box, near])
  return near
}

type Live = 'waiting' | 'live' | 'failed'

/**
 * Whether the chart is live: its module fetched once `wanted`, the live chart then rendered in a
 * task of its own (recharts draws a chart in one long task: the charts of a page, made live
 * together, made one long task of them all), effects and all (flushSync), so that the browser
 * never paints its place empty.
 */
function useLive<M>(module: OnDemand<M>, wanted: boolean) {
  // A chart rendered afresh (another page opened in the app) near the screen is live at once when
  // its module is here.
  const [live, setLive] = useState<Live>(() =>
    wanted && module.loaded() !== undefined ? 'live' : 'waiting',
  )
  useEffect(() => {
    if (!wanted || live !== 'waiting') return
    let gone = false
    let turn: ReturnType<typeof setTimeout> | undefined
    module().then(
      () => {
        if (!gone) turn = setTimeout(() => flushSync(() => setLive('live')))
      },
      () => {
        if (!gone) setLive('failed')
      },
    )
    return () => {
      gone = true
      clearTimeout(turn)
    }
  }, [module, wanted, live])
  const retry = () => {
    module.retry()
    setLive('waiting')
  }
  return [live, retry] as const
}

/**
 * Scales the live chart, drawn at CHART_SIZE, to its box's width: as a transform, which recharts
 * reads the pointer through (the drawing the page came with is scaled by its viewBox instead).
 */
function useScaleToBox(box: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    const scale = (width: number) =>
      element.style.setProperty('--chart-scale', String(width / CHART_SIZE.width))
    scale(element.clientWidth)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) scale(entry.contentRect.width)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [box])
}

/**
 * The chart as the page was written with it: drawn by the pre-render, kept as it is while the app
 * takes the page over (an element whose inner HTML React sets is left alone when hydrated). The
 * HTML is React's own rendering of the chart, serialized by the DOM: any digest words in it (release
 * names, labels) are escaped text, never markup (tests/unit/site/draw-on-server-text.test.tsx); in
 * the browser it is empty and the page's drawing is kept.
 */
function Drawing({ html }: { html: string }) {
  return (
    <div
      className="chart-drawn"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

/**
 * A chart drawn by `render` with its module's components (the same module for every chart of it,
 * fetched once): in the page as the build drew it, live once its module has arrived.
 */
export function ChartSlot<M>({
  module,
  render,
}: {
  module: OnDemand<M>
  render: (module: M) => ReactElement
}) {
  const t = useT()
  const hydrated = useHydrated()
  // Rendered with the page, at build time and as the app takes it over: it holds the drawing.
  const [withPage] = useState(!hydrated)
  const box = useRef<HTMLDivElement>(null)
  const near = useNearScreen(box)
  const [live, retry] = useLive(module, hydrated && near)
  useScaleToBox(box)
  const loaded = module.loaded()
  const failed = (message: string) => (
    <p className="chart-failed" role="alert">
      {message}{' '}
      <button type="button" className="link-button" onClick={retry}>
        {t('error.retry')}
      </button>
    </p>
  )
  let content: ReactNode = null
  if (import.meta.env.SSR) {
    if (loaded && drawOnServer) content = <Drawing html={drawOnServer(render(loaded))} />
    else fetchForDrawing(module)
  } else if (live === 'live' && loaded) content = <div className="chart-live">{render(loaded)}</div>
  // Without its module the chart the page came with stays as drawn: it reads, it does not point.
  else if (withPage) content = <Drawing html="" />
  else if (live === 'failed') content = failed(t('charts.failed'))
  else if (near) content = <p className="loading chart-loading">{t('charts.loading')}</p>
  return (
    <>
      <div
        ref={box}
        className="chart-box"
        style={{ aspectRatio: `${CHART_SIZE.width} / ${CHART_SIZE.height}` }}
      >
        {content}
      </div>
      {withPage && live === 'failed' && failed(t('charts.failedLive'))}
    </>
  )
}
