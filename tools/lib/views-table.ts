/**
 * The views' figures as a Markdown table, each next to its goal (issue 18) with ✓ or ✗: what
 * `npm run bench` prints per corpus, and what docs/performance.md shows. Pure.
 */
import type { Visit } from './bench-views.ts'

/** Issue 18's goals for every view opened fresh. */
export const VIEW_GOALS = {
  /** Its main content on the throttled phone (stated for 520 weeks; checked at every size). */
  phoneContentMs: 1500,
  /** No task longer, on either device. */
  longestTaskMs: 200,
  /** DOM nodes at first render, at any size (checked once the app has rendered too). */
  domNodes: 5000,
  /** The page's height at first render, in screens of its device (issue 49: a KIP page). */
  screens: 20,
  /** A filter change on the desktop: under this. */
  filterMs: 100,
  /** The home page taken over by the app on the phone. */
  homeInteractivePhoneMs: 1500,
}

export interface ViewRow {
  view: string
  device: 'desktop' | 'phone'
  median: Visit
}

export interface FilterFigures {
  /** The first status toggled on a fresh home page (it loads what filtering needs). */
  first: number
  /** A second status toggled on, everything loaded. */
  next: number
}

/** 1234.5 → "1 235"; 12.34 → "12". */
export function grouped(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
}

const mark = (ok: boolean) => (ok ? '✓' : '✗')
const within = (value: number, goal: number) => `${grouped(value)} ${mark(value <= goal)}`

/** The table's lines: a header naming each goal, then a row per view and device. */
export function viewsTable(rows: ViewRow[]): string[] {
  const g = VIEW_GOALS
  const lines = [
    `| view | device | content, ms (phone ≤ ${grouped(g.phoneContentMs)}) | LCP, ms | longest task, ms (≤ ${g.longestTaskMs}) | DOM nodes: first render / settled (≤ ${grouped(g.domNodes)}) | screens at first render (≤ ${g.screens}) | kB over the wire | interactive, ms (home on phone ≤ ${grouped(g.homeInteractivePhoneMs)}) |`,
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ]
  for (const { view, device, median: v } of rows) {
    const content =
      v.contentMs < 0
        ? 'not shown ✗'
        : device === 'phone'
          ? within(v.contentMs, g.phoneContentMs)
          : grouped(v.contentMs)
    const task = v.longestTaskMs === 0 ? '< 50 ✓' : within(v.longestTaskMs, g.longestTaskMs)
    const dom = `${grouped(v.domAtContent)} / ${grouped(v.domSettled)} ${mark(
      Math.max(v.domAtContent, v.domSettled) <= g.domNodes,
    )}`
    const screens = `${v.screens.toFixed(1)} ${mark(v.screens <= g.screens)}`
    const interactive =
      v.interactiveMs < 0
        ? 'not yet'
        : view === 'home' && device === 'phone'
          ? within(v.interactiveMs, g.homeInteractivePhoneMs)
          : grouped(v.interactiveMs)
    lines.push(
      `| ${view} | ${device} | ${content} | ${grouped(v.lcpMs)} | ${task} | ${dom} | ${screens} | ${v.kb.toFixed(1)} | ${interactive} |`,
    )
  }
  return lines
}

/** The filter change's line: "filter change (desktop): first 85 ms ✓, next 40 ms ✓ (goal < 100 ms)". */
export function filterLine(filter: FilterFigures): string {
  const ok = (ms: number) => `${grouped(ms)} ms ${mark(ms < VIEW_GOALS.filterMs)}`
  return `filter change on home, desktop (a status toggled, from the click until the list shows its matches): first ${ok(filter.first)}, next ${ok(filter.next)} (goal < ${VIEW_GOALS.filterMs} ms)`
}
