/**
 * What moved: per week, the KIPs whose digest status changed since they were last discussed
 * (a KIP's status in a week is that of the week's last thread on it, see kip-story.ts).
 */
import type { Dataset, ThreadStatus } from './dataset'
import { kipCardSummaries } from './kip-story'

export interface KipMove {
  kip: number
  from: ThreadStatus
  to: ThreadStatus
  /** The week the KIP was last discussed before. */
  fromWeek: string
}

/**
 * Per week, the KIPs whose digest status changed since they were last discussed, by KIP number.
 * Weeks where nothing moved are absent.
 * whatMoved([{ kip: 1327, weeks: [{ week: "2026-W21", status: "contested" }, { week: "2026-W24", status: "agreed" }] }])
 *   → { "2026-W24": [{ kip: 1327, from: "contested", to: "agreed", fromWeek: "2026-W21" }] }.
 */
export function whatMoved(
  cards: readonly { kip: number; weeks: readonly { week: string; status: ThreadStatus }[] }[],
): Record<string, KipMove[]> {
  const moved: Record<string, KipMove[]> = {}
  for (const card of [...cards].sort((a, b) => a.kip - b.kip)) {
    const weeks = [...card.weeks].sort((a, b) => (a.week < b.week ? -1 : a.week > b.week ? 1 : 0))
    weeks.forEach((entry, i) => {
      const before = weeks[i - 1]
      if (!before || before.status === entry.status) return
      ;(moved[entry.week] ??= []).push({
        kip: card.kip,
        from: before.status,
        to: entry.status,
        fromWeek: before.week,
      })
    })
  }
  return moved
}

/** whatMoved of a whole dataset. */
export function whatMovedInDataset(dataset: Dataset): Record<string, KipMove[]> {
  return whatMoved(kipCardSummaries(dataset))
}
