/**
 * What the committers list suggests to the maintainer of the people table: a digest that writes a
 * committer by their GitHub login ("@mjsax") writes a spelling the table may not know yet. Only a
 * suggestion in the ingest report: people are merged by the reviewed table (data/people.json)
 * alone, never by the list.
 */
import type { Thread } from './dataset'
import { loginKey, type CommittersIndex } from './committers'

/**
 * One line per spelling the people table does not know that is a committer's GitHub login, at its
 * first position. `known(id)`: whether the table knows the person.
 * committerAliasSuggestions(threads with "@mjsax", () => false, index, "data/people.json") →
 *   ['2026-05-11.zh.txt:3: "@mjsax" may be Matthias J. Sax (committers list of 2024-10-21, GitHub
 *     login) — add "mjsax" to data/people.json as an alias of "Matthias J. Sax" to merge them'].
 */
export function committerAliasSuggestions(
  threads: readonly Pick<Thread, 'source' | 'positions'>[],
  known: (personId: string) => boolean,
  index: CommittersIndex,
  peopleFile: string,
): string[] {
  const suggested = new Set<string>()
  const lines: string[] = []
  for (const thread of threads)
    for (const position of thread.positions) {
      const login = loginKey(position.name)
      const committer = index.byLogin.get(login)
      if (!committer || known(position.person) || suggested.has(login)) continue
      suggested.add(login)
      const spelling = position.name.trim()
      lines.push(
        `${thread.source.file}:${position.line}: "@${spelling}" may be ${committer.name} ` +
          `(committers list of ${index.asOf}, GitHub login) — add "${spelling}" to ${peopleFile} ` +
          `as an alias of "${committer.name}" to merge them`,
      )
    }
  return lines
}
