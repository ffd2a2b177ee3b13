import { fileQuery } from '../../data/file-queries'
import { VIEW_FILES } from '../../domain/files/view-descriptors'
import type { ExportDocument } from '../../shared/lib/export-file'
import { loadThreads } from '../../shared/lib/load-threads'
import { groupByWeek } from '../../shared/lib/match-threads'
import {
  positionExport,
  positionFilter,
  type PositionSource,
} from '../../shared/lib/position-export'

/**
 * A person's positions as an export: every one of them, newest week first, as the timeline
 * filtered to them lists their threads (its thread facets find them; only their weeks are
 * downloaded). Loaded when the reader exports.
 */
export async function personPositionExport(
  input: PositionSource & { person: string },
): Promise<ExportDocument> {
  const { queryClient, fetchJson, person } = input
  const facets = await queryClient.fetchQuery(fileQuery(fetchJson, VIEW_FILES.threadFacets))
  const theirs = facets.filter((thread) => thread.participants.includes(person))
  return positionExport({
    ...input,
    threads: await loadThreads(queryClient, fetchJson, groupByWeek(theirs)),
    keep: positionFilter({ person: [person] }),
    nameParts: [`person-${person}`],
    filter: { person },
  })
}
