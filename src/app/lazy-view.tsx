import { lazy, type ComponentType, type ReactElement } from 'react'

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
  const attempt = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (cause: unknown) => {
          throw new ViewCodeLoadError(name, cause, () => {
            Current = attempt()
          })
        },
      ),
    )
  let Current = attempt()
  function LazyView(props: P) {
    return <Current {...props} />
  }
  LazyView.displayName = `LazyView(${name})`
  return LazyView
}
