/**
 * Every how many bars a chart labels its axis so that the labels fit: the `interval` recharts is
 * given, rather than asking it to measure the labels' text, which a chart drawn at build time
 * cannot (draw-on-server.ts), and a drawing and its live chart must agree.
 */
export function tickInterval({
  bars,
  labelChars,
  plotWidth,
}: {
  /** How many bars the axis has. */
  bars: number
  /** The longest label's length, in characters. */
  labelChars: number
  /** The plot's width, in the chart's own units (its size less its axis and margins). */
  plotWidth: number
}): number {
  const labelWidth = labelChars * CHAR_WIDTH + LABEL_GAP
  const fitting = Math.max(1, Math.floor(plotWidth / labelWidth))
  return Math.max(0, Math.ceil(bars / fitting) - 1)
}

/** A label character's width at the axes' type size (charts.css: 12 units), digits being widest. */
const CHAR_WIDTH = 7
/** The room between two labels. */
const LABEL_GAP = 10
