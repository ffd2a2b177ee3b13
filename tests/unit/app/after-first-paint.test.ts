import { describe, expect, it } from 'vitest'
import {
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
    ['lang-boot.js did not run: no wait', { firstScreen: undefined }, 'none'],
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
