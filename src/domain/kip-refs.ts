/**
 * KIP references in free text. Digests write `KIP-1332、1327、1325`: a list continues without
 * repeating the prefix, so numbers after a separator still belong to the list.
 */

// The prefix: "KIP-1327", "KIP 1327", "kip1327". The look-behind keeps "SKIP-3" out.
const HEAD = /(?<![A-Za-z])KIP[-\s]?(\d+)(?!\d|\.\d)/giy
// A list continues after 、 , ， 和 及 and & or plain spaces, optionally repeating the prefix.
// A number followed by a counter word ("3 个") or a dot and a digit (a version, "4.4.0") ends it.
const NEXT =
  /(?:\s*(?:[、，,&]|和|及|\band\b)\s*|\s+)(?:(?<![A-Za-z])KIP[-\s]?)?(\d+)(?!\d|\.\d|\s*(?:个|項|项|名|位|次|条|條|票|天|周|月|年|%|％))/iy

/**
 * KIP numbers in order of first mention, without duplicates.
 * extractKipRefs("提议将 KIP-1332、1327、1325 等纳入") → [1332, 1327, 1325];
 * extractKipRefs("声称有 26 个 KIP，KIP-1191 和 892") → [1191, 892].
 */
export function extractKipRefs(text: string): number[] {
  const found: number[] = []
  const add = (digits: string | undefined) => {
    const n = Number(digits)
    if (Number.isSafeInteger(n) && n > 0 && !found.includes(n)) found.push(n)
  }
  for (let i = 0; i < text.length; i++) {
    // Cheap pre-check: only try the sticky regex where a "K" starts.
    if (text[i] !== 'K' && text[i] !== 'k') continue
    HEAD.lastIndex = i
    const head = HEAD.exec(text)
    if (!head) continue
    add(head[1])
    let end = HEAD.lastIndex
    for (;;) {
      NEXT.lastIndex = end
      const next = NEXT.exec(text)
      if (!next) break
      add(next[1])
      end = NEXT.lastIndex
    }
    i = end - 1
  }
  return found
}

/**
 * Merges KIP lists keeping the order of first mention: mergeKipRefs([[2, 1], [1, 3]]) → [2, 1, 3].
 */
export function mergeKipRefs(lists: readonly (readonly number[])[]): number[] {
  const out: number[] = []
  for (const list of lists) for (const n of list) if (!out.includes(n)) out.push(n)
  return out
}
