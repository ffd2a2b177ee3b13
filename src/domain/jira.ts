/**
 * JIRA figures stated inside threads: "66 个已解决和 43 个未解决的 JIRA 票据" is a snapshot of a
 * release's tickets. The release is the version the thread is about. Nothing is ever inferred:
 * when either count or the version is missing, there is no snapshot.
 */

export interface ReleaseCounts {
  release: string
  resolved: number
  unresolved: number
}

const JOIN = '\\s*(?:和|与|及|、|，|,|以及)\\s*'
const RESOLVED_FIRST = new RegExp(`(\\d+)\\s*个\\s*已解决(?:的)?${JOIN}(\\d+)\\s*个\\s*未解决`, 'g')
const UNRESOLVED_FIRST = new RegExp(
  `(\\d+)\\s*个\\s*未解决(?:的)?${JOIN}(\\d+)\\s*个\\s*已解决`,
  'g',
)
// Three-part versions only; "4.4.0" inside "4.4.0.1" or "v14.4.0.2" is not one.
const VERSION = /(?<![\d.])\d+\.\d+\.\d+(?![.]?\d)/g

/**
 * Resolved/unresolved counts stated in a text, in order of appearance.
 * findTicketCounts("统计了 66 个已解决和 43 个未解决的 JIRA 票据") → [{ resolved: 66, unresolved: 43 }].
 */
export function findTicketCounts(
  text: string,
): { resolved: number; unresolved: number; index: number }[] {
  const found = [
    ...[...text.matchAll(RESOLVED_FIRST)].map((m) => ({
      resolved: Number(m[1]),
      unresolved: Number(m[2]),
      index: m.index,
    })),
    ...[...text.matchAll(UNRESOLVED_FIRST)].map((m) => ({
      resolved: Number(m[2]),
      unresolved: Number(m[1]),
      index: m.index,
    })),
  ]
  return found.sort((a, b) => a.index - b.index)
}

/**
 * The version a set of texts is about: the most mentioned, ties going to the first mentioned.
 * mainRelease(["Kafka 4.4.0 发布经理", "4.3.0 博客", "纳入 4.4.0"]) → "4.4.0"; mainRelease(["无"]) → null.
 */
export function mainRelease(texts: readonly string[]): string | null {
  const counts = new Map<string, number>()
  for (const text of texts) {
    for (const m of text.matchAll(VERSION)) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1)
  }
  let best: string | null = null
  // Map iteration follows first insertion, so ">" keeps the first mentioned on a tie.
  for (const [version, n] of counts)
    if (best === null || n > (counts.get(best) ?? 0)) best = version
  return best
}

/**
 * A thread's release snapshot, from its texts (summary, positions, conclusion, in order).
 * releaseSnapshot(["Kafka 4.4.0", "66 个已解决和 43 个未解决"]) → { snapshot: { release: "4.4.0", resolved: 66, unresolved: 43 }, problems: [] }.
 */
export function releaseSnapshot(texts: readonly string[]): {
  snapshot: ReleaseCounts | null
  problems: string[]
} {
  const counts = texts.flatMap((t) => findTicketCounts(t))
  const first = counts[0]
  if (!first) return { snapshot: null, problems: [] }
  const problems: string[] = []
  if (counts.some((c) => c.resolved !== first.resolved || c.unresolved !== first.unresolved)) {
    problems.push(
      `the thread states different ticket counts; the first (${first.resolved} resolved, ` +
        `${first.unresolved} unresolved) is used`,
    )
  }
  const release = mainRelease(texts)
  if (!release) {
    problems.push('the thread states ticket counts but names no release version: no snapshot')
    return { snapshot: null, problems }
  }
  return {
    snapshot: { release, resolved: first.resolved, unresolved: first.unresolved },
    problems,
  }
}
