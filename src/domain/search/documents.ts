import type { Dataset, Localized } from '../dataset'
import type { KipCatalogRow } from '../kip-catalog'
import { positionsAbout } from '../kip-story'
import { spellingKey } from '../people'
import { searchTerms } from './terms'

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
  /** What finds it besides its own words, ranked below them: a KIP's people and discussions (kipAbout). */
  about: string
}

/** A text in both languages, once where they are the same (a KIP's title often is). */
const both = (text: Localized) =>
  text.en === undefined || text.en === text.zh ? text.zh : `${text.zh}\n${text.en}`

/**
 * The documents of every KIP of the catalogue and every thread, in both languages. A KIP is
 * found by its number and title, and by its people and what the digests say of it (kipAbout).
 */
export function searchDocuments(
  dataset: Pick<Dataset, 'threads' | 'people'>,
  catalog: readonly Pick<KipCatalogRow, 'kip' | 'title' | 'author'>[],
): SearchDocument[] {
  const aliases = new Map(dataset.people.map((p) => [p.id, p.aliases]))
  const about = kipAbout(dataset, aliases)
  return [
    ...catalog.map((row) => ({
      id: row.kip,
      key: String(row.kip),
      title: `KIP-${row.kip} ${row.title ?? ''}`,
      text: '',
      about: about(row),
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
      about: '',
    })),
  ]
}

/**
 * What finds a KIP besides its number and title: its author, under every spelling the people
 * table gives them (the wiki writes "Ken Huang", the digests 黃竣陽); everyone who took a
 * position about it, likewise; and the summaries of the threads about it, in both languages
 * (its wiki title is English: its Chinese words are in its discussions). A summary's numbers are
 * left out: they name other KIPs and versions, and a KIP is found by its own number, not by the
 * numbers its discussions name.
 */
function kipAbout(
  dataset: Pick<Dataset, 'threads' | 'people'>,
  aliases: ReadonlyMap<string, readonly string[]>,
) {
  const bySpelling = new Map(
    dataset.people.flatMap((p) => p.aliases.map((spelling) => [spellingKey(spelling), p.aliases])),
  )
  const said = new Map<number, string[]>()
  for (const thread of dataset.threads)
    for (const kip of thread.subjectKips) {
      // Its terms, as the index would cut them, without the numbers: the same terms again.
      const words = searchTerms(both(thread.summary)).filter((term) => !/^\p{N}+$/u.test(term))
      const people = positionsAbout(thread, kip).flatMap((p) => aliases.get(p.person) ?? [p.person])
      const texts = said.get(kip) ?? []
      texts.push(words.join(' '), ...new Set(people))
      said.set(kip, texts)
    }
  return (row: Pick<KipCatalogRow, 'kip' | 'author'>) =>
    [
      ...(row.author ? (bySpelling.get(spellingKey(row.author)) ?? [row.author]) : []),
      ...(said.get(row.kip) ?? []),
    ].join('\n')
}
