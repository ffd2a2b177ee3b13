/**
 * The threads of other weeks that share a KIP with a thread: what its page lists as "the same
 * KIPs in other weeks". Derived at build time into the week's file, so that a thread page
 * downloads the few it shows, not every thread of every week.
 */
import type { Localized, Thread, ThreadStatus } from './dataset'

interface RelatedThread {
  id: string
  week: string
  title: Localized
  status: ThreadStatus
  /** The KIPs it shares with the thread. */
  kips: number[]
}

export interface RelatedThreads {
  /** The newest first, at most RELATED_SHOWN. */
  threads: RelatedThread[]
  /** How many there are in all. */
  total: number
}

/** How many related threads a thread page lists; the rest are one link away (the timeline). */
const RELATED_SHOWN = 8

/**
 * Thread id → its related threads, for every thread that has some. Newest week first, and in
 * digest order within a week.
 * relatedThreads([a (W20, KIP-1), b (W21, KIP-1, KIP-2), c (W21, KIP-3)])
 *   → { a: { threads: [b with kips [1]], total: 1 }, b: { threads: [a with kips [1]], total: 1 } }
 */
export function relatedThreads(
  threads: readonly Thread[],
  limit = RELATED_SHOWN,
): Map<string, RelatedThreads> {
  const byKip = new Map<number, Thread[]>()
  threads.forEach((thread) => {
    for (const kip of thread.kips) {
      const list = byKip.get(kip) ?? []
      list.push(thread)
      byKip.set(kip, list)
    }
  })
  const order = new Map(threads.map((thread, i) => [thread.id, i]))
  const newestFirst = (a: Thread, b: Thread) =>
    a.week === b.week ? order.get(a.id)! - order.get(b.id)! : a.week < b.week ? 1 : -1

  const result = new Map<string, RelatedThreads>()
  for (const thread of threads) {
    const others = new Map<string, Thread>()
    for (const kip of thread.kips)
      for (const other of byKip.get(kip) ?? [])
        if (other.week !== thread.week) others.set(other.id, other)
    if (others.size === 0) continue
    const shown = [...others.values()].sort(newestFirst).slice(0, limit)
    result.set(thread.id, {
      threads: shown.map((other) => ({
        id: other.id,
        week: other.week,
        title: other.title,
        status: other.status,
        kips: other.kips.filter((kip) => thread.kips.includes(kip)),
      })),
      total: others.size,
    })
  }
  return result
}
