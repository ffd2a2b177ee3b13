import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'

afterEach(() => cleanup())

// A view renders after its route has loaded its data and its code: on a busy machine (CI runs
// the suites side by side) that can take longer than testing-library's default second.
configure({ asyncUtilTimeout: 5000 })
// jsdom has no scrolling; the router restores the scroll position on every navigation.
if (typeof window !== 'undefined') window.scrollTo = () => {}

// recharts' ResponsiveContainer measures its parent with ResizeObserver, which jsdom lacks:
// report a real size so that charts render in component tests.
class FixedSizeResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const entry = {
      target,
      contentRect: { width: 800, height: 300 },
    } as unknown as ResizeObserverEntry
    this.callback([entry], this as unknown as ResizeObserver)
  }
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= FixedSizeResizeObserver as unknown as typeof ResizeObserver

// jsdom has <dialog> but not its modal API: open and close it as a browser does (the attribute,
// then the close event). Escape and the backdrop are the browser's, tested in e2e.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}
