import type { QueryClient } from '@tanstack/react-query'
import type { FetchJson } from '../../data/data-source'
import { fileQuery } from '../../data/file-queries'
import { FILES } from '../../domain/files/descriptors'
import type { Thread } from '../../domain/dataset'

/**
 * The threads an export holds, with every text, from their week files (weeks/<id>.json) through
 * the query cache, so that the weeks a reader has seen are not downloaded again. Loaded with an
 * export, never with a page.
 */

/** A week's threads wanted: its id, and the ids of its threads (undefined: all of them). */
export interface WeekThreads {
  week: string
  threadIds?: readonly string[] | undefined
}

/** Calls `load` on each item, at most `limit` at a time, keeping the items' order. */
async function inTurns<T, R>(items: readonly T[], limit: number, load: (item: T) => Promise<R>) {
  const out: R[] = []
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await load(items[i]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return out
}

/** How many week files an export downloads at once (a long history is hundreds of them). */
const PARALLEL_WEEKS = 6

/**
 * The threads of `weeks`, in their order, each week's in digest order:
 * loadThreads(…, [{ week: "2026-W20", threadIds: ["2026-W20-kip-1327"] }]) → [that thread].
 */
export async function loadThreads(
  queryClient: QueryClient,
  fetchJson: FetchJson,
  weeks: readonly WeekThreads[],
): Promise<Thread[]> {
  const files = await inTurns(weeks, PARALLEL_WEEKS, ({ week }) =>
    queryClient.fetchQuery(fileQuery(fetchJson, FILES.week, week)),
  )
  return weeks.flatMap(({ threadIds }, i) => {
    const all = files[i]!.threads
    if (!threadIds) return all
    const wanted = new Set(threadIds)
    return all.filter((thread) => wanted.has(thread.id))
  })
}
