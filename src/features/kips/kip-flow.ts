import type { KipWikiState } from '../../domain/dataset'
import { KIP_WIKI_STATES } from '../../domain/dataset'
import type { KipCatalogRow } from '../../domain/kip-catalog'
import { quarterOf } from './kip-list'

/**
 * The flow of KIPs, for the KIP list's charts: how many were created each quarter (by the state
 * they have now), and how many changed wiki state each month of the recorded history. Pure; each
 * bar names the filters of the list that shows its KIPs.
 */

/** The first year the created chart shows: the wiki's KIP pages start in 2015. */
const FLOW_FROM_YEAR = 2015

/** The states a change can lead to that the changes chart counts ("unknown" is the wiki's page failing, not a decision). */
export const CHANGE_STATES = ['accepted', 'under discussion', 'not accepted'] as const
type ChangeState = (typeof CHANGE_STATES)[number]

export interface QuarterBar {
  /** "2025 Q3": the bar's name on the axis. */
  label: string
  year: number
  quarter: number
  /** KIPs created in the quarter, by their wiki state as of the facts' date. */
  counts: Record<KipWikiState, number>
  total: number
}

export interface MonthBar {
  /** "2026-03", also its name on the axis. */
  month: string
  label: string
  /** Changes in the month, by the state changed to. */
  counts: Record<ChangeState, number>
  total: number
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>

/**
 * One bar per quarter from FLOW_FROM_YEAR's first to the last quarter a KIP was created in, empty
 * quarters included. createdPerQuarter(rows)[0] → { label: "2015 Q1", year: 2015, quarter: 1, … }.
 */
export function createdPerQuarter(rows: readonly KipCatalogRow[]): QuarterBar[] {
  const dated = rows.filter(
    (r): r is KipCatalogRow & { created: string; state: KipWikiState } =>
      r.created !== null && r.state !== null && Number(r.created.slice(0, 4)) >= FLOW_FROM_YEAR,
  )
  if (dated.length === 0) return []
  const last = dated.reduce((a, r) => (r.created > a ? r.created : a), '')
  const bars: QuarterBar[] = []
  const byKey = new Map<string, QuarterBar>()
  for (let year = FLOW_FROM_YEAR; year <= Number(last.slice(0, 4)); year++)
    for (let quarter = 1; quarter <= 4; quarter++) {
      if (year === Number(last.slice(0, 4)) && quarter > quarterOf(last)) break
      const bar = {
        label: `${year} Q${quarter}`,
        year,
        quarter,
        counts: zeros(KIP_WIKI_STATES),
        total: 0,
      }
      bars.push(bar)
      byKey.set(bar.label, bar)
    }
  for (const row of dated) {
    const bar = byKey.get(`${row.created.slice(0, 4)} Q${quarterOf(row.created)}`)!
    bar.counts[row.state]++
    bar.total++
  }
  return bars
}

/**
 * One bar per month from the first to the last month given (YYYY-MM), with the wiki state changes
 * recorded in it. changesPerMonth(rows, "2026-01", "2026-08")[1] → { month: "2026-02", counts: { accepted: 20, … } }.
 */
export function changesPerMonth(
  rows: readonly KipCatalogRow[],
  from: string,
  to: string,
): MonthBar[] {
  const bars: MonthBar[] = []
  for (let y = Number(from.slice(0, 4)), m = Number(from.slice(5, 7)); ; m++) {
    if (m > 12) {
      y++
      m = 1
    }
    const month = `${y}-${String(m).padStart(2, '0')}`
    if (month > to) break
    bars.push({ month, label: month, counts: zeros(CHANGE_STATES), total: 0 })
  }
  const byMonth = new Map(bars.map((b) => [b.month, b]))
  for (const row of rows)
    for (const change of row.changes) {
      const bar = byMonth.get(change.date.slice(0, 7))
      if (!bar || !(CHANGE_STATES as readonly string[]).includes(change.state)) continue
      bar.counts[change.state as ChangeState]++
      bar.total++
    }
  return bars
}
