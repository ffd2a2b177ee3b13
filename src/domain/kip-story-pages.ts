/**
 * How a KIP's story is cut into pages (kip-story.ts writes them, a KIP card finds the ones it
 * needs): a module of its own, so that a card does not load the rules that build the story.
 */

/** Weeks of a KIP's threads per page of its story, newest first. */
export const KIP_STORY_WEEKS_PER_PAGE = 6

/**
 * The page of a KIP's story that holds a week, from the weeks it was discussed (any order):
 * storyPageOf(["2026-W18", "2026-W19", "2026-W20"], "2026-W18") → 1 (with six weeks a page).
 */
export function storyPageOf(weeks: readonly string[], week: string): number {
  const newer = weeks.filter((w) => w > week).length
  return Math.floor(newer / KIP_STORY_WEEKS_PER_PAGE) + 1
}
