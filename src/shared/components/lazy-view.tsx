import { use, type ComponentType, type ReactElement } from 'react'
import { reloadIfSiteAnswers } from '../lib/reload-if-site-answers'

/** A view's code could not be downloaded (offline, or the site cannot be reached). */
export class ViewCodeLoadError extends Error {
  readonly unreachable = true
  constructor(
    view: string,
    cause: unknown,
    /** Makes the next render download the view's code again (the error boundary's "Try again"). */
    readonly loadAgain: () => void,
  ) {
    super(`${view}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
    this.name = 'ViewCodeLoadError'
  }
}

let started = 0
const loading = new Set<Promise<unknown>>()

/**
 * The downloads of views' code: a render that started one showed that view's fallback, so the
 * pre-render (render-page.tsx) renders the page again once the code has arrived.
 */
export const viewCode = {
  /** How many downloads have started so far. */
  started: () => started,
  /** How many have started and not yet arrived. */
  inFlight: () => loading.size,
  /** Settles once every download in flight has arrived (or failed). */
  arrived: () => Promise.allSettled([...loading]),
}

/** A view whose code loads on demand; `preload` starts the download and settles when it is over. */
export interface LazyView<P> {
  (props: P): ReactElement
  /** Never rejects: a failure is shown by the view's next render, inside the view's boundary. */
  preload: () => Promise<void>
  displayName?: string
}

type Loading<P> =
  | { state: 'idle' }
  | { state: 'loading'; arrival: Promise<void> }
  | { state: 'loaded'; Component: ComponentType<P>; arrival: Promise<void> }
  | { state: 'failed'; error: ViewCodeLoadError }

/**
 * A view whose code is downloaded when it is first needed, and can be downloaded again after a
 * failure. The router asks for it before it renders the view's route (`preload`, see `routeOf`),
 * on the take-over too, so that a pre-rendered view is hydrated without showing its fallback.
 * Nothing retries by itself: offline, that would never stop; the error's loadAgain() lets the next
 * render try again (the error boundary's "Try again").
 * lazyView("KipPage", () => import("../features/kips/kip-page").then((m) => m.KipPage)).
 */
export function lazyView<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): LazyView<P> {
  let current: Loading<P> = { state: 'idle' }
  let failures = 0
  const start = (): Promise<void> => {
    if (current.state === 'loading') return current.arrival
    if (current.state !== 'idle') return Promise.resolve()
    const arrival: Promise<void> = load().then(
      (Component) => {
        current = { state: 'loaded', Component, arrival }
      },
      async (cause: unknown) => {
        // A second failure may be the browser's memory of the first (reloadIfSiteAnswers).
        if (++failures > 1) await reloadIfSiteAnswers()
        const loadAgain = () => {
          current = { state: 'idle' }
        }
        current = { state: 'failed', error: new ViewCodeLoadError(name, cause, loadAgain) }
      },
    )
    current = { state: 'loading', arrival }
    started += 1
    loading.add(arrival)
    void arrival.finally(() => loading.delete(arrival))
    return arrival
  }
  // The downloads a render has waited for with use(): when React renders that view again, it
  // expects use() again (with the promise now settled, it returns at once).
  const awaited = new WeakSet<Promise<void>>()
  function LazyView(props: P): ReactElement {
    if (current.state === 'idle' || current.state === 'loading') {
      const arrival = start()
      awaited.add(arrival)
      use(arrival)
    } else if (current.state === 'loaded' && awaited.has(current.arrival)) use(current.arrival)
    if (current.state === 'failed') throw current.error
    if (current.state !== 'loaded') throw new Error(`${name}: its code did not arrive`)
    const { Component } = current
    return <Component {...props} />
  }
  LazyView.displayName = `LazyView(${name})`
  LazyView.preload = start
  return LazyView
}

/**
 * A route's component that shows a lazy view: it carries the view's `preload`, which the router
 * calls before it renders the route (TanStack Router's `component.preload`, as its own
 * `lazyRouteComponent` does), so that the view's code is there when the route renders.
 */
export function routeOf<P>(view: LazyView<P>, Route: () => ReactElement) {
  return Object.assign(Route, { preload: view.preload })
}
