import type { JiraReleaseSnapshot, Localized, Thread, Week } from './dataset'
import { addDays, isoWeekId } from './iso-week'

/**
 * Chart shapers for the JIRA view. The x axis is every ISO week from the first digest to the
 * last; a week without a digest stays on the axis with `null` values (a gap, never a zero).
 * Pure: the build writes the result to jira.json, the charts and tables only draw it.
 */

/** Why a value is missing: no digest that week, or a digest that did not state it. */
export type MissingReason = 'no-digest' | 'not-reported'

export interface CreatedPoint {
  week: string
  /** Monday of the week, YYYY-MM-DD. */
  start: string
  /** Issues created that week; null when the week has no digest. */
  created: number | null
  /** created − the week before's; null when either week has no digest. */
  change: number | null
  /** Sum of `created` over the weeks with a digest up to this one; null on a week without one. */
  cumulative: number | null
  missing?: MissingReason
}

interface ReleasePoint {
  week: string
  start: string
  resolved: number | null
  unresolved: number | null
  /** The thread that stated the figures, and its title. */
  thread: string | null
  threadTitle: Localized | null
  missing?: MissingReason
}

export interface ReleaseSeries {
  release: string
  points: ReleasePoint[]
}

export interface JiraFile {
  created: CreatedPoint[]
  releases: ReleaseSeries[]
}

/**
 * Every ISO week from the week of `first` to the week of `last` (Mondays), inclusive.
 * weekAxis("2026-05-18", "2026-06-08") → [{week: "2026-W21", start: "2026-05-18"}, … W22, W23, W24].
 */
export function weekAxis(first: string, last: string): { week: string; start: string }[] {
  const axis: { week: string; start: string }[] = []
  for (let start = first; start <= last; start = addDays(start, 7))
    axis.push({ week: isoWeekId(start), start })
  return axis
}

function axisOf(weeks: readonly Pick<Week, 'id' | 'start'>[]) {
  const sorted = [...weeks].sort((a, b) => (a.start < b.start ? -1 : 1))
  const first = sorted[0]
  const last = sorted.at(-1)
  return first && last ? weekAxis(first.start, last.start) : []
}

/**
 * Weeks → the issues-created series over the full axis.
 * W21 58, W22 61, (no W23), W24 47 →
 * [{W21 58, change null, cum 58}, {W22 61, +3, 119}, {W23 null, missing "no-digest"}, {W24 47, change null, 166}].
 */
export function createdSeries(
  weeks: readonly Pick<Week, 'id' | 'start' | 'jira'>[],
): CreatedPoint[] {
  const byId = new Map(weeks.map((w) => [w.id, w.jira.created]))
  let total = 0
  let previous: number | null = null
  return axisOf(weeks).map(({ week, start }) => {
    const created = byId.get(week) ?? null
    if (created === null) {
      previous = null
      return { week, start, created, change: null, cumulative: null, missing: 'no-digest' }
    }
    total += created
    const point: CreatedPoint = {
      week,
      start,
      created,
      change: previous === null ? null : created - previous,
      cumulative: total,
    }
    previous = created
    return point
  })
}

/** "4.10.0" after "4.4.0": versions compare number by number. */
function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (d !== 0) return d
  }
  return 0
}

/**
 * Snapshots → one series per release (ascending versions), over the weeks from the first to the
 * last report of that release. A week in between is missing: "no-digest" or "not-reported".
 * When one week reports a release twice, the later statement (in digest order) wins.
 * 4.4.0 in W21 (70/39) and W24 (80/25), digests in W21, W22, W24 →
 * [{W21 70/39}, {W22 null "not-reported"}, {W23 null "no-digest"}, {W24 80/25}].
 */
export function releaseSeries(
  weeks: readonly Pick<Week, 'id' | 'start'>[],
  snapshots: readonly JiraReleaseSnapshot[],
  /** Each stating thread's title, shown with its link ("Stated in"). */
  titles: ReadonlyMap<string, Localized> = new Map(),
): ReleaseSeries[] {
  const starts = new Map(axisOf(weeks).map((a) => [a.week, a.start]))
  const withDigest = new Set(weeks.map((w) => w.id))
  const byRelease = new Map<string, Map<string, JiraReleaseSnapshot>>()
  for (const snap of snapshots) {
    const perWeek = byRelease.get(snap.release) ?? new Map<string, JiraReleaseSnapshot>()
    perWeek.set(snap.week, snap)
    byRelease.set(snap.release, perWeek)
  }
  return [...byRelease.entries()]
    .sort(([a], [b]) => compareVersions(a, b))
    .map(([release, perWeek]) => {
      const reported = [...perWeek.keys()].filter((w) => starts.has(w)).sort()
      const from = starts.get(reported[0] ?? '')
      const to = starts.get(reported.at(-1) ?? '')
      const axis = from && to ? weekAxis(from, to) : []
      const points = axis.map(({ week, start }): ReleasePoint => {
        const snap = perWeek.get(week)
        if (snap)
          return {
            week,
            start,
            resolved: snap.resolved,
            unresolved: snap.unresolved,
            thread: snap.thread,
            threadTitle: titles.get(snap.thread) ?? null,
          }
        const missing: MissingReason = withDigest.has(week) ? 'not-reported' : 'no-digest'
        return {
          week,
          start,
          resolved: null,
          unresolved: null,
          thread: null,
          threadTitle: null,
          missing,
        }
      })
      return { release, points }
    })
}

/** The whole jira.json: `jiraFile(dataset)` → {created, releases}. */
export function jiraFile(dataset: {
  weeks: readonly Week[]
  threads: readonly Pick<Thread, 'id' | 'title'>[]
  jiraReleaseSnapshots: readonly JiraReleaseSnapshot[]
}): JiraFile {
  const titles = new Map(dataset.threads.map((thread) => [thread.id, thread.title]))
  return {
    created: createdSeries(dataset.weeks),
    releases: releaseSeries(dataset.weeks, dataset.jiraReleaseSnapshots, titles),
  }
}
