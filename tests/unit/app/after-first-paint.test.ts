import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  afterFirstPaint,
  FIRST_PAINT_TIMEOUT_MS,
  firstPaintWait,
  startDeferredLoads,
  type FirstPaintPage,
} from '../../../src/app/after-first-paint'

const page = (overrides: Partial<FirstPaintPage> = {}): FirstPaintPage => ({
  visibilityState: 'visible',
  firstScreen: 'home',
  hasPrerender: true,
  supportedEntryTypes: ['paint', 'largest-contentful-paint'],
  ...overrides,
})

describe('firstPaintWait', () => {
  it.each<[string, Partial<FirstPaintPage>, ReturnType<typeof firstPaintWait>]>([
    ['the pre-rendered home on screen: waits for the paint entry', {}, 'paint-entry'],
    [
      'no paint timing in this browser: waits one frame',
      { supportedEntryTypes: ['mark'] },
      'next-frame',
    ],
    [
      'no PerformanceObserver at all: waits one frame',
      { supportedEntryTypes: undefined },
      'next-frame',
    ],
    ['a hidden tab paints nothing: no wait', { visibilityState: 'hidden' }, 'none'],
    ['a deep link hides the pre-render: no wait', { firstScreen: 'other' }, 'none'],
    ['lang-boot.ts did not run: no wait', { firstScreen: undefined }, 'none'],
    ['no pre-render (vite dev): no wait', { hasPrerender: false }, 'none'],
  ])('%s', (_, overrides, expected) => {
    expect(firstPaintWait(page(overrides))).toBe(expected)
  })
})

describe('startDeferredLoads', () => {
  it('moves the links of the after-first-paint template into <head>, once', () => {
    document.head.innerHTML =
      '<template id="after-first-paint"><link rel="modulepreload" href="./assets/start.js">' +
      '<link rel="preload" as="fetch" href="./data/index.json"></template>'
    expect(document.head.querySelectorAll(':scope > link')).toHaveLength(0)
    startDeferredLoads()
    startDeferredLoads()
    const links = [...document.head.querySelectorAll(':scope > link')]
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      './assets/start.js',
      './data/index.json',
    ])
  })

  it('does nothing on a page without the template', () => {
    document.head.innerHTML = '<title>x</title>'
    startDeferredLoads()
    expect(document.head.innerHTML).toBe('<title>x</title>')
  })
})

describe('afterFirstPaint', () => {
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

  function showPrerenderedHome() {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible')
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    document.documentElement.dataset.firstScreen = 'home'
    document.body.innerHTML = '<div id="root"><div data-prerender="zh"><p>week</p></div></div>'
  }

  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    delete document.documentElement.dataset.firstScreen
    document.body.innerHTML = ''
  })

  const settled = async (promise: Promise<void>) => {
    let done = false
    void promise.then(() => (done = true))
    await vi.advanceTimersByTimeAsync(0)
    return () => done
  }

  it('waits for the first contentful paint, not for an earlier paint entry', async () => {
    vi.useFakeTimers()
    showPrerenderedHome()
    const isDone = await settled(afterFirstPaint())
    expect(isDone()).toBe(false)
    report(['first-paint'])
    await vi.advanceTimersByTimeAsync(0)
    expect(isDone()).toBe(false)
    report(['first-contentful-paint'])
    await vi.advanceTimersByTimeAsync(0)
    expect(isDone()).toBe(true)
  })

  it('starts the app anyway when no paint is reported in time', async () => {
    vi.useFakeTimers()
    showPrerenderedHome()
    const isDone = await settled(afterFirstPaint())
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_TIMEOUT_MS - 1)
    expect(isDone()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(isDone()).toBe(true)
  })

  it('does not wait on a deep link', async () => {
    vi.useFakeTimers()
    showPrerenderedHome()
    document.documentElement.dataset.firstScreen = 'other'
    const isDone = await settled(afterFirstPaint())
    expect(isDone()).toBe(true)
  })
})
