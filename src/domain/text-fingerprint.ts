/**
 * A fingerprint of a text that survives a typo fix, so that the record of published ids
 * (published-ids.ts) recognises a thread after its text was corrected.
 *
 * Not a hash of the text: one changed character would change all of it. A sketch instead (bottom-k
 * MinHash): the text's letters and digits are cut into overlapping 3-character pieces, each piece
 * is hashed, and the SKETCH_SIZE smallest hashes are kept. A typo changes at most 3 of the hundreds
 * of pieces of a thread, so the sketch stays (nearly) the same; the share of sketch values two
 * texts have in common estimates the share of pieces they have in common (their Jaccard
 * similarity), so that unrelated texts score near 0 and a corrected text near 1.
 *
 *   textFingerprint("讨论 KIP-1327。")  → "0c1a9f2e 1b7d…" (SKETCH_SIZE 8-digit hex values, ascending)
 *   fingerprintSimilarity(fingerprint of a text, fingerprint of it with one character changed) ≈ 0.9–1
 */

/** Hashes kept: 16 give a similarity within about ±0.12 of the true one, in 143 characters. */
export const SKETCH_SIZE = 16
/** Characters per piece: 3 keeps words apart in Chinese and English alike. */
const PIECE = 3

/** The sketch of a text, as space-separated 8-digit hex values, ascending; "" for a text without letters. */
export function textFingerprint(text: string): string {
  // Letters and digits only, NFKC, lower case: spacing, punctuation and width make no difference.
  const clean = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
  const points = Array.from(clean, (ch) => ch.codePointAt(0) as number)
  // The SKETCH_SIZE smallest distinct hashes, ascending, kept as they come: no sort of them all.
  const smallest: number[] = []
  const pieces = points.length === 0 ? 0 : Math.max(1, points.length - PIECE + 1)
  for (let i = 0; i < pieces; i++) {
    // FNV-1a (32 bits) over the piece's code points: deterministic everywhere, no host API.
    let hash = 0x811c9dc5
    for (let j = i; j < Math.min(i + PIECE, points.length); j++) {
      hash ^= points[j] as number
      hash = Math.imul(hash, 0x01000193) >>> 0
    }
    if (smallest.length === SKETCH_SIZE && hash >= (smallest[SKETCH_SIZE - 1] as number)) continue
    let at = smallest.length
    while (at > 0 && (smallest[at - 1] as number) > hash) at--
    if (smallest[at - 1] === hash) continue
    smallest.splice(at, 0, hash)
    if (smallest.length > SKETCH_SIZE) smallest.pop()
  }
  return smallest.map((h) => h.toString(16).padStart(8, '0')).join(' ')
}

/**
 * How much of their text two fingerprints' texts share, 0 to 1: of the SKETCH_SIZE smallest
 * values of both sketches together, the share that is in both.
 * fingerprintSimilarity(f, f) → 1; fingerprintSimilarity(f, "") → 0.
 */
export function fingerprintSimilarity(a: string, b: string): number {
  const sa = new Set(a.split(' ').filter(Boolean))
  const sb = new Set(b.split(' ').filter(Boolean))
  // Fixed-width hex: string order is number order.
  const smallest = [...new Set([...sa, ...sb])].sort().slice(0, SKETCH_SIZE)
  if (smallest.length === 0) return 0
  return smallest.filter((h) => sa.has(h) && sb.has(h)).length / smallest.length
}
