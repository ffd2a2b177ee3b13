/**
 * Where an old thread id leads now. A published id that stopped naming its thread (it was the
 * thread's place in the digest, or the thread's KIP number was a typo) is kept working by a
 * redirect, recorded by hand in data/published-ids.json and shipped to the app as
 * `threadRedirects` (index.json): "old id" → "id it opens now".
 */

/** A map of redirects, as the record and the index hold it: old id → newer id. */
export type ThreadRedirects = Readonly<Record<string, string>>

/**
 * The ids an id leads through, itself first, until one that is not redirected; `loop` when it
 * comes back to an id already passed (the build rejects that, see published-ids.ts).
 * redirectChain("a", { a: "b", b: "c" }) → { chain: ["a", "b", "c"], loop: false };
 * redirectChain("a", { a: "b", b: "a" }) → { chain: ["a", "b"], loop: true }.
 */
export function redirectChain(
  id: string,
  redirects: ThreadRedirects,
): { chain: string[]; loop: boolean } {
  const chain = [id]
  let at = id
  // Own keys only: a JSON object also "has" "constructor", "toString"…
  while (Object.hasOwn(redirects, at)) {
    at = redirects[at] as string
    if (chain.includes(at)) return { chain, loop: true }
    chain.push(at)
  }
  return { chain, loop: false }
}

/**
 * The thread id to open for an id from a link: itself when it is not redirected, else where its
 * redirects lead (the index's map is already flat, one step).
 * resolveThreadId("2026-W20-3", { "2026-W20-3": "2026-W20-kip-1327" }) → "2026-W20-kip-1327";
 * resolveThreadId("2026-W20-kip-1327", {…}) → "2026-W20-kip-1327".
 */
export function resolveThreadId(id: string, redirects: ThreadRedirects): string {
  const { chain, loop } = redirectChain(id, redirects)
  // A loop cannot be published; if one were, the id itself shows a not-found page, not a hang.
  return loop ? id : (chain[chain.length - 1] as string)
}
