/** How long a task waits for an idle moment before it runs anyway. */
const IDLE_TIMEOUT_MS = 3000

/**
 * Runs `task` once the browser has nothing more urgent to do (`requestIdleCallback`; where there
 * is none, as in Safari, a timer after the current work), unless the reader asked to save data
 * (`navigator.connection.saveData`): what runs here is only ever fetched ahead of need. Returns a
 * function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  if (connection?.saveData) return () => {}
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, 0)
  return () => clearTimeout(timer)
}
