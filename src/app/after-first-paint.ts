/**
 * Every page arrives whole in its HTML; the app only takes it over. Its code competes with the
 * first frame for the main thread: evaluated before the browser has painted (as preloaded module
 * scripts are, once the HTML is parsed), it delays that paint, on a phone's slower CPU most. So the app's code loads once the page has painted.
 */

/** Never wait longer than this for the paint to be reported: the app must start regardless. */
export const FIRST_PAINT_TIMEOUT_MS = 1500

/**
 * Resolves once the browser has reported the page's first contentful paint (which it does after
 * presenting it), at once in a hidden tab (which paints nothing) or where paints are not
 * reported, and after FIRST_PAINT_TIMEOUT_MS at the latest.
 */
export function afterFirstPaint(): Promise<void> {
  if (
    document.visibilityState === 'hidden' ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  )
    return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      observer.disconnect()
      document.removeEventListener('visibilitychange', done)
      resolve()
    }
    const timer = setTimeout(done, FIRST_PAINT_TIMEOUT_MS)
    // A tab hidden before its first paint would wait for the timeout.
    document.addEventListener('visibilitychange', done)
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done()
    })
    // buffered: a paint reported before this module ran counts too.
    observer.observe({ type: 'paint', buffered: true })
  })
}
