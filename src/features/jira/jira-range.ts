import { addDays } from '../../domain/iso-week'
import type { CreatedPoint, MissingReason } from '../../domain/jira-series'
import type { JiraRange } from '../../url/search-params'

/**
 * The issues-created charts over a chosen range of weeks, with a bar for each week while they
 * fit and for each month, quarter or year when they do not: a bar narrower than a few pixels can
 * be neither read nor clicked, and ten years are 520 weeks.
 */

/** More bars than this and each is too thin to read or click on a phone. */
export const MAX_BARS = 60

export type Grouping = 'week' | 'month' | 'quarter' | 'year'
const GROUPINGS: readonly Grouping[] = ['week', 'month', 'quarter', 'year']

/** The ranges offered as links: the last 12 weeks, the last 52, or all. */
export const JIRA_PRESETS = ['12w', '1y', 'all'] as const
export type JiraPreset = (typeof JIRA_PRESETS)[number]
const PRESET_WEEKS: Record<JiraPreset, number> = { '12w': 12, '1y': 52, all: Infinity }
/** The range shown when the address names none. */
export const DEFAULT_RANGE: JiraPreset = '1y'

/** Months a reader chose, first and last ("2025-06", "2026-05"), in order. */
export interface MonthSpan {
  from: string
  to: string
}

/**
 * The address's range (checked by url/search-params.ts) as the view reads it: a preset, or a span
 * of months in order. readRange(undefined) → "1y"; readRange("2026-05..2025-06") →
 * { from: "2025-06", to: "2026-05" }.
 */
export function readRange(range: JiraRange | undefined): JiraPreset | MonthSpan {
  const preset = JIRA_PRESETS.find((p) => p === range)
  if (preset || range === undefined) return preset ?? DEFAULT_RANGE
  const [a = '', b = ''] = range.split('..')
  return a <= b ? { from: a, to: b } : { from: b, to: a }
}

/** A span of months as the address writes it: "2025-06..2026-05". */
export const spanParam = ({ from, to }: MonthSpan): JiraRange => `${from}..${to}`

/** The month of a day: "2026-05-11" → "2026-05". */
const monthOf = (day: string) => day.slice(0, 7)

/**
 * The weeks a range holds: the last 12 or 52, all, or those whose Monday falls in the chosen
 * months (as a month's bar counts them: groupOfDay).
 */
function weeksIn(points: readonly CreatedPoint[], range: JiraRange | undefined): CreatedPoint[] {
  const read = readRange(range)
  if (typeof read === 'string') return points.slice(-PRESET_WEEKS[read])
  return points.filter((p) => monthOf(p.start) >= read.from && monthOf(p.start) <= read.to)
}

/** The months a reader can choose from, oldest first: the first week's to the last week's. */
export function monthsOf(points: readonly CreatedPoint[]): string[] {
  const months: string[] = []
  for (const point of points) {
    const month = monthOf(point.start)
    if (months.at(-1) !== month) months.push(month)
  }
  return months
}

/** The first and last months a range's weeks fall in: where the reader's own choice starts. */
export function spanOf(points: readonly CreatedPoint[], range: JiraRange | undefined): MonthSpan {
  const weeks = weeksIn(points, range)
  return { from: monthOf(weeks[0]?.start ?? ''), to: monthOf(weeks.at(-1)?.start ?? '') }
}

export interface CreatedBar {
  /** "2026-W20", "2026-05", "2026-Q2" or "2026". */
  key: string
  /** The first and last ISO week of the bar, and the Monday of the first. */
  from: string
  to: string
  start: string
  /** Issues created in its weeks with a digest; null when none of them has one. */
  created: number | null
  /** created − the bar before's; null when either has no value. */
  change: number | null
  /** The running total at its last week with a digest; null when none has one. */
  cumulative: number | null
  /** A week's bar without a value: why (grouped bars are missing only when all their weeks are). */
  missing?: MissingReason
  /** A month, quarter or year of which the range holds only some weeks (its first or last). */
  partial?: true
}

/** The month, quarter or year a week falls in, by its Monday: groupOfDay("2026-05-11", "quarter") → "2026-Q2". */
function groupOfDay(monday: string, grouping: Exclude<Grouping, 'week'>): string {
  const [year, month] = monday.split('-') as [string, string]
  if (grouping === 'month') return `${year}-${month}`
  if (grouping === 'quarter') return `${year}-Q${Math.ceil(Number(month) / 3)}`
  return year
}

/** The group a week falls in: the week itself, or its month, quarter or year. */
const groupOf = (point: CreatedPoint, grouping: Grouping) =>
  grouping === 'week' ? point.week : groupOfDay(point.start, grouping)

/**
 * Marks the first and last bars that hold only some of their weeks: the week before the range's
 * first, or after its last, falls in the same month, quarter or year.
 */
function markPartial(points: readonly CreatedPoint[], bars: CreatedBar[], grouping: Grouping) {
  const first = points[0]
  const last = points.at(-1)
  if (grouping === 'week' || !first || !last) return
  if (groupOfDay(addDays(first.start, -7), grouping) === bars[0]!.key) bars[0]!.partial = true
  if (groupOfDay(addDays(last.start, 7), grouping) === bars.at(-1)!.key) bars.at(-1)!.partial = true
}

/** The bars of one grouping, oldest first. */
function barsOf(points: readonly CreatedPoint[], grouping: Grouping): CreatedBar[] {
  const bars: CreatedBar[] = []
  for (const point of points) {
    const key = groupOf(point, grouping)
    let bar = bars.at(-1)
    if (bar?.key !== key) {
      bar = {
        key,
        from: point.week,
        to: point.week,
        start: point.start,
        created: null,
        change: null,
        cumulative: null,
      }
      if (grouping === 'week' && point.missing) bar.missing = point.missing
      bars.push(bar)
    }
    bar.to = point.week
    if (point.created !== null) bar.created = (bar.created ?? 0) + point.created
    if (point.cumulative !== null) bar.cumulative = point.cumulative
  }
  bars.forEach((bar, i) => {
    const before = bars[i - 1]?.created
    if (bar.created !== null && before !== undefined && before !== null)
      bar.change = bar.created - before
    if (grouping !== 'week' && bar.created === null) bar.missing = 'no-digest'
  })
  markPartial(points, bars, grouping)
  return bars
}

/**
 * The range's bars, in the finest grouping that fits MAX_BARS.
 * createdBars(520 weeks, "all") → { grouping: "quarter", bars: [40 quarters] };
 * createdBars(520 weeks, "1y") → { grouping: "week", bars: [the last 52 weeks] }.
 */
export function createdBars(
  points: readonly CreatedPoint[],
  range: JiraRange | undefined,
): { grouping: Grouping; bars: CreatedBar[] } {
  const weeks = weeksIn(points, range)
  for (const grouping of GROUPINGS.slice(0, -1)) {
    const bars = barsOf(weeks, grouping)
    if (bars.length <= MAX_BARS) return { grouping, bars }
  }
  return { grouping: 'year', bars: barsOf(weeks, 'year') }
}

/** The weeks of a range, for what else the page shows of them (the releases reported in them). */
export function weeksOf(
  points: readonly CreatedPoint[],
  range: JiraRange | undefined,
): Set<string> {
  return new Set(weeksIn(points, range).map((p) => p.week))
}
