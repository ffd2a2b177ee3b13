/**
 * index.html holds the first screen, pre-rendered at build time, and paints it from the HTML alone.
 * On a slow device everything else competes with that first frame for the CPU: downloading and
 * compiling the app's code (React, the router, the views) and its data, even through preload links,
 * delays the frame's raster and presentation (in Chromium traces, modulepreload compiled the app
 * on the main thread for about 50 ms before the first paint). So the app and the first screen's
 * data start loading once the browser has reported the first contentful paint, which it does after
 * presenting it.
 *
 * Nothing is waited for when nothing pre-rendered is on screen: a hidden tab, a deep link (the
 * pre-rendered home is hidden, src/app/lang-boot.ts), a page without a pre-render (`vite dev`).
 */

/** What the decision reads of the page; the browser's objects in the app, stand-ins in tests. */
export interface FirstPaintPage {
  visibilityState: DocumentVisibilityState
  /** `data-first-screen` of <html>, set by lang-boot.ts: "home" when the pre-rendered page shows. */
  firstScreen: string | undefined
  hasPrerender: boolean
  /** Entry types this browser's PerformanceObserver reports (undefined: no PerformanceObserver). */
  supportedEntryTypes: readonly string[] | undefined
}

/** Never wait longer than this for the paint to be reported: the app must start regardless. */
export const FIRST_PAINT_TIMEOUT_MS = 1500

export type FirstPaintWait = 'none' | 'paint-entry' | 'next-frame'

/** How to wait before loading the app. */
export function firstPaintWait(page: FirstPaintPage): FirstPaintWait {
  if (page.visibilityState === 'hidden' || page.firstScreen !== 'home' || !page.hasPrerender)
    return 'none'
  return page.supportedEntryTypes?.includes('paint') ? 'paint-entry' : 'next-frame'
}

/** Resolves once the first contentful paint has been presented (or at once, or at the timeout). */
export function afterFirstPaint(): Promise<void> {
  const root = document.documentElement
  const wait = firstPaintWait({
    visibilityState: document.visibilityState,
    firstScreen: root.dataset.firstScreen,
    hasPrerender: document.querySelector('#root > [data-prerender]') !== null,
    supportedEntryTypes:
      typeof PerformanceObserver === 'undefined'
        ? undefined
        : PerformanceObserver.supportedEntryTypes,
  })
  if (wait === 'none') return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      observer?.disconnect()
      document.removeEventListener('visibilitychange', done)
      resolve()
    }
    const timer = setTimeout(done, FIRST_PAINT_TIMEOUT_MS)
    document.addEventListener('visibilitychange', done)
    const observer =
      wait === 'paint-entry'
        ? new PerformanceObserver((list) => {
            if (list.getEntriesByName('first-contentful-paint').length > 0) done()
          })
        : undefined
    if (observer) observer.observe({ type: 'paint', buffered: true })
    else requestAnimationFrame(() => setTimeout(done, 0))
  })
}

/**
 * Starts the downloads index.html keeps for after the first paint: the links inside
 * `<template id="after-first-paint">` (the app's code, written by
 * scripts/lib/vite-preload-dynamic.ts; the first screen's data, by scripts/prerender.ts).
 * A template's content is inert until it is put into the document.
 */
export function startDeferredLoads(doc: Document = document): void {
  const template = doc.getElementById('after-first-paint')
  if (template instanceof HTMLTemplateElement) doc.head.append(template.content)
}
