// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint, FIRST_PAINT_TIMEOUT_MS } from '../../../src/app/after-first-paint'

describe('the app waits for the page to have painted', () => {
  /** A stand-in PerformanceObserver: the test decides when the browser reports a paint. */
  let report: (names: string[]) => void = () => {}
  class FakeObserver {
    static supportedEntryTypes = ['paint']
    disconnected = false
    constructor(
      private readonly callback: (list: { getEntriesByName: (n: string) => unknown[] }) => void,
    ) {
      report = (names) => {
        if (!this.disconnected)
          this.callback({ getEntriesByName: (n: string) => names.filter((name) => name === n) })
      }
    }
    observe() {}
    disconnect() {
      this.disconnected = true
    }
  }
  let visibility: DocumentVisibilityState = 'visible'

  beforeEach(() => {
    vi.useFakeTimers()
    visibility = 'visible'
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
    vi.stubGlobal('PerformanceObserver', FakeObserver)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  /** Whether `promise` has settled, asked after each step of the test. */
  const watch = async (promise: Promise<void>) => {
    let done = false
    void promise.then(() => (done = true))
    await vi.advanceTimersByTimeAsync(0)
    return () => done
  }

  it('until the first contentful paint is reported, not an earlier paint', async () => {
    const isDone = await watch(afterFirstPaint())
    expect(isDone()).toBe(false)
    report(['first-paint'])
    await vi.advanceTimersByTimeAsync(0)
    expect(isDone()).toBe(false)
    report(['first-contentful-paint'])
    await vi.advanceTimersByTimeAsync(0)
    expect(isDone()).toBe(true)
  })

  it('and no longer than the timeout when no paint is reported', async () => {
    const isDone = await watch(afterFirstPaint())
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_TIMEOUT_MS - 1)
    expect(isDone()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(isDone()).toBe(true)
  })

  it('not at all in a hidden tab, which paints nothing, nor once the tab is hidden', async () => {
    visibility = 'hidden'
    expect((await watch(afterFirstPaint()))()).toBe(true)
    visibility = 'visible'
    const isDone = await watch(afterFirstPaint())
    visibility = 'hidden'
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(0)
    expect(isDone()).toBe(true)
  })

  it('not at all where paints are not reported', async () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class extends FakeObserver {
        static override supportedEntryTypes = ['mark']
      },
    )
    expect((await watch(afterFirstPaint()))()).toBe(true)
  })
})
