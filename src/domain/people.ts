import { idProblem } from './ids'

/**
 * People: the digests write a person as a GitHub handle or a full name. A reviewed table
 * (data/people.json) says which spellings are one person; nothing is ever merged by guessing.
 */

interface PeopleTableEntry {
  id: string
  name: string
  aliases: string[]
}

/** data/people.json: reviewed by hand. */
export interface PeopleTable {
  note?: string
  people: PeopleTableEntry[]
}

/**
 * URL-safe id of a name: NFKD, combining marks removed, lower case, runs of other characters
 * than letters and digits become "-".
 * personId("José Armando García Sancio") → "jose-armando-garcia-sancio"; personId("黃竣陽") → "黃竣陽".
 */
export function personId(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}

/** An id shortened for a message. */
export function clipId(id: string): string {
  return id.length > 40 ? `${id.slice(0, 40)}…` : id
}

/** The key under which spellings are compared: trimmed, NFC, lower case. Exact, never fuzzy. */
export function spellingKey(name: string): string {
  return name.trim().normalize('NFC').toLowerCase()
}

export interface ResolvedPerson {
  id: string
  /** Display name: the table's name, or the spelling itself for an unknown person. */
  name: string
  /** Whether the spelling is in the reviewed table. */
  known: boolean
}

/** An index of the table's spellings; build it once per dataset. */
export interface PeopleIndex {
  bySpelling: Map<string, PeopleTableEntry>
  byId: Map<string, PeopleTableEntry>
}

/**
 * Indexes a table and lists what is wrong with it (duplicate ids, a spelling claimed by two
 * people, an id that is not a slug).
 * indexPeople({ people: [{ id: "a", name: "A", aliases: ["a1"] }] }) → { index, problems: [] }.
 */
export function indexPeople(table: PeopleTable): { index: PeopleIndex; problems: string[] } {
  const problems: string[] = []
  const bySpelling = new Map<string, PeopleTableEntry>()
  const byId = new Map<string, PeopleTableEntry>()
  for (const entry of table.people) {
    if (byId.has(entry.id)) problems.push(`person id "${entry.id}" appears twice`)
    if (entry.id === '' || entry.id !== personId(entry.id)) {
      problems.push(`person id "${entry.id}" is not a slug (expected "${personId(entry.id)}")`)
    } else if (idProblem(entry.id)) {
      problems.push(`person id "${clipId(entry.id)}" ${idProblem(entry.id)}`)
    }
    byId.set(entry.id, entry)
    for (const spelling of [entry.name, ...entry.aliases]) {
      const key = spellingKey(spelling)
      const other = bySpelling.get(key)
      if (other && other !== entry) {
        problems.push(`spelling "${spelling}" belongs to both "${other.id}" and "${entry.id}"`)
      }
      bySpelling.set(key, entry)
    }
  }
  return { index: { bySpelling, byId }, problems }
}

/**
 * Resolves a written name by exact (trimmed, case-insensitive) match of a table name or alias;
 * an unknown spelling is its own person.
 * resolvePerson(table, "MJSAX ") → { id: "matthias-j-sax", name: "Matthias J. Sax", known: true };
 * resolvePerson(table, "Jun Rao") → { id: "jun-rao", name: "Jun Rao", known: false }.
 */
export function resolvePerson(
  table: PeopleTable | PeopleIndex,
  writtenName: string,
): ResolvedPerson {
  const index = 'bySpelling' in table ? table : indexPeople(table).index
  const entry = index.bySpelling.get(spellingKey(writtenName))
  if (entry) return { id: entry.id, name: entry.name, known: true }
  const name = writtenName.trim()
  return { id: personId(name), name, known: false }
}

/**
 * Aliases of a person: display name first, then known and seen spellings, each once.
 * personAliases("Matthias J. Sax", ["mjsax"], ["mjsax", "Matthias J. Sax"]) → ["Matthias J. Sax", "mjsax"].
 */
export function personAliases(
  name: string,
  known: readonly string[],
  seen: readonly string[],
): string[] {
  return [...new Set([name, ...known, ...seen])]
}
