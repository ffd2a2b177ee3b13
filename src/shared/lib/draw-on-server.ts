/**
 * Draws a chart at build time, for the pre-render only (chart-slot.tsx imports it under SSR): the
 * markup recharts draws in a browser, as HTML to write into the page. recharts 3 learns a chart's
 * size and data from its components' effects, which a server render never runs (it writes an
 * empty wrapper), so the chart is rendered in a document of jsdom's, with React's client, and its
 * effects and recharts' frame-batched updates are run to the end, synchronously, within the page's
 * own render. The chart must be drawn at a fixed size and need nothing but its props: no context
 * of the page reaches it.
 */
import { JSDOM } from 'jsdom'
import type { ReactElement } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'

let dom: JSDOM | undefined
/** Each drawing's ids are its own (React's useId: recharts' clip paths), in a page of several. */
let drawings = 0
/** More rounds than a chart takes to settle: one that never does is an error, not a hang. */
const MAX_FRAMES = 50

/** The HTML recharts draws `chart` as, once settled. */
export function drawOnServer(chart: ReactElement): string {
  dom ??= new JSDOM('<!doctype html><html><body></body></html>')
  const { window } = dom
  // recharts batches its store's updates to the next frame: here, the next round of the loop.
  const frames: FrameRequestCallback[] = []
  window.requestAnimationFrame = (frame) => frames.push(frame)
  const global = globalThis as Record<string, unknown>
  const had = { window: 'window' in global, document: 'document' in global }
  global.window = window
  global.document = window.document
  try {
    const box = window.document.createElement('div')
    const root = createRoot(box, { identifierPrefix: `drawn${(drawings += 1)}-` })
    flushSync(() => root.render(chart))
    for (let round = 0; frames.length > 0; round += 1) {
      if (round === MAX_FRAMES) throw new Error('draw-on-server: the chart never settled')
      const due = frames.splice(0)
      flushSync(() => due.forEach((frame) => frame(0)))
    }
    // recharts writes its SVG an empty <title> and <desc>: a <title> inside an SVG is markup the
    // build's scan of a page refuses (scripts/lib/page-markup.ts), and empty they say nothing.
    const html = box.innerHTML.replaceAll('<title></title><desc></desc>', '')
    root.unmount()
    return html
  } finally {
    // The page's render goes on as a server's, where no browser globals are (the router tells by
    // `document`). React's development build (the tests') leaves tasks behind each commit that
    // read `window`: there `window` stays.
    if (!had.document) delete global.document
    if (!had.window && import.meta.env.PROD) delete global.window
  }
}
