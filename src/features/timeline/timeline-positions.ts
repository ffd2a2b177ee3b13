import type { ExportDocument } from '../../shared/lib/export-file'
import { positionExport, positionFilter } from '../../shared/lib/position-export'
import {
  threadNameParts,
  timelineFilter,
  timelineThreads,
  type ThreadExportInput,
} from './thread-export'

/**
 * The positions of the threads the timeline's filter selects, every page of them, in the
 * timeline's order; a KIP or person filter keeps the positions about those KIPs, of those people.
 * Loaded when the reader exports.
 */
export async function timelinePositionExport(input: ThreadExportInput): Promise<ExportDocument> {
  const { filters } = input
  return positionExport({
    ...input,
    threads: await timelineThreads(input),
    keep: positionFilter(filters),
    nameParts: threadNameParts(filters),
    filter: timelineFilter(filters),
  })
}
