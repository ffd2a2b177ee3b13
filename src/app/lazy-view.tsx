import { lazy, type ComponentType, type ReactElement } from 'react'
import { reloadIfSiteAnswers } from '../shared/lib/reload-if-site-answers'

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

/**
 * A view whose code loads with its route (React.lazy), and can load again after a failure:
 * React.lazy keeps a rejected import for good, so the error's loadAgain() puts a fresh lazy
 * component in its place. Nothing retries by itself: offline, that would never stop.
 * lazyView("KipPage", () => import("../features/kips/kip-page").then((m) => m.KipPage)).
 */
export function lazyView<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): (props: P) => ReactElement {
  const attempt = (again: boolean) =>
    lazy(() => {
      const loaded = load().then(
        (component) => ({ default: component }),
        async (cause: unknown) => {
          // A second failure may be the browser's memory of the first (reloadIfSiteAnswers).
          if (again) await reloadIfSiteAnswers()
          throw new ViewCodeLoadError(name, cause, () => {
            Current = attempt(true)
          })
        },
      )
      started += 1
      loading.add(loaded)
      void loaded.catch(() => undefined).finally(() => loading.delete(loaded))
      return loaded
    })
  let Current = attempt(false)
  function LazyView(props: P) {
    return <Current {...props} />
  }
  LazyView.displayName = `LazyView(${name})`
  return LazyView
}
