/**
 * Since when a KIP's digest status has been what it is: the first week of the last run of weeks
 * with that status (`weeks` oldest first). A module of its own: the KIP pages read it, and it
 * must not bring the rules that build the data into their code.
 * statusSince([{ week: "W19", status: "open" }, { week: "W20", status: "contested" },
 *   { week: "W22", status: "contested" }]) → { status: "contested", week: "W20" }.
 */
import type { ThreadStatus } from './dataset'

export function statusSince(
  weeks: readonly { week: string; status: ThreadStatus }[],
): { status: ThreadStatus; week: string } | null {
  const last = weeks.at(-1)
  if (!last) return null
  let since = last.week
  for (let i = weeks.length - 1; i >= 0 && weeks[i]!.status === last.status; i--)
    since = weeks[i]!.week
  return { status: last.status, week: since }
}
