/**
 * The thread's own lines as a second reading of its conclusion. A contested thread has stated
 * sides: someone in it objects, worries, asks or proposes otherwise. Where the conclusion reads
 * contested and every line supports or reports, one of the two readings is wrong, most often a
 * negator the rules do not know ("毋人反对", "莫有反对意见"), and the status is unsure.
 */
import type { Stance, ThreadStatus, Vote } from '../dataset'

/** What a line does that takes no side against the proposal. */
const GOING_ALONG: ReadonlySet<Stance> = new Set(['support', 'information'])

interface LineReading {
  stance: Stance
  vote: Vote | null
}

/**
 * Why the thread's lines do not bear out its status, or null.
 * linesDisagreement("contested", [{ stance: "support", vote: null }]) → "no one in the thread objects";
 * linesDisagreement("contested", [{ stance: "question", vote: null }]) → null.
 */
export function linesDisagreement(
  status: ThreadStatus,
  lines: readonly LineReading[],
): string | null {
  if (status !== 'contested') return null
  const sides = lines.some((l) => !GOING_ALONG.has(l.stance) || l.vote?.value === '-1')
  return sides ? null : 'no one in the thread objects'
}
