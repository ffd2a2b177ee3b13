import type { MissingReason } from '../../domain/jira-series'

/**
 * The marks of the weeks a chart has no value for (a dashed line each, never a zero bar), and
 * which of them carry their reason in words ("no data", "not stated"). Each label is some five
 * bars wide on a long chart: side by side they printed over each other ("not statednot stated").
 * So a run of weeks missing for one reason is labelled once, at its first week, and a label
 * keeps a tenth of the chart (at least two bars) from the one before it.
 *
 *   missingMarks([W1 ok, W2 not-reported, W3 not-reported, W4 ok, W5 no-digest])
 *     → [{W2 not-reported, labelled}, {W3 not-reported}, {W5 no-digest, labelled}]
 */
export interface MissingMark {
  week: string
  missing: MissingReason
  labelled: boolean
}

export function missingMarks(
  points: readonly { week: string; missing?: MissingReason }[],
): MissingMark[] {
  const gap = Math.max(2, Math.ceil(points.length / 10))
  const marks: MissingMark[] = []
  let lastLabel = -Infinity
  points.forEach(({ week, missing }, i) => {
    if (!missing) return
    const runGoesOn = points[i - 1]?.missing === missing
    const labelled = !runGoesOn && i - lastLabel >= gap
    if (labelled) lastLabel = i
    marks.push({ week, missing, labelled })
  })
  return marks
}

/** What a chart says about a week without a value, in the page's language. */
export interface MissingWords {
  noData: string
  notReported: string
}
