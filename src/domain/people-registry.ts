/**
 * Resolves every name written in the digests of one build, remembering the spellings seen and
 * reporting what a maintainer must review: unknown spellings (warnings) and ids that two
 * different spellings would share (errors: merging them would be a guess).
 */
import type { Person } from './dataset'
import type { DigestError } from './digest-parser'
import { idProblem } from './ids'
import {
  clipId,
  indexPeople,
  personAliases,
  resolvePerson,
  spellingKey,
  type PeopleTable,
} from './people'

export interface PeopleRegistry {
  /** Person id of a written name; records the spelling. */
  idOf(name: string, file: string, line: number): string
  /** People with the given ids, sorted by id. */
  people(ids: Iterable<string>): Person[]
  /** The reviewed table's name and aliases of a person id; [] for a person it does not know. */
  tableSpellings(id: string): string[]
  errors: DigestError[]
  warnings: string[]
}

/**
 * A registry over a reviewed table.
 * createPeopleRegistry(table, "data/people.json").idOf("mjsax", "w.txt", 3) → "matthias-j-sax".
 */
export function createPeopleRegistry(table: PeopleTable, tableFile: string): PeopleRegistry {
  const { index, problems } = indexPeople(table)
  const errors: DigestError[] = problems.map((message) => ({ file: tableFile, line: 0, message }))
  const warnings: string[] = []
  const seen = new Map<string, string[]>()
  // Unknown people: id → the spelling key that claimed it first, and its display name.
  const unknown = new Map<string, { key: string; name: string }>()

  function idOf(name: string, file: string, line: number): string {
    const r = resolvePerson(index, name)
    const spellings = seen.get(r.id) ?? []
    if (!spellings.includes(name.trim())) spellings.push(name.trim())
    seen.set(r.id, spellings)
    if (r.known) return r.id
    const key = spellingKey(name)
    const claimed = unknown.get(r.id)
    const tooLong = r.id === '' ? undefined : idProblem(r.id)
    if (r.id === '') {
      errors.push({
        file,
        line,
        message: `expected a name with letters or digits, found "${name}"`,
      })
    } else if (tooLong) {
      errors.push({
        file,
        line,
        message:
          `expected a name of a person, found one of ${[...r.name].length} characters ` +
          `("${clipId(r.name)}"): its id ${tooLong}`,
      })
    } else if (index.byId.has(r.id)) {
      errors.push({
        file,
        line,
        message:
          `"${r.name}" is not in ${tableFile} but its id "${r.id}" is that of ` +
          `"${index.byId.get(r.id)?.name}": add it there as an alias or as another person`,
      })
    } else if (claimed && claimed.key !== key) {
      errors.push({
        file,
        line,
        message:
          `"${r.name}" and "${claimed.name}" are not in ${tableFile} and would share the id ` +
          `"${r.id}": add them there as one person or as two`,
      })
    } else if (!claimed) {
      unknown.set(r.id, { key, name: r.name })
      warnings.push(
        `${file}:${line}: "${r.name}" is not in ${tableFile}; treated as its own person "${r.id}"`,
      )
    }
    return r.id
  }

  function people(ids: Iterable<string>): Person[] {
    return [...new Set(ids)]
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .map((id) => {
        const entry = index.byId.get(id)
        const name = entry?.name ?? unknown.get(id)?.name ?? id
        return { id, name, aliases: personAliases(name, entry?.aliases ?? [], seen.get(id) ?? []) }
      })
  }

  function tableSpellings(id: string): string[] {
    const entry = index.byId.get(id)
    return entry ? [entry.name, ...entry.aliases] : []
  }

  return { idOf, people, tableSpellings, errors, warnings }
}
