import type { PositionGroup } from '../../domain/people-stats'
import { paginate } from '../../shared/lib/paginate'

/** Threads on one page of a person's positions: a screen or two, at any length of history. */
export const THREADS_PER_PAGE = 20

/**
 * One page of a person's threads, in the groups' order (by KIP), each thread with its positions;
 * a group cut by a page boundary is on both pages, with the threads each holds.
 * pageOfGroups([{ kip: 1, threads: [a, b] }, { kip: 2, threads: [c] }], 2, 2)
 *   → { groups: [{ kip: 2, threads: [c] }], page: 2, pages: 2, threads: 3 }.
 */
export function pageOfGroups(
  groups: readonly PositionGroup[],
  size: number,
  requested: number | undefined,
): { groups: PositionGroup[]; page: number; pages: number; threads: number } {
  const all = groups.flatMap((group) => group.threads.map((thread) => ({ group, thread })))
  const { items, page, pages } = paginate(all, size, requested)
  const shown: PositionGroup[] = []
  for (const { group, thread } of items) {
    const last = shown.at(-1)
    if (last && last.kip === group.kip) last.threads.push(thread)
    else shown.push({ kip: group.kip, threads: [thread] })
  }
  return { groups: shown, page, pages, threads: all.length }
}
