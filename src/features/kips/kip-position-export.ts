import type { KipWeekStatus } from '../../domain/kip-story'
import type { ExportDocument } from '../../shared/lib/export-file'
import { loadThreads } from '../../shared/lib/load-threads'
import {
  positionExport,
  positionFilter,
  type PositionSource,
} from '../../shared/lib/position-export'

/**
 * A KIP's positions as an export: those about it in the threads about it, as its page lists them
 * (a thread that only mentions it is no part of its story), newest week first. Loaded when the
 * reader exports.
 */
export async function kipPositionExport(
  input: PositionSource & {
    kip: number
    /** The weeks it was discussed, oldest first, with their threads about it (its card's). */
    weeks: readonly Pick<KipWeekStatus, 'week' | 'threads'>[]
  },
): Promise<ExportDocument> {
  const { queryClient, fetchJson, kip, weeks } = input
  const newestFirst = [...weeks].reverse().map((w) => ({ week: w.week, threadIds: w.threads }))
  return positionExport({
    ...input,
    threads: await loadThreads(queryClient, fetchJson, newestFirst),
    keep: positionFilter({ kip: [kip] }),
    nameParts: [`kip-${kip}`],
    filter: { kip: String(kip) },
  })
}
