/**
 * The committers of Apache Kafka as the project's web site listed them (data/committers.json),
 * and who of the digests' people is on that list. Under the bylaws a committer's KIP vote is
 * binding, so the list can say what a vote's line leaves unsaid; it never overrides the line.
 *
 * The list is older than the digests: committers named since are missing, so a name that is not
 * on it is unknown, never "not a committer".
 */
import type { Vote } from './dataset'

export interface Committer {
  name: string
  /** The GitHub login the committers page carries. */
  github: string
  /** Whether the page calls them a PMC member. */
  pmc: boolean
}

/** data/committers.json. */
export interface CommittersList {
  source: string
  /** The day the page listed them, YYYY-MM-DD. */
  asOf: string
  note?: string
  committers: Committer[]
}

/** The list, indexed for matching; build it once per dataset. */
export interface CommittersIndex {
  asOf: string
  byName: Map<string, Committer>
  byLogin: Map<string, Committer>
}

/**
 * The key a name is compared by: NFKC, lower case, no white space at all, so that spacing and
 * case never keep a committer from being found; never by similarity.
 * nameKey(" Matthias  J.Sax ") → "matthiasj.sax".
 */
function nameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/gu, '')
}

/** The key a GitHub login is compared by: loginKey("@C0urante") → "c0urante". */
export function loginKey(spelling: string): string {
  return spelling.trim().replace(/^@/, '').toLowerCase()
}

// GitHub's own rule for a login: letters, digits and single hyphens, at most 39 characters.
const LOGIN = /^[A-Za-z0-9](?:-?[A-Za-z0-9]){0,38}$/
const DAY = /^\d{4}-\d{2}-\d{2}$/
const FIELDS = ['source', 'asOf', 'note', 'committers']
const COMMITTER_FIELDS = ['name', 'github', 'pmc']

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== ''
const isDay = (v: unknown): v is string =>
  typeof v === 'string' && DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)

/**
 * What is wrong with a list read from disk; [] when nothing. Two entries with one name or one
 * login are a problem: matching them would be a guess.
 * checkCommittersList({ source: "…", asOf: "2024-10-21", committers: [] }) → [];
 * checkCommittersList({ asOf: "21/10/2024" }) → ['expected "source": "<where the list is from>"', …].
 */
export function checkCommittersList(value: unknown): string[] {
  if (!isObject(value))
    return ['expected an object { "source": …, "asOf": "YYYY-MM-DD", "committers": [...] }']
  const problems: string[] = []
  for (const key of Object.keys(value))
    if (!FIELDS.includes(key))
      problems.push(`unknown field "${key}" (expected ${FIELDS.map((f) => `"${f}"`).join(', ')})`)
  if (!isText(value.source)) problems.push('expected "source": "<where the list is from>"')
  if (!isDay(value.asOf)) problems.push('expected "asOf": "YYYY-MM-DD", the day it was listed')
  if (value.note !== undefined && typeof value.note !== 'string')
    problems.push('expected "note" to be a text')
  if (!Array.isArray(value.committers)) {
    problems.push('expected "committers": [{ "name", "github", "pmc" }, …]')
    return problems
  }
  const names = new Map<string, number>()
  const logins = new Map<string, number>()
  value.committers.forEach((entry: unknown, i) => {
    const bad = (what: string) => problems.push(`committers[${i}]: ${what}`)
    if (!isObject(entry)) return bad('expected { "name", "github", "pmc" }')
    for (const key of Object.keys(entry))
      if (!COMMITTER_FIELDS.includes(key)) bad(`unknown field "${key}"`)
    if (!isText(entry.name)) bad('expected "name": "<the name the page gives>"')
    if (typeof entry.github !== 'string' || !LOGIN.test(entry.github))
      bad('expected "github": "<a GitHub login>"')
    if (typeof entry.pmc !== 'boolean') bad('expected "pmc": true or false')
    if (isText(entry.name)) {
      const first = names.get(nameKey(entry.name))
      if (first !== undefined) bad(`the name "${entry.name}" is also committers[${first}]'s`)
      else names.set(nameKey(entry.name), i)
    }
    if (typeof entry.github === 'string' && LOGIN.test(entry.github)) {
      const first = logins.get(loginKey(entry.github))
      if (first !== undefined) bad(`the login "${entry.github}" is also committers[${first}]'s`)
      else logins.set(loginKey(entry.github), i)
    }
  })
  return problems
}

/** Indexes a checked list: indexCommitters(list).byLogin.get("mjsax") → { name: "Matthias J. Sax", … }. */
export function indexCommitters(list: CommittersList): CommittersIndex {
  return {
    asOf: list.asOf,
    byName: new Map(list.committers.map((c) => [nameKey(c.name), c])),
    byLogin: new Map(list.committers.map((c) => [loginKey(c.github), c])),
  }
}

/**
 * The committer a person is, from every spelling known of them (the name the digest wrote, the
 * people table's name and aliases), by a name the list gives or by a GitHub login. Null when none
 * is on the list, and when the spellings lead to two different committers (choosing would be a
 * guess).
 * findCommitter(index, ["mjsax"]) → { name: "Matthias J. Sax", github: "mjsax", pmc: true };
 * findCommitter(index, ["Someone New"]) → null.
 */
export function findCommitter(
  index: CommittersIndex,
  spellings: readonly string[],
): Committer | null {
  const found = new Set(
    spellings.flatMap((s) => [index.byName.get(nameKey(s)), index.byLogin.get(loginKey(s))]),
  )
  found.delete(undefined)
  return found.size === 1 ? ([...found][0] ?? null) : null
}

/**
 * The vote with the list's date added when its line says nothing of binding and the voter is on
 * the list; any other vote as it is: what the line says (binding or non-binding) always wins.
 * withCommitterAsOf({ value: "+1", binding: null }, ["Jun Rao"], index)
 *   → { value: "+1", binding: null, committerAsOf: "2024-10-21" };
 * withCommitterAsOf({ value: "+1", binding: false }, ["Jun Rao"], index) → unchanged.
 */
export function withCommitterAsOf(
  vote: Vote,
  voter: readonly string[],
  index: CommittersIndex,
): Vote {
  if (vote.binding !== null || findCommitter(index, voter) === null) return vote
  return { ...vote, committerAsOf: index.asOf }
}
