import type { Dataset, Localized } from '../dataset'
import type { KipCatalogRow } from '../kip-catalog'

/**
 * What search finds in the KIPs and threads, one document each (write-index.ts splits their
 * index into shards). People and weeks are few and already in the index file every page has:
 * the browser searches them there (engine.ts).
 */
export interface SearchDocument {
  /** A KIP's number, or a thread's id. */
  id: number | string
  /** Words that name it exactly, ranked above everything else: a KIP's number. */
  key: string
  /** Its title (both languages), ranked above the rest of its text. */
  title: string
  text: string
}

/** A text in both languages, once where they are the same (a KIP's title often is). */
const both = (text: Localized) =>
  text.en === undefined || text.en === text.zh ? text.zh : `${text.zh}\n${text.en}`

/** The documents of every KIP of the catalogue and every thread, in both languages. */
export function searchDocuments(
  dataset: Pick<Dataset, 'threads' | 'people'>,
  catalog: readonly Pick<KipCatalogRow, 'kip' | 'title'>[],
): SearchDocument[] {
  const aliases = new Map(dataset.people.map((p) => [p.id, p.aliases]))
  return [
    ...catalog.map((row) => ({
      id: row.kip,
      key: String(row.kip),
      title: `KIP-${row.kip} ${row.title ?? ''}`,
      text: '',
    })),
    ...dataset.threads.map((thread) => ({
      id: thread.id,
      key: '',
      title: both(thread.title),
      text: [
        both(thread.summary),
        ...thread.positions.map((p) => both(p.text)),
        both(thread.conclusion),
        ...thread.participants.flatMap((id) => aliases.get(id) ?? [id]),
        ...thread.kips.map((kip) => `KIP-${kip}`),
      ].join('\n'),
    })),
  ]
}
