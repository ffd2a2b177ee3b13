import { spellingKey } from './people'

/**
 * What an address that names no KIP or no person may have meant, for the not-found page to offer
 * (the site's 404.html and the views' own): the KIP nearest to the number asked for, or the
 * highest there is; the person whose id or a name is a typo or two away. Pure.
 */

/**
 * The KIP to offer for `asked`, among `kips`: the highest when it is above them all (`highest`),
 * else the nearest (at equal distance the lower), itself when it exists (asked another way).
 * kipNearMiss(99999, [1, 1340]) → { kip: 1340, highest: true }; kipNearMiss(4, [2, 5]) → 5.
 */
export function kipNearMiss(
  asked: number,
  kips: readonly number[],
): { kip: number; highest: boolean } | undefined {
  if (kips.length === 0) return undefined
  const highest = Math.max(...kips)
  if (asked > highest) return { kip: highest, highest: true }
  let nearest = highest
  for (const kip of kips) {
    const closer = Math.abs(kip - asked) - Math.abs(nearest - asked)
    if (closer < 0 || (closer === 0 && kip < nearest)) nearest = kip
  }
  return { kip: nearest, highest: false }
}

/** A name or id as compared: "Mickael Maison", "mickael_maison" → "mickael-maison". */
const folded = (name: string) => spellingKey(name).replace(/[\s._-]+/g, '-')

/**
 * The edit distance of two strings, by character: letters added, removed, changed, or two
 * neighbours swapped ("jun-ra" → "jun-rao": 1; "maisno" → "maison": 1).
 */
function editDistance(a: readonly string[], b: readonly string[]): number {
  // rows[i][j]: the distance of a's first i characters to b's first j.
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + change)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1)
      rows[i]![j] = best
    }
  return rows[a.length]![b.length]!
}

/**
 * The person `asked` most likely meant: the one whose id or a name is nearest to it, a typo
 * away per four characters asked for (at least one); none when no one is that near.
 * personNearMiss("jun-ra", people) → Jun Rao; personNearMiss("nobody", people) → undefined.
 */
export function personNearMiss<P extends { id: string; name: string; aliases: readonly string[] }>(
  asked: string,
  people: readonly P[],
): P | undefined {
  const wanted = [...folded(asked)]
  if (wanted.length === 0) return undefined
  const allowed = Math.max(1, Math.floor(wanted.length / 4))
  let best: { person: P; distance: number } | undefined
  for (const person of people)
    for (const name of [person.id, person.name, ...person.aliases]) {
      const distance = editDistance(wanted, [...folded(name)])
      if (distance <= allowed && (!best || distance < best.distance)) best = { person, distance }
    }
  return best?.person
}
